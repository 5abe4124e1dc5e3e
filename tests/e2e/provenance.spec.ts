import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import PizZip from 'pizzip';
import { doc, p, t, v } from '../fixtures/templates/templateBuilders';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// A lawyer generates a set (contract + annex only with a guarantor), sees where each file came
// from, regenerates the contract after a template change (redline first, original kept) and
// verifies the original file on the verification page.
test('a set is generated, its provenance shown, a file regenerated and verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signedInLawyer(page);
  const { documentId, write } = await createDocument(page, 'Arriendos', 'Arriendo de vivienda');
  const { page: terms } = await write('createPage', { document_id: documentId });
  await write('createElement', {
    page_id: terms.id,
    element_name: 'shortText',
    element_title: 'Nombre del garante',
    element_variable: ['garante'],
  });
  const created: Record<string, { id: string; version: number }> = {};
  for (const [name, content] of [
    ['Contrato', doc(p(t('Contrato de arriendo en Quito.')), p(t('Firmado por las partes.')))],
    ['Anexo de garantía', doc(p(t('Garante: '), v('garante'), t('.')))],
  ] as const) {
    created[name] = (
      await api(page, 'POST', 'documents/createTemp', { document_id: documentId, name, content })
    ).template;
  }
  await api(page, 'POST', 'documents/saveDocumentSet', {
    documentId,
    members: [
      { templateId: created.Contrato?.id, statement: null },
      {
        templateId: created['Anexo de garantía']?.id,
        statement: { type: 'isNotEmpty', variable: 'garante' },
      },
    ],
  });
  const generated = await api(page, 'POST', 'storage/generateSet', {
    document_id: documentId,
    context: { garante: 'Pedro Salazar' },
    convert_to_pdf: false,
  });
  expect(generated.files).toHaveLength(2);
  const original = await page.request.get(generated.files[0].url);
  const originalBytes = await original.body();

  await api(page, 'POST', 'documents/updateTemp', {
    documentId,
    templateId: created.Contrato?.id,
    version: created.Contrato?.version,
    content: doc(p(t('Contrato de arriendo en Cuenca.')), p(t('Firmado por las partes.'))),
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Plantillas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plantillas del documento' });
  const files = dialog.getByRole('list', { name: 'Documentos generados' });
  await expect(files).toContainText('Plantilla «Contrato», versión 1');
  await expect(files).toContainText('Plantilla «Anexo de garantía», versión 1');
  await expect(
    dialog.getByRole('link', { name: 'Descargar el paquete (ZIP de Word)' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/provenance-files.png' });

  await files.getByRole('button', { name: 'Regenerar con la plantilla actual' }).first().click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerar con la plantilla actual' });
  await expect(regenerate).toContainText('de la versión 1 a la 2');
  await expect(regenerate.getByTestId('redline')).toContainText('Cuenca');
  await page.screenshot({ path: 'test-results/screens/provenance-regenerate.png' });
  await regenerate.getByRole('button', { name: 'Guardar la nueva versión' }).click();
  await expect(files).toContainText('Regenerado con la plantilla actual');
  await expect(files).toContainText('Plantilla «Contrato», versión 2');

  await page.goto('/app/users/verificar');
  await page.getByLabel('Documento (.docx o .pdf)').setInputFiles({
    name: 'contrato.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: originalBytes,
  });
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Auténtico y sin cambios')).toBeVisible();
  await expect(page.getByText('Plantilla «Contrato», versión 1')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/provenance-verify.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/provenance-verify-phone.png',
    fullPage: true,
  });

  // A client receives the set on the result page: each file, a ZIP of the Word files and one
  // PDF with a bookmark per document whose pages are the documents' pages.
  await api(page, 'POST', 'documents/saveSelectedTemp', {
    templateId: created.Contrato?.id,
    type: 'rich',
  });
  const { version } = await api(page, 'GET', `documents/getInterview/${documentId}`);
  const updated = await api(page, 'POST', 'documents/updateDoc', {
    documentId,
    version,
    documentDocx: true,
  });
  await api(page, 'POST', 'documents/publishDoc', {
    document_id: documentId,
    version: updated.version,
  });
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: 'Pedro Salazar',
  });
  const guest = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  ).newPage();
  await guest.goto(link.url);
  await guest.getByLabel(/^Nombre del garante/).fill('Pedro Salazar');
  await guest.getByRole('button', { name: 'Revisar respuestas' }).click();
  await guest.getByRole('button', { name: 'Enviar respuestas' }).click();
  await guest.getByRole('button', { name: 'Preparar mi documento' }).click();
  const result = guest.getByRole('region', { name: 'Tu documento' });
  const pdfs = [
    result.getByRole('link', { name: /^Descargar .* - Contrato\.pdf$/ }),
    result.getByRole('link', { name: /^Descargar .* - Anexo de garantía\.pdf$/ }),
  ];
  for (const pdf of pdfs) await expect(pdf).toBeVisible({ timeout: 60_000 });
  const zipLink = result.getByRole('link', { name: 'Descargar todo en un ZIP (Word)' });
  const mergedLink = result.getByRole('link', {
    name: 'Descargar todo en un solo PDF (con marcadores)',
  });
  await expect(zipLink).toBeVisible();
  await guest.screenshot({ path: 'test-results/screens/provenance-guest-set.png', fullPage: true });
  const bytesOf = async (href: string | null) => {
    const response = await guest.request.get(href ?? '');
    expect(response.status()).toBe(200);
    return response.body();
  };
  let pages = 0;
  for (const pdf of pdfs) {
    pages += (await PDFDocument.load(await bytesOf(await pdf.getAttribute('href')))).getPageCount();
  }
  const merged = await PDFDocument.load(await bytesOf(await mergedLink.getAttribute('href')));
  expect(merged.getPageCount()).toBe(pages);
  const zip = new PizZip(await bytesOf(await zipLink.getAttribute('href')));
  expect(Object.keys(zip.files)).toEqual([
    expect.stringMatching(/ - Contrato\.docx$/),
    expect.stringMatching(/ - Anexo de garantía\.docx$/),
  ]);
  await guest.context().close();
});
