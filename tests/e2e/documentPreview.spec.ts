import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { naturalFurnishedAnswers } from '../fixtures/templates/leaseContractAnswers';
import { leaseContractTemplate } from '../fixtures/templates/leaseContractTemplate';
import { docxPart } from '../server/generation/support/readDocuments';
import { api, signedInLawyer } from './support/lawyer';

// The live document beside the interview, in the operator's preview: the lease contract fixture
// (its interview and rich template, imported as a lawyer would) answered, its pane's text held
// to the DOCX the server generates for the same answers; click to source both ways; gaps named
// by their questions; false sections hidden, greyed with «Mostrar todo»; a phone's layout.

const leaseInterview = JSON.parse(
  readFileSync(new URL('../fixtures/leaseContract.interview.json', import.meta.url), 'utf8'),
);

// The fixture's answers as the interview's validation takes them now (an account number in
// digits), furnished with a yearly increase, and unfurnished without one.
const furnished = { ...naturalFurnishedAnswers, cuenta_bancaria: '2201234567' };
const unfurnished = { ...furnished, amoblado: false, incremento_anual: false };

async function importLease(
  page: Page,
): Promise<{ documentId: string; templateId: string; version: number }> {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Arrendamientos',
  });
  const imported = await api(page, 'POST', 'documents/importDocument', {
    workspace_id: workspace.id,
    file: {
      format: 'minuta.entrevista',
      formatVersion: 1,
      exportedAt: '2026-11-25T00:00:00.000Z',
      document: {
        name: 'Contrato de arrendamiento',
        status: 'listo',
        toggle: true,
        notarized: false,
        docx: true,
        selectedTemplateId: 'contrato',
      },
      interview: leaseInterview,
      templates: [
        {
          id: 'contrato',
          name: 'Contrato',
          date: '11/25/2026 09:00:00',
          content: leaseContractTemplate,
        },
      ],
    },
  });
  return {
    documentId: imported.document.id,
    templateId: imported.templatesIds[0],
    version: imported.version,
  };
}

// The pane's paragraphs as the DOCX holds them: a gap's visible title left out (the document's
// blank line stays), a line break as a new line, empty paragraphs dropped.
function paneParagraphs(pane: Locator): Promise<string[]> {
  return pane.evaluate((root) => {
    const lines: string[] = [];
    for (const block of root.querySelectorAll('[data-block]')) {
      const copy = block.cloneNode(true) as HTMLElement;
      for (const label of copy.querySelectorAll('[data-gap-label]')) label.remove();
      for (const br of copy.querySelectorAll('br')) br.replaceWith('\n');
      const text = (copy.textContent ?? '').trim();
      if (text !== '') lines.push(...text.split('\n').map((line) => line.trim()));
    }
    return lines;
  });
}

async function docxParagraphs(
  page: Page,
  templateId: string,
  answers: Record<string, unknown>,
): Promise<string[]> {
  const { files } = await api(page, 'POST', 'storage/generateTemp', {
    template_path: templateId,
    context: answers,
    convert_to_pdf: false,
  });
  const response = await page.request.get(files[0].url);
  expect(response.status()).toBe(200);
  return wordParagraphs(docxPart(await response.body(), 'word/document.xml'));
}

// The paragraphs of a DOCX's body in document order (table cells included), read from its XML:
// text runs, line breaks as new lines, tabs as spaces; empty paragraphs dropped.
function wordParagraphs(xml: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const [token, text] of xml.matchAll(
    /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>|<w:tab\/>|<\/w:p>/g,
  )) {
    if (text !== undefined) current += decodeXml(text);
    else if (token === '<w:br/>') current += '\n';
    else if (token === '<w:tab/>') current += ' ';
    else {
      const trimmed = current.trim();
      if (trimmed !== '') lines.push(...trimmed.split('\n').map((line) => line.trim()));
      current = '';
    }
  }
  return lines;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

