import { expect, test } from '@playwright/test';
import { doc, p, t, v } from '../fixtures/templates/templateBuilders';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// A lawyer generates a set (contract + annex only with a guarantor), sees where each file came
// from, regenerates the contract after a template change (redline first, original kept) and
// verifies the original file on the verification page.
test('a set is generated, its provenance shown, a file regenerated and verified', async ({
  page,
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
});
