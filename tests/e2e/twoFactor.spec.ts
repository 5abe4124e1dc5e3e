import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logIn } from './support/accounts';
import { signedInLawyer } from './support/lawyer';

const codeOf = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: step * 30_000 + 1000,
  });

// A lawyer turns two-factor sign-in on from the account area (the QR code, the secret to type,
// the first code, the recovery codes), signs out, and signs in again with the password and the
// code the app shows.
test('a lawyer turns on two-factor sign-in and then signs in with the code', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signedInLawyer(page);
  await page.goto('/app/account/Seguridad');
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  const enrolStep = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Código de verificación').fill(codeOf(secret, enrolStep));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(
    page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page.getByText(/Activada\. Te quedan 10 códigos de recuperación\./)).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logIn(page, account);
  await expect(page.getByText(/Escribe el código de 6 dígitos/)).toBeVisible();
  // A code is accepted once, and the server takes the time step either side of its own: the
  // next step's code is good at once, with no wait for the app to show a new one.
  const step = Math.max(Math.floor(Date.now() / 30_000), enrolStep + 1);
  await page.getByLabel('Código de verificación').fill(codeOf(secret, step));
  await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
  await expect(page).toHaveURL(/\/app\/users\/overview/);
});
