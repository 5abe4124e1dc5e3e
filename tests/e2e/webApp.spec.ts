import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './support/accounts';
import { waitForMailLink } from './support/outbox';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('a visitor registers, verifies, signs in, saves display settings and signs out', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await registerAndVerify(page, account);

  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
  await expect(page.getByRole('heading', { name: `Hola, ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Plan Explorador')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/shell.png', fullPage: true });

  await page.getByRole('button', { name: 'Ajustes' }).click();
  await page.getByRole('radio', { name: 'Oscuro (One Dark)' }).check();
  await page.getByRole('radio', { name: 'Derecha a izquierda' }).check();
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'ONE_DARK');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: 'test-results/screens/shell-dark-rtl.png', fullPage: true });

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/app/users/overview');
  await expect(page).toHaveURL(/\/login$/);
});

test('a second login is refused until the other session is closed', async ({ browser }) => {
  const first = await browser.newPage();
  const account = newAccount();
  await registerAndVerify(first, account);
  await logIn(first, account);
  await expect(first).toHaveURL(/\/app\/users\/overview$/);

  const second = await browser.newPage();
  await logIn(second, account);
  await expect(
    second.getByText('Ya tienes una sesión activa, cierrala e intenta de nuevo'),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Cerrar las otras sesiones e ingresar' }).click();
  await expect(second).toHaveURL(/\/app\/users\/overview$/);

  // The first tab's session is over: its next call ends in the login page.
  await first.reload();
  await expect(first).toHaveURL(/\/login$/);
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/te enviamos un enlace/i)).toBeVisible();

  // While the reset is pending, login says so.
  await logIn(page, account);
  await expect(
    page.getByText(
      'Has solicitado cambio de contraseña, por favor verifica tu correo y actualiza tu contraseña',
    ),
  ).toBeVisible();

  const link = await waitForMailLink(
    account.email,
    /https?:\/\/\S+\/restablecer-contrase%C3%B1a\/[\w-]+/,
  );
  await page.goto(link);
  const newPassword = `${account.password}-nueva`;
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repite la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(`la contraseña de ${account.email} se actualizó`)).toBeVisible();

  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repite la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('No hay permiso para actualizar tu contraseña')).toBeVisible();

  await logIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
});

test('public routes redirect as the spec says and unknown paths land on /404', async ({ page }) => {
  const redirects: Array<[string, RegExp]> = [
    ['/policies', /\/policies\/terms$/],
    ['/contacto', /\/contacto\/nosotros$/],
    ['/no-existe', /\/404$/],
    ['/policies/nada', /\/404$/],
    ['/app/users/overview', /\/login$/],
    ['/app', /\/login$/],
  ];
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, from).toHaveURL(to);
  }
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await page.goto('/policies/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Política de privacidad');
  await page.goto('/login-unprotected');
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
});

test('signed-in users skip login and register; unknown app paths land on /404', async ({
  page,
}) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
  for (const path of ['/login', '/register', '/app']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/app\/users\/overview$/);
  }
  await page.goto('/app/no-existe');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sandbox' })).toBeVisible();
});

test('landing, login and the shell have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Precios' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Corporativo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/landing.png', fullPage: true });
  await expectNoSeriousViolations(page);
  await page.goto('/login');
  await expectNoSeriousViolations(page);
  const account = newAccount();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
  await expectNoSeriousViolations(page);
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('choosing a plan on the landing page records it and shows it on registration', async ({
  page,
}) => {
  await page.goto('/#precios');
  await page.getByRole('listitem', { name: 'Corporativo' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('planSelected'))).toBe('Corporativo');
  await expect(page.getByText('Plan elegido: Corporativo')).toBeVisible();
});

test('the development service gives an estimate and confirms the request', async ({ page }) => {
  await page.goto('/contacto/desarrollador');
  await page.getByRole('radio', { name: /Entrevista con condiciones/ }).check();
  await expect(page.getByText('Estimado: entre $650 y $900')).toBeVisible();
  await page
    .getByLabel('Describe el documento y cómo lo usas')
    .fill('Promesas de compraventa con varios inmuebles y pagos en cuotas.');
  await page.getByLabel('Nombre').fill('Carlos Mora');
  await page.getByLabel('Correo electrónico').fill('carlos.mora@estudio-e2e.ec');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud recibida')).toBeVisible();
  await expect(page.getByText(/Referencia: [0-9A-F]{8}/)).toBeVisible();
});
