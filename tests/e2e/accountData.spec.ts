import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { logIn } from './support/accounts';
import { signedInLawyer } from './support/lawyer';

// The owner downloads everything of the firm from Tu cuenta › Seguridad (a ZIP the browser saves),
// then deletes the account: signed out at once, sign-in refused, and reactivated from
// /reactivar-cuenta within the grace period.
test('the owner downloads the firm’s data, deletes the account and takes it back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signedInLawyer(page);
  await page.goto('/app/account/Seguridad');

  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Descargar los datos de la cuenta' });
  await exportDialog.getByLabel('Contraseña actual').fill('no es la clave');
  await exportDialog.getByRole('button', { name: 'Preparar la descarga' }).click();
  await expect(exportDialog.getByText('Tu correo o contraseña son incorrectos')).toBeVisible();
  await exportDialog.getByLabel('Contraseña actual').fill(account.password);
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Preparar la descarga' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^minuta-ana-paredes-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  const owner = JSON.parse(Buffer.from(zip['cuenta.json'] ?? []).toString('utf8'));
  expect(owner.users[0].email).toBe(account.email);
  await expect(page.getByText('La descarga de tus datos comenzó.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Eliminar la cuenta' });
  await expect(
    deleteDialog.getByText(/Pasados los 7 días no se puede recuperar nada/),
  ).toBeVisible();
  await deleteDialog.getByLabel('Contraseña actual').fill(account.password);
  await deleteDialog.getByRole('button', { name: 'Sí, eliminar la cuenta' }).click();
  await expect(page.getByText(/^Tu cuenta se eliminará el .+ Te enviamos un correo/)).toBeVisible();
  await expect(page).not.toHaveURL(/\/app\//);

  await logIn(page, account);
  await expect(
    page.getByText('Tu cuenta se encuentra desactivada', { exact: true }).first(),
  ).toBeVisible();
  await page.goto('/reactivar-cuenta');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Reactivar cuenta' }).click();
  await expect(
    page.getByText('Tu cuenta está activa de nuevo. Ya puedes iniciar sesión.'),
  ).toBeVisible();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview/);
});
