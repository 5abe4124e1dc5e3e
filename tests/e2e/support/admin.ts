import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eDataDir } from '../../../playwright.config';
import { logIn } from './accounts';

// The administrator signs in with its password and a second factor (required of
// administrators): the first login of a run enrols (the secret is read from the setup screen and
// kept in the run's data directory), later ones type the code of the step after the last one
// used (a code is accepted once).
const totpFile = join(e2eDataDir, 'admin-totp.json');

export function adminCredentials() {
  const secrets = JSON.parse(readFileSync(join(e2eDataDir, 'secrets.json'), 'utf8')) as {
    adminPassword?: string;
  };
  return {
    email: process.env.ADMIN_EMAIL || 'admin@minuta.local',
    password: process.env.ADMIN_PASSWORD || secrets.adminPassword || '',
  };
}

export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, adminCredentials());
  const code = page.getByLabel('Código de verificación');
  // Another spec of the run may have left the administrator's session open (one session each).
  const closeOthers = page.getByRole('button', { name: 'Cerrar las otras sesiones e ingresar' });
  await expect(code.or(closeOthers)).toBeVisible();
  if (await closeOthers.isVisible()) await closeOthers.click();
  await expect(code).toBeVisible();
  if (!existsSync(totpFile)) {
    const secret = (await page.locator('form code').textContent())?.trim() ?? '';
    writeFileSync(totpFile, JSON.stringify({ secret, lastStep: 0 }));
    await code.fill(await freshCode());
    await page.getByRole('button', { name: 'Activar e ingresar' }).click();
    await expect(page.getByRole('list', { name: 'Códigos de recuperación' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
  } else {
    await code.fill(await freshCode());
    await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  }
  await expect(page).toHaveURL(/\/app\/users\/overview/);
}

async function freshCode(): Promise<string> {
  const state = JSON.parse(readFileSync(totpFile, 'utf8')) as { secret: string; lastStep: number };
  // The server takes the step either side of its own: the step after the last one used is good
  // at once, unless it is already two ahead (a third login within one 30-second step).
  const step = Math.max(Math.floor(Date.now() / 30_000), state.lastStep + 1);
  while (step > Math.floor(Date.now() / 30_000) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  writeFileSync(totpFile, JSON.stringify({ ...state, lastStep: step }));
  return new TOTP({ secret: Secret.fromBase32(state.secret), digits: 6, period: 30 }).generate({
    timestamp: step * 30_000 + 1000,
  });
}
