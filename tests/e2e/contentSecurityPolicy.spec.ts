import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { e2ePort } from '../../playwright.config';
import { doc, p, pa, t, v } from '../fixtures/templates/templateBuilders';
import { logInAsAdmin } from './support/admin';
import { createDocument } from './support/createDocument';
import { api, serveFirmSite, signedInLawyer } from './support/lawyer';

// The Content-Security-Policy forbids inline styles (`style-src 'self'`, no 'unsafe-inline') and
// any <base> (`base-uri 'none'`). Every page of the web app, the guest page and the embed run in
// Chromium with a `securitypolicyviolation` listener (and the console's CSP reports, which also
// cover shadow roots): none may be reported. Pages are visited with what draws their styles:
// dialogs, menus, the rich-text editor with aligned text, the player.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          where: location.pathname,
        });
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({
        directive: 'console',
        blocked: '',
        sample: message.text().slice(0, 300),
        where: message.location().url,
      });
    }
  });
  return violations;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('public pages report no CSP violation', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = await watchViolations(context);
  const page = await context.newPage();
  for (const path of [
    '/',
    '/404',
    '/ruta-que-no-existe',
    '/login',
    '/login-unprotected',
    '/register',
    '/register-unprotected',
    '/restablecer-contraseña',
    '/restablecer-contraseña/token-inventado',
    '/reactivar-cuenta',
    '/validation?token=inventado',
    '/payment',
    '/resultado/00000000-0000-4000-8000-000000000000',
    '/questionary/estudio/enlace-inventado',
    '/policies/terms',
    '/policies/privacy',
    '/policies/privacy-addin',
    '/policies/privacy-addon',
    '/contacto/nosotros',
    '/contacto/desarrollador',
  ]) {
    await visit(page, path);
  }
  await visit(page, '/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  expect(violations).toEqual([]);
  await context.close();
});

test('the signed-in app, the editors, the preview, the guest page and the embed report no CSP violation', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const violations = await watchViolations(context);
  const page = await context.newPage();
  await signedInLawyer(page);

  const { documentId, write } = await createDocument(page, 'Despacho', 'Contrato');
  const { page: first } = await write('createPage', {
    document_id: documentId,
    page_name: 'Datos',
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'shortText',
    element_title: 'Nombre',
    element_variable: ['nombre'],
    element_required: true,
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'longText',
    element_title: 'Domicilio',
    element_variable: ['domicilio'],
  });
  const template = await api(page, 'POST', 'documents/createTemp', {
    document_id: documentId,
    name: 'Contrato',
    content: doc(pa('center', t('CONTRATO')), p(t('Comparece '), v('nombre'), t('.'))),
  });
  await api(page, 'POST', 'documents/saveSelectedTemp', {
    templateId: template.template.id,
    type: 'rich',
  });

  for (const path of [
    '/app/users/overview',
    '/app/users/overview/modal_on',
    '/app/account',
    '/app/account/Seguridad',
    '/app/account/Preferencias',
    '/app/account/Subscripción',
    '/app/account/Cuentas anidadas',
    '/app/users/tutoriales',
    '/app/users/FAQ/welcome',
    '/app/users/guide/session',
    '/app/users/guide/templates',
    `/app/users/editor/${documentId}`,
    `/app/users/interview/${documentId}`,
    `/app/users/editor/${documentId}_${template.template.id}`,
    '/app/ruta-desconocida',
  ]) {
    await visit(page, path);
  }
  // What the policy could silently break still works: the editor's aligned paragraph, a modal
  // dialog's scroll lock (its rules in an adopted stylesheet, ui/styleSingleton.ts).
  await visit(page, `/app/users/editor/${documentId}_${template.template.id}`);
  await expect(page.getByRole('textbox').getByText('CONTRATO')).toHaveCSS('text-align', 'center');
  await visit(page, '/app/users/overview/modal_on');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  // Menus and popovers (Radix positions them through the CSSOM).
  await visit(page, '/app/users/overview');
  for (const menu of ['Menú de usuario', 'Menú de contacto']) {
    await page.getByRole('button', { name: menu }).click();
    await page.keyboard.press('Escape');
  }

  // The guest page and the result, from another machine.
  await api(page, 'POST', 'documents/publishDoc', {
    document_id: documentId,
    version: (await api(page, 'GET', `documents/getInterview/${documentId}`)).version,
  });
  // A firm's page whose own policy allows no inline style either: the embed's styles must be
  // constructable stylesheets, never a <style> element.
  let linkUrl = '';
  const site = await serveFirmSite(
    () =>
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="style-src 'self'"><title>Estudio</title><script src="http://127.0.0.1:${e2ePort}/embed.js" async></script></head><body><minuta-interview link="${linkUrl}"></minuta-interview></body></html>`,
  );
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: 'Cliente',
    mode: 'public',
    allowed_origins: [site.origin],
  });
  linkUrl = link.url;
  const guestContext = await browser.newContext();
  const guestViolations = await watchViolations(guestContext);
  const guest = await guestContext.newPage();
  await visit(guest, new URL(link.url).pathname);
  await guest.getByLabel(/^Nombre/).fill('Ana Torres');
  await guest.getByLabel(/^Domicilio/).fill('Quito');
  await guest.getByRole('button', { name: 'Revisar respuestas' }).click();
  await guest.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(guest.getByRole('heading', { name: 'Respuestas enviadas' })).toBeVisible();
  await guest.waitForLoadState('networkidle');

  // The embed, on a firm's page that has the same strict policy for styles.
  const firm = await guestContext.newPage();
  await visit(firm, site.origin);
  const embedded = firm.locator('minuta-interview');
  await expect(embedded.getByLabel(/^Nombre/)).toBeVisible();
  // Styled by its adopted stylesheet: a filled primary button, not the browser's default.
  await expect(embedded.getByRole('button', { name: 'Revisar respuestas' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );

  // The administrator's pages.
  const adminContext = await browser.newContext();
  const adminViolations = await watchViolations(adminContext);
  const admin = await adminContext.newPage();
  // Including the second factor every administrator must set up (the login's QR step).
  await logInAsAdmin(admin);
  for (const section of ['', '/faq', '/usuarios', '/documentos', '/auditoria', '/trabajos']) {
    await visit(admin, `/app/admin${section}`);
  }

  site.server.close();
  expect([...violations, ...guestViolations, ...adminViolations]).toEqual([]);
  await Promise.all([context.close(), guestContext.close(), adminContext.close()]);
});