test('the operator watches the lease contract change beside the interview', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInLawyer(page);
  const { documentId, templateId } = await importLease(page);
  const pane = page.getByRole('complementary', { name: 'El documento' });

  // The pane's text is the DOCX's text, for both fixture answer sets.
  for (const answers of [unfurnished, furnished]) {
    await api(page, 'POST', 'documents/updateDoc', { documentId, allVariables: answers });
    await page.goto(`/app/users/interview/${documentId}`);
    await expect(pane.locator('[data-block]').first()).toBeVisible();
    expect(await paneParagraphs(pane)).toEqual(await docxParagraphs(page, templateId, answers));
  }
  // Answers of questions hidden for these answers never print.
  await expect(pane).not.toContainText('Inmobiliaria Oculta');
  await page.screenshot({ path: 'test-results/document-preview-desktop.png' });

  // Click to source: the address in the contract leads to its question, on its page.
  await pane.locator('[data-source="inmueble_direccion"]').first().click();
  const address = page.locator('[data-field="inmueble_direccion"]');
  await expect(address.locator('input, textarea').first()).toBeFocused();
  // Focusing a question highlights its passages (and only those).
  await page.locator('h2').first().click();
  await expect(pane.locator('[data-highlighted]')).toHaveCount(0);
  await address.locator('input, textarea').first().focus();
  const written = pane.locator('[data-source="inmueble_direccion"]');
  await expect(written.first()).toHaveAttribute('data-highlighted', '');
  expect(await pane.locator('[data-highlighted]').count()).toBe(await written.count());

  // A cleared answer is a gap that names its question; typing fills it in.
  await address.locator('input, textarea').first().fill('');
  const gap = pane.locator('[data-source="inmueble_direccion"][data-gap]').first();
  await expect(gap).toContainText('Dirección completa del inmueble');
  await address.locator('input, textarea').first().fill('Calle Larga 7-12, Cuenca');
  await expect(pane).toContainText('Calle Larga 7-12, Cuenca');

  // A passage under a condition leads to the question the condition reads.
  const increase = pane.locator('[data-sources~="incremento_anual"]').first();
  await increase.click({ position: { x: 2, y: 2 } });
  await expect(
    page.locator('[data-field="incremento_anual"]').locator('input, button').first(),
  ).toBeFocused();

  // False sections are hidden; «Mostrar todo» shows them greyed.
  await expect(pane.locator('[data-hidden]')).toHaveCount(0);
  await pane.getByLabel('Mostrar todo').check();
  await expect(pane.locator('[data-hidden]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/document-preview-show-all.png' });

  // A phone: the document is below the questions, folded behind a button.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = pane.getByRole('button', { name: 'Ver el documento' });
  await expect(toggle).toBeVisible();
  await expect(pane.locator('[data-block]').first()).toBeHidden();
  await toggle.click();
  await expect(pane.locator('[data-block]').first()).toBeVisible();
  const form = await page
    .getByRole('navigation', { name: 'Navegación de la entrevista' })
    .boundingBox();
  const paneBox = await pane.boundingBox();
  expect(paneBox?.y ?? 0).toBeGreaterThan(form?.y ?? Number.POSITIVE_INFINITY);
  await pane.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/document-preview-phone.png' });
});

// A Word template of the lease written as a lawyer would in Word: values with formats, a
// section over a repeat, a condition inside a paragraph, a multi-line answer and a table.
async function leaseWordTemplate(): Promise<string> {
  const lines = [
    'Comparece {arrendador_nombre | mayúsculas}, con cédula {arrendador_cedula}, y {arrendatario.nombre}.',
    'El inmueble está en {inmueble_direccion} y mide {superficie} m².',
    '{#amoblado}',
    'Se entrega amoblado, con estos ambientes:',
    '{#ambientes}',
    '- {nombre | mayúsculas}',
    '{/ambientes}',
    '{/amoblado}',
    '{#incremento_anual}El canon sube {porcentaje_incremento} % cada año. {/incremento_anual}Canon: {canon | moneda}.',
    'Observaciones: {observaciones}',
  ];
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: 'CONTRATO DE ARRENDAMIENTO', bold: true })],
          }),
          ...lines.map((line) => new Paragraph(line)),
          new Table({
            rows: [
              new TableRow({
                children: [
                  cell('Arrendador: {arrendador_nombre}'),
                  cell('Arrendatario: {arrendatario.nombre}'),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return (await Packer.toBuffer(doc)).toString('base64');
}

test('an uploaded Word template is filled beside the interview, as its DOCX reads', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInLawyer(page);
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Arrendamientos en Word',
  });
  const imported = await api(page, 'POST', 'documents/importDocument', {
    workspace_id: workspace.id,
    file: {
      format: 'minuta.entrevista',
      formatVersion: 1,
      exportedAt: '2026-11-25T00:00:00.000Z',
      document: {
        name: 'Arrendamiento (Word)',
        status: 'listo',
        toggle: true,
        notarized: false,
        docx: true,
        selectedTemplateId: 'word',
      },
      interview: leaseInterview,
      templates: [],
      wordTemplates: [{ id: 'word', name: 'Arrendamiento.docx', docx: await leaseWordTemplate() }],
    },
  });
  const documentId = imported.document.id;
  const templateId = imported.wordTemplatesIds[0];
  const pane = page.getByRole('complementary', { name: 'El documento' });

  // The pane's text is the DOCX's text, furnished (a section over a repeat, a condition in the
  // middle of a paragraph, a multi-line answer) and not.
  for (const answers of [furnished, unfurnished]) {
    await api(page, 'POST', 'documents/updateDoc', { documentId, allVariables: answers });
    await page.goto(`/app/users/interview/${documentId}`);
    await expect(pane.locator('[data-block]').first()).toBeVisible();
    expect(await paneParagraphs(pane)).toEqual(await docxParagraphs(page, templateId, answers));
    if (answers.amoblado) {
      await expect(pane).toContainText('- DORMITORIO PRINCIPAL');
      await expect(pane).toContainText('El canon sube 5 % cada año. Canon:');
    }
  }
  await expect(pane).toContainText('MARÍA JOSÉ ANDRADE PÉREZ');
  await expect(pane).not.toContainText('Se entrega amoblado');
  await expect(pane).not.toContainText('{');
  await page.screenshot({ path: 'test-results/document-preview-word.png' });

  // Click to source: the address leads to its question; focusing it highlights where it appears.
  await pane.locator('[data-source="inmueble_direccion"]').first().click();
  const address = page.locator('[data-field="inmueble_direccion"]').locator('input, textarea');
  await expect(address.first()).toBeFocused();
  await expect(pane.locator('[data-source="inmueble_direccion"]').first()).toHaveAttribute(
    'data-highlighted',
    '',
  );
  // A cleared answer is a gap named by its question; typing fills it in.
  await address.first().fill('');
  await expect(pane.locator('[data-source="inmueble_direccion"][data-gap]')).toContainText(
    'Dirección completa del inmueble',
  );
  await address.first().fill('Calle Larga 7-12, Cuenca');
  await expect(pane).toContainText('El inmueble está en Calle Larga 7-12, Cuenca y mide');
  // No «Mostrar todo» for a Word template: its false sections are simply not there.
  await expect(pane.getByLabel('Mostrar todo')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await pane.getByRole('button', { name: 'Ver el documento' }).click();
  await pane.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/document-preview-word-phone.png' });

  // A client on a link that shows the document sees the Word template filled as they answer.
  const { version } = await api(page, 'GET', `documents/getInterview/${documentId}`);
  await api(page, 'POST', 'documents/publishDoc', { document_id: documentId, version });
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: 'Rosa Cárdenas',
    show_document: true,
  });
  const guest = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await guest.goto(link.url);
  const guestPane = guest.getByRole('complementary', { name: 'El documento' });
  await guestPane.getByRole('button', { name: 'Ver el documento' }).click();
  await expect(guestPane).toContainText('CONTRATO DE ARRENDAMIENTO');
  await expect(
    guestPane.locator('[data-source="arrendador_nombre"][data-gap]').first(),
  ).toBeVisible();
  await guest.getByText('Persona natural', { exact: true }).click();
  await guest.locator('[data-field="arrendador_nombre"] input').fill('Rosa Elena Cárdenas');
  await expect(guestPane.locator('[data-source="arrendador_nombre"]').first()).toHaveText(
    'ROSA ELENA CÁRDENAS',
  );
  await guestPane.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: 'test-results/document-preview-word-guest-phone.png' });
  await guest.context().close();
});

