import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { e2ePort } from '../../playwright.config';
import { doc, each, h, p, t, v, when } from '../fixtures/templates/templateBuilders';
import { docxText } from '../server/generation/support/readDocuments';
import { api, serveFirmSite, signedInLawyer } from './support/lawyer';

// Guests end to end: a lawyer publishes an interview and shares a personal link; a client on
// "another machine" (a fresh browser context, no account) answers, sees a conditional page
// appear, goes back, leaves, comes back from yet another machine and resumes, reviews, edits
// from the review, sends, and lands on the result page; the lawyer sees the submission. A
// revoked link shows the spec's message.

const documentName = 'Contrato de arrendamiento';

// Three pages: the parties (with a question shown only for a house), an inventory page shown only
// when furnished, and the money.
async function leaseInterview(page: Page): Promise<string> {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Arrendamientos',
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: documentName,
  });
  const documentId = created.document.id as string;
  let version = created.version as number;
  const write = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(page, 'POST', `documents/${path}`, { ...body, version });
    version = answer.version;
    return answer;
  };
  const { page: parties } = await write('createPage', {
    document_id: documentId,
    page_name: 'Las partes',
  });
  await write('createElement', {
    page_id: parties.id,
    element_name: 'shortText',
    element_title: 'Nombre del arrendatario',
    element_variable: ['arrendatario'],
    element_required: true,
  });
  const tipo = await write('createElement', {
    page_id: parties.id,
    element_name: 'singleChoice',
    element_title: 'Tipo de inmueble',
    element_variable: ['tipo'],
    element_required: true,
  });
  for (const [title, value] of [
    ['Casa', 'casa'],
    ['Local comercial', 'local'],
  ]) {
    await write('createItem', {
      element_id: tipo.element.id,
      item_name: 'option',
      item_title: title,
      item_value: [value],
    });
  }
  await write('createElement', {
    page_id: parties.id,
    element_name: 'yesNo',
    element_title: '¿Se arrienda amoblado?',
    element_variable: ['amoblado'],
    element_conditional: true,
    statement: { type: 'equals', variable: 'tipo', condition: 'casa' },
  });
  const { page: inventory } = await write('createPage', {
    document_id: documentId,
    page_name: 'Inventario',
    page_conditional: true,
    statement: { type: 'equals', variable: 'amoblado', condition: true },
  });
  const list = await write('createElement', {
    page_id: inventory.id,
    element_name: 'repeatingList',
    element_title: 'Muebles',
    element_variable: ['muebles'],
    element_required: true,
  });
  await write('createItem', {
    element_id: list.element.id,
    item_name: 'shortText',
    item_title: 'Mueble',
    item_variable: ['mueble'],
    item_required: true,
  });
  const { page: money } = await write('createPage', {
    document_id: documentId,
    page_name: 'Condiciones económicas',
  });
  await write('createElement', {
    page_id: money.id,
    element_name: 'currency',
    element_title: 'Canon mensual',
    element_variable: ['canon'],
    element_required: true,
  });
  return documentId;
}

