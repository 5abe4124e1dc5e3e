import { expect, test } from '@playwright/test';
import { logIn, newAccount, submitRegistration, verifyEmail } from './support/accounts';

// The public site as the spec describes it, and the shell's fixed sizes and theme.

test('the landing page shows the spec’s prices and storage, and “Empieza gratis” leads to registration', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();

  // Storage as the spec names it: Premium has 1 TB (never «1.024 TB»).
  const premium = page.getByRole('listitem', { name: 'Premium' });
  await expect(premium).toContainText('1 TB de almacenamiento');
  await expect(page.getByRole('listitem', { name: 'Inicial' })).toContainText(
    '250 GB de almacenamiento',
  );
  await expect(page.getByText(/1\.024/)).toHaveCount(0);

  // The development service's three example prices are all on the page at once.
  const examples = page.getByRole('tablist');
  for (const price of ['$150', '$650', '$750']) await expect(examples).toContainText(price);

  // The hero's first call to action: registration, with the free plan chosen.
  await page.getByRole('link', { name: 'Empieza gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('planSelected'))).toBe('Sin código');
  await expect(page.getByText('Plan elegido: Explorador')).toBeVisible();
});

test('the top bar is 64 px high at every width, and the theme follows the system until chosen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const account = newAccount();
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'ONE_DARK');
  await submitRegistration(page, account);
  await verifyEmail(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
  await expect(page.getByRole('heading', { name: `Hola, ${account.firstName}` })).toBeVisible();

  for (const width of [390, 768, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const bar = await page.locator('header').first().boundingBox();
    expect(bar?.height, `top bar at ${width} px`).toBe(64);
    if (width >= 1024) {
      const menu = await page.getByRole('complementary').first().boundingBox();
      expect(menu?.width, `side menu at ${width} px`).toBe(256);
      const content = await page.locator('#contenido-app > div').boundingBox();
      expect(content?.x ?? 0, `content beside the menu at ${width} px`).toBeGreaterThanOrEqual(256);
    }
  }

  // Once the person chooses the light theme, it stays light whatever the system says.
  await page.getByRole('button', { name: 'Ajustes' }).click();
  await page.getByRole('radio', { name: 'Claro' }).check();
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'LIGHT');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.removeItem('settings'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'LIGHT');
});