test('a guest sees the document only on a link that shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId, version } = await importLease(page);
  await api(page, 'POST', 'documents/publishDoc', { document_id: documentId, version });
  // The link that shows the document is made in the publish dialog, as a lawyer would.
  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await dialog.getByRole('tab', { name: 'Enlaces' }).click();
  await dialog.getByLabel('Para quién es').fill('Juan Vélez');
  await dialog.getByLabel('Mostrar el documento al cliente mientras responde').check();
  await dialog.getByRole('button', { name: 'Crear enlace' }).click();
  const shownUrl = await dialog.getByLabel('Dirección del enlace para Juan Vélez').inputValue();
  await expect(dialog.getByText('Muestra el documento')).toBeVisible();
  const { link: hidden } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: 'María Andrade',
  });

  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const guest = await (await browser.newContext(phone)).newPage();
  const opened = guest.waitForResponse(/getMasterGuestUser/);
  await guest.goto(hidden.url);
  expect(await (await opened).text()).not.toContain('CONTRATO DE ARRENDAMIENTO');
  await expect(guest.getByRole('heading', { name: 'Contrato de arrendamiento' })).toBeVisible();
  await expect(guest.getByRole('complementary', { name: 'El documento' })).toHaveCount(0);
  await expect(guest.getByText('CONTRATO DE ARRENDAMIENTO', { exact: true })).toHaveCount(0);

  await guest.goto(shownUrl);
  const pane = guest.getByRole('complementary', { name: 'El documento' });
  await pane.getByRole('button', { name: 'Ver el documento' }).click();
  await expect(pane.getByText('CONTRATO DE ARRENDAMIENTO', { exact: true })).toBeVisible();
  // A guest sees no «Mostrar todo»: only what applies to their answers.
  await expect(pane.getByLabel('Mostrar todo')).toHaveCount(0);
  await guest.getByText('Persona natural', { exact: true }).click();
  const name = guest.locator('[data-field="arrendador_nombre"] input');
  await name.fill('Rosa Elena Cárdenas');
  await expect(pane.locator('[data-source="arrendador_nombre"]').first()).toContainText(
    'ROSA ELENA CÁRDENAS',
  );
  await pane.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: 'test-results/document-preview-guest-phone.png' });
  await guest.context().close();
});
