import { expect, test } from '@playwright/test';
import { signedInLawyer } from './support/lawyer';

// A lawyer connects an add-in by code from /app/conectar (the add-in's side is played by plain
// API calls), then manages tokens in Tu cuenta › Integraciones: creates a personal token, sees
// its secret once, and revokes it — the token stops working on its next call.
test('a lawyer approves an add-in and creates and revokes a personal token', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInLawyer(page);

  const code = await page.request.post('/api/v1/integrations/device/code', {
    data: { client: 'Complemento de Word', scopes: ['entrevistas:leer', 'plantillas:escribir'] },
  });
  expect(code.status()).toBe(200);
  const { deviceCode, userCode, verificationUriComplete } = await code.json();

  await page.goto(
    new URL(verificationUriComplete).pathname + new URL(verificationUriComplete).search,
  );
  await expect(
    page.getByText('«Complemento de Word» quiere conectarse a tu cuenta de Minuta.'),
  ).toBeVisible();
  await expect(page.getByText(userCode)).toBeVisible();
  await expect(
    page.getByText('Ver tus espacios de trabajo, documentos y sus preguntas'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar la conexión' }).click();
  await expect(page.getByText(/Conexión aprobada\. Vuelve al complemento/)).toBeVisible();

  const exchanged = await page.request.post('/api/v1/integrations/device/token', {
    data: { deviceCode },
  });
  expect(exchanged.status()).toBe(200);
  const { accessToken: addinToken } = await exchanged.json();
  expect(addinToken).toMatch(/^mnt_/);

  await page.getByRole('link', { name: 'Ver mis integraciones' }).click();
  await expect(page).toHaveURL(/\/app\/account\/Integraciones/);
  const list = page.getByRole('list');
  await expect(list.getByText('Complemento de Word')).toBeVisible();

  await page.getByRole('button', { name: 'Crear token personal' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nombre del token').fill('Script de contratos');
  await form.getByLabel('Generar documentos con respuestas de prueba').check();
  await form.getByRole('button', { name: 'Crear token personal' }).click();
  const shown = page.getByRole('dialog', { name: 'Copia tu token ahora' });
  const secret = await shown.getByRole('textbox').inputValue();
  expect(secret).toMatch(/^mnt_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Listo' }).click();

  const item = list.getByRole('listitem').filter({ hasText: 'Script de contratos' });
  await expect(item).toContainText('Token personal');
  await expect(item).toContainText('Nunca');
  // The list never shows a secret again.
  await expect(page.getByText(secret)).toHaveCount(0);

  const me = () =>
    page.request.get('/api/v1/integrations/me', { headers: { authorization: `Bearer ${secret}` } });
  expect((await me()).status()).toBe(200);
  await item.getByRole('button', { name: 'Revocar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(item).toHaveCount(0);
  expect((await me()).status()).toBe(401);
});
