import { expect, test } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './support/accounts';

// A lawyer follows an add-in's link while signed out, signs in and lands back on /app/conectar
// to approve it (the add-in's side is played by plain API calls), then manages tokens in Tu cuenta › Integraciones: creates a personal token, sees
// its secret once, and revokes it — the token stops working on its next call.
test('a lawyer approves an add-in and creates and revokes a personal token', async ({ page }) => {
  test.setTimeout(150_000);
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await registerAndVerify(page, account);

  const code = await page.request.post('/api/v1/integrations/device/code', {
    data: { client: 'Complemento de Word', scopes: ['entrevistas:leer', 'plantillas:escribir'] },
  });
  expect(code.status()).toBe(200);
  const { deviceCode, userCode, verificationUriComplete } = await code.json();

  // Signed out, the add-in's link goes through the login and comes back with its code.
  const link = new URL(verificationUriComplete);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
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
  // The tab's own list (the side menu's links are a list too, one of them «Complemento de Word»).
  const list = page.getByRole('tabpanel', { name: 'Integraciones' }).getByRole('list');
  await expect(list.getByText('Complemento de Word')).toBeVisible();
  // Each connection says where it was made, when it was last used and what it may do.
  const addin = list
    .getByRole('listitem')
    .filter({ hasText: 'Complemento de Word' })
    .filter({ hasText: 'Último uso' });
  await expect(addin).toContainText('127.0.0.1');
  await expect(addin).toContainText('Último uso');
  await expect(addin).toContainText('Ver tus espacios de trabajo, documentos y sus preguntas');
  await page.screenshot({ path: 'test-results/screens/integrations-tab.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/integrations-tab-phone.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

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