// From the editor: publish, then create a personal link; answers its address.
async function publishAndShare(page: Page, documentId: string, label: string): Promise<string> {
  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await expect(dialog.getByText('Esta entrevista todavía no está publicada.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(dialog.getByText('Versión 1 publicada.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enlaces' }).click();
  await dialog.getByLabel('Para quién es').fill(label);
  await dialog.getByRole('button', { name: 'Crear enlace' }).click();
  const address = dialog.getByLabel(`Dirección del enlace para ${label}`);
  await expect(address).toHaveValue(/\/questionary\/[^/]+\/[\w-]+$/);
  return address.inputValue();
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

// The machine running these tests may be busy: a page just opened (its script, then the share
// link's call) or a screen that waits for the server is awaited until it shows, within the test's
// own time limit, not for the short default.
const untilShown = { timeout: 90_000 };

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });
const heading = (page: Page) => page.getByRole('heading', { level: 2 });

test('a client answers a shared link across two visits, without an account, and sends it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signedInLawyer(page);
  const documentId = await leaseInterview(page);
  const url = await publishAndShare(page, documentId, 'Juan Pérez');

  // First visit, on the client's phone.
  const first = await guestPage(browser);
  const response = await first.page.goto(url);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(first.page.getByRole('heading', { name: documentName })).toBeVisible(untilShown);
  await expect(heading(first.page)).toHaveText('Las partes', untilShown);
  await expect(first.page.getByText('¿Se arrienda amoblado?')).toHaveCount(0);
  await first.page.getByLabel(/^Nombre del arrendatario/).fill('Juan Pérez Mora');
  await first.page.getByRole('radio', { name: 'Casa' }).check();
  await first.page
    .getByRole('group', { name: /Se arrienda amoblado/ })
    .getByRole('radio', { name: 'Sí' })
    .check();
  await next(first.page).click();
  // The inventory page exists only for a furnished house.
  await expect(heading(first.page)).toHaveText('Inventario');
  await first.page.getByRole('button', { name: 'Agregar a «Muebles»' }).click();
  await first.page.getByRole('textbox', { name: /^Mueble/ }).fill('Sofá de tres puestos');
  await first.page.getByRole('button', { name: 'Anterior' }).click();
  await expect(heading(first.page)).toHaveText('Las partes');
  await expect(first.page.getByLabel(/^Nombre del arrendatario/)).toHaveValue('Juan Pérez Mora');
  await expect(first.page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

  const axe = await new AxeBuilder({ page: first.page }).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
  await first.context.close();

  // Second visit, from the office computer: everything typed is there.
  const second = await guestPage(browser);
  await second.page.goto(url);
  await expect(second.page.getByLabel(/^Nombre del arrendatario/)).toHaveValue(
    'Juan Pérez Mora',
    untilShown,
  );
  await expect(second.page.getByRole('radio', { name: 'Casa' })).toBeChecked();
  await next(second.page).click();
  await expect(heading(second.page)).toHaveText('Inventario');
  await expect(second.page.getByRole('textbox', { name: /^Mueble/ })).toHaveValue(
    'Sofá de tres puestos',
  );
  await next(second.page).click();
  await expect(heading(second.page)).toHaveText('Condiciones económicas');
  const toReview = second.page.getByRole('button', { name: 'Revisar respuestas' });
  await toReview.click();
  await expect(second.page.getByText('Esta pregunta es obligatoria.')).toBeVisible();
  await second.page.getByLabel(/^Canon mensual/).fill('450');
  await toReview.click();

  await expect(heading(second.page)).toHaveText('Revisa tus respuestas');
  await expect(second.page.getByText('Sofá de tres puestos')).toBeVisible();
  await second.page.getByRole('button', { name: 'Editar las respuestas de «Las partes»' }).click();
  await second.page.getByLabel(/^Nombre del arrendatario/).fill('Juan Carlos Pérez Mora');
  await second.page.getByRole('button', { name: 'Revisar respuestas' }).click();
  await expect(second.page.getByText('Juan Carlos Pérez Mora')).toBeVisible();
  await second.page.getByRole('button', { name: 'Enviar respuestas' }).click();

  await expect(second.page).toHaveURL(new RegExp(`/resultado/${documentId}$`));
  await expect(second.page.getByRole('heading', { name: 'Respuestas enviadas' })).toBeVisible(
    untilShown,
  );
  await expect(second.page.getByText('Juan Carlos Pérez Mora')).toBeVisible();
  // The result page reopens from this browser.
  await second.page.reload();
  await expect(second.page.getByRole('heading', { name: 'Respuestas enviadas' })).toBeVisible();
  await expect(second.page.getByText('Sofá de tres puestos')).toBeVisible();
  await second.context.close();

  // The lawyer sees what arrived.
  await page.reload();
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await dialog.getByRole('tab', { name: 'Respuestas' }).click();
  await dialog.getByText(/Juan Pérez · .* · versión 1/).click();
  await expect(dialog.getByText('Juan Carlos Pérez Mora')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enlaces' }).click();
});

test('a revoked link shows that the authorisation expired, also after the page reloads', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const documentId = await leaseInterview(page);
  const url = await publishAndShare(page, documentId, 'Cliente anterior');
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(dialog.getByText('Revocado')).toBeVisible();

  const guest = await guestPage(browser);
  await guest.page.goto(url);
  await expect(
    guest.page.getByText('Tu autorización ha caducado inicia de nuevo tu pedido'),
  ).toBeVisible(untilShown);
  // The page reloads once, then keeps the message.
  await guest.page.waitForEvent('load', untilShown);
  await expect(
    guest.page.getByText('Tu autorización ha caducado inicia de nuevo tu pedido'),
  ).toBeVisible();
  await expect(guest.page.getByRole('textbox')).toHaveCount(0);
  await guest.context.close();
});

test('the interview runs embedded on a firm’s page served from another origin', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  let snippet = '';
  const site = await serveFirmSite(
    () => `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Estudio Jurídico Andrade</title>
<style>body { font-family: Georgia, serif; margin: 2rem; } h1 { color: rgb(128, 0, 0); }
button { background: rgb(255, 0, 0); } minuta-interview { --minuta-primary: rgb(0, 100, 0); }</style>
</head><body><h1>Arriende con nosotros</h1><p>Complete el cuestionario y le llamaremos.</p>
${snippet}</body></html>`,
  );
  try {
    await signedInLawyer(page);
    const documentId = await leaseInterview(page);
    await page.goto(`/app/users/editor/${documentId}`);
    await page.getByRole('button', { name: 'Publicar y compartir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
    await dialog.getByRole('button', { name: 'Publicar versión nueva' }).click();
    await expect(dialog.getByText('Versión 1 publicada.')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Enlaces' }).click();
    await dialog.getByLabel('Para quién es').fill('Sitio web del estudio');
    await dialog.getByLabel('Tipo de enlace').selectOption('public');
    await dialog.getByLabel(/Sitios que pueden insertar/).fill(site.origin);
    await dialog.getByRole('button', { name: 'Crear enlace' }).click();
    await dialog.getByText('Código para insertar en tu sitio').click();
    const code = dialog.getByRole('textbox', { name: 'Código para insertar en tu sitio' });
    await expect(code).toHaveValue(/<minuta-interview link=/);
    snippet = await code.inputValue();
    expect(snippet).toContain(`http://127.0.0.1:${e2ePort}/embed.js`);

    const visitor = await browser.newContext();
    const firm = await visitor.newPage();
    await firm.goto(site.origin);
    const embed = firm.locator('minuta-interview');
    await expect(embed.getByRole('heading', { name: documentName })).toBeVisible(untilShown);
    // The host's styles stay out, its font comes in, and the firm's colour themes the buttons.
    const field = embed.getByLabel(/^Nombre del arrendatario/);
    await expect(field).toHaveCSS('font-family', /Georgia/);
    await expect(embed.getByRole('button', { name: 'Siguiente' })).toHaveCSS(
      'background-color',
      'rgb(0, 100, 0)',
    );
    await expect(firm.getByRole('heading', { name: 'Arriende con nosotros' })).toHaveCSS(
      'color',
      'rgb(128, 0, 0)',
    );

    await field.fill('María Andrade');
    await embed.getByRole('radio', { name: 'Local comercial' }).check();
    await expect(embed.getByText('¿Se arrienda amoblado?')).toHaveCount(0);
    await embed.getByRole('button', { name: 'Siguiente' }).click();
    await expect(embed.getByRole('heading', { level: 2 })).toHaveText('Condiciones económicas');
    await expect(embed.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
    // The same visitor comes back later: the answers were kept for this browser.
    await firm.reload();
    await expect(embed.getByLabel(/^Nombre del arrendatario/)).toHaveValue('María Andrade');
    await embed.getByRole('button', { name: 'Siguiente' }).click();
    await embed.getByLabel(/^Canon mensual/).fill('1200');
    await embed.getByRole('button', { name: 'Revisar respuestas' }).click();
    const submitted = firm.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('minuta-submitted', (event) =>
            resolve((event as CustomEvent<{ documentId: string }>).detail.documentId),
          ),
        ),
    );
    await embed.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(embed.getByRole('heading', { name: 'Respuestas enviadas' })).toBeVisible(
      untilShown,
    );
    await expect(embed.getByText('$1.200,00')).toBeVisible();
    expect(await submitted).toBe(documentId);
    await visitor.close();

    // A site the lawyer did not list is refused.
    const other = await serveFirmSite(() => `<!doctype html><html><body>${snippet}</body></html>`);
    try {
      const intruder = await browser.newContext();
      const intruderPage = await intruder.newPage();
      await intruderPage.goto(other.origin);
      await expect(intruderPage.locator('minuta-interview').getByRole('alert')).toBeVisible();
      await expect(intruderPage.locator('minuta-interview').getByRole('textbox')).toHaveCount(0);
      await intruder.close();
    } finally {
      other.server.close();
    }
  } finally {
    site.server.close();
  }
});

test('a client downloads the contract the lawyer’s template makes from the answers, as Word and PDF', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signedInLawyer(page);
  const documentId = await leaseInterview(page);
  // The contract: a variable with a format, a clause only for a furnished house, a list.
  const { template } = await api(page, 'POST', 'documents/createTemp', {
    document_id: documentId,
    name: 'Contrato',
    content: doc(
      h(1, t('CONTRATO DE ARRENDAMIENTO')),
      p(t('Arrendatario: '), v('arrendatario', 'upper'), t('.')),
      when(
        { type: 'equals', variable: 'amoblado', condition: true },
        p(t('El inmueble se entrega amoblado con:')),
        each('muebles', p(t('- '), v('muebles.mueble'))),
      ),
      p(
        t('Canon mensual: '),
        v('canon', 'currency'),
        t(' ('),
        v('canon', 'amountInWords'),
        t(').'),
      ),
    ),
  });
  await api(page, 'POST', 'documents/saveSelectedTemp', { templateId: template.id, type: 'rich' });
  const { version } = await api(page, 'GET', `documents/getInterview/${documentId}`);
  await api(page, 'POST', 'documents/updateDoc', { documentId, version, documentDocx: true });
  const url = await publishAndShare(page, documentId, 'Juan Pérez');

  const guest = await guestPage(browser);
  await guest.page.goto(url);
  await guest.page.getByLabel(/^Nombre del arrendatario/).fill('Juan Pérez Mora');
  await guest.page.getByRole('radio', { name: 'Casa' }).check();
  await guest.page
    .getByRole('group', { name: /Se arrienda amoblado/ })
    .getByRole('radio', { name: 'Sí' })
    .check();
  await next(guest.page).click();
  await guest.page.getByRole('button', { name: 'Agregar a «Muebles»' }).click();
  await guest.page.getByRole('textbox', { name: /^Mueble/ }).fill('Cocina de inducción');
  await next(guest.page).click();
  await guest.page.getByLabel(/^Canon mensual/).fill('1234,50');
  await guest.page.getByRole('button', { name: 'Revisar respuestas' }).click();
  await guest.page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(guest.page.getByRole('heading', { name: 'Tu documento' })).toBeVisible(untilShown);
  await guest.page.getByRole('button', { name: 'Preparar mi documento' }).click();

  const expected = [
    'CONTRATO DE ARRENDAMIENTO',
    'Arrendatario: JUAN PÉREZ MORA.',
    'El inmueble se entrega amoblado con:',
    '- Cocina de inducción',
    'Canon mensual: $1.234,50 (MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA).',
  ];
  const [word] = await Promise.all([
    guest.page.waitForEvent('download'),
    guest.page.getByRole('link', { name: 'Descargar en Word (.docx)' }).click(),
  ]);
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const wordText = await docxText(readFileSync(await word.path()));
  for (const line of expected) expect(wordText).toContain(line);

  const [pdf] = await Promise.all([
    guest.page.waitForEvent('download'),
    guest.page.getByRole('link', { name: 'Descargar en PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = await pdf.path();
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  for (const line of expected.slice(0, 4)) expect(pdfText).toContain(line);
  expect(pdfText.replace(/\s+/g, ' ')).toContain('MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100');
  // The first page as an image, to look at (test-results/…/contrato.png).
  const png = test.info().outputPath('contrato');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, png]);
  expect(readFileSync(`${png}.png`).length).toBeGreaterThan(1000);
  await guest.context.close();
});
