import { expect, type Page, test } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './support/accounts';
import { api, signedInLawyer } from './support/lawyer';

// The public pages come drawn at build time and the app hydrates them: they read without any
// script, hydrating keeps the very elements the browser painted (no second drawing, no error),
// and what a visitor typed before the script arrived is what the form sends. The guest page asks
// for its interview while its code is still on the way.

const pages = [
  ['/', 'Tus documentos legales, listos en minutos'],
  ['/login', 'Inicia sesión'],
  ['/register', 'Crea tu cuenta'],
  ['/policies/privacy', 'Política de privacidad'],
  ['/contacto/desarrollador', 'Solicita un desarrollo'],
] as const;

test('the public pages read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  }
  await page.goto('/');
  await expect(page.locator('#precios h2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
    'href',
    '/policies/terms',
  );
  await context.close();

  // A visitor whose system is dark gets the dark theme before any script (no light flash).
  const dark = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const darkPage = await dark.newPage();
  await darkPage.goto('/login');
  await expect(darkPage.locator('body')).toHaveCSS('background-color', 'rgb(40, 44, 52)');
  await dark.close();
});

test('the app hydrates the prerendered pages in place, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The element the browser painted from the HTML, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { painted: Element | null }).painted =
          document.querySelector('#root h1');
    });
  });
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    // Hydrated: React owns the painted element (a second drawing would have replaced it).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const painted = (window as unknown as { painted: Element | null }).painted;
          return (
            painted?.isConnected === true &&
            Object.keys(painted).some((key) => key.startsWith('__reactFiber'))
          );
        }),
      )
      .toBe(true);
  }
  // Hydrated pages work: the carousel moves, the cookie notice goes away.
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('region', { name: /cookies/i })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('what a visitor types into the login form before the app’s script arrives is what it sends', async ({
  browser,
  page,
}) => {
  const account = newAccount();
  await registerAndVerify(page, account);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  let release: () => void = () => undefined;
  const scripts = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route('**/assets/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await visitor.goto('/login', { waitUntil: 'commit' });
  await visitor.getByLabel('Correo electrónico').fill(account.email);
  await visitor.getByLabel('Contraseña').fill(account.password);
  // Until hydrated, the form cannot be sent (the browser would put it in the address).
  await expect(visitor.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  release();
  await visitor.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(visitor).toHaveURL(/\/app\/users\/overview/);
  expect(visitor.url()).not.toContain(encodeURIComponent(account.email));
  await context.close();
});

// A one-question interview, published, with a personal link: its address.
async function sharedInterview(page: Page): Promise<string> {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Poderes',
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: 'Poder especial',
  });
  const { page: data, version } = await api(page, 'POST', 'documents/createPage', {
    document_id: created.document.id,
    page_name: 'Tus datos',
    version: created.version,
  });
  const element = await api(page, 'POST', 'documents/createElement', {
    page_id: data.id,
    element_name: 'shortText',
    element_title: 'Nombre completo',
    element_variable: ['nombre'],
    version,
  });
  await api(page, 'POST', 'documents/publishDoc', {
    document_id: created.document.id,
    version: element.version,
  });
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: created.document.id,
    label: 'Cliente',
  });
  return link.url;
}

test('the guest page asks for its interview while the interview’s code is still loading', async ({
  browser,
  page,
}) => {
  await signedInLawyer(page);
  const url = await sharedInterview(page);

  const context = await browser.newContext();
  const guest = await context.newPage();
  const opened: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/documents/getMasterGuestUser')) opened.push(request.url());
  });
  // The player's code (the lazy chunk of the player with its document pane) is held back until
  // the interview has been asked for: a page that asked only once its code had run would never
  // get it.
  let asked: () => void = () => undefined;
  const interviewAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  guest.on('request', (request) => {
    if (request.url().includes('/documents/getMasterGuestUser')) asked();
  });
  await guest.route('**/assets/PlayerWithDocument-*.js', async (route) => {
    await interviewAsked;
    await route.continue();
  });
  const response = await guest.goto(url, { waitUntil: 'commit' });
  // Before any script: the page's frame and its loading line.
  await expect(guest.getByText('Cargando el cuestionario…')).toBeVisible();
  expect(await response?.text()).not.toContain('/assets/index-');
  await expect(guest.getByRole('heading', { name: 'Poder especial' })).toBeVisible();
  await guest.getByLabel(/^Nombre completo/).fill('Rosa Elena Andrade');
  await expect(guest.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
  // Opened once: the player took the call already under way.
  expect(opened).toHaveLength(1);
  await context.close();
});

test('a signed-in lawyer opening the login page goes to the sandbox', async ({ page }) => {
  const account = newAccount();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/users\/overview/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sandbox' }).first()).toBeAttached();
});
