import { expect, test } from '@playwright/test';
import { doc, p, t, v } from '../fixtures/templates/templateBuilders';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// A lawyer saves a test case from the preview, changes the template, sees exactly what changed in
// the case's document (a redline), is warned before publishing, and accepts the new text.
test('a case saved from the preview shows the redline of a template change and warns before publishing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInLawyer(page);
  const { documentId, write } = await createDocument(page, 'Compraventas', 'Compraventa de auto');
  const { page: parties } = await write('createPage', { document_id: documentId });
  await write('createElement', {
    page_id: parties.id,
    element_name: 'shortText',
    element_title: 'Nombre del comprador',
    element_variable: ['comprador'],
    element_required: true,
  });
  const { template } = await api(page, 'POST', 'documents/createTemp', {
    document_id: documentId,
    name: 'Contrato',
    content: doc(
      p(t('CONTRATO DE COMPRAVENTA')),
      p(t('Comprador: '), v('comprador'), t('.')),
      p(t('Firmado en Quito.')),
    ),
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/users/interview/${documentId}`);
  await page.getByLabel('Nombre del comprador').fill('Ana Torres');
  await page.getByRole('button', { name: 'Guardar como caso' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Guardar como caso' });
  await saveDialog.getByLabel('Nombre del caso').fill('Comprador persona natural');
  await page.screenshot({ path: 'test-results/screens/scenarios-save-from-preview.png' });
  await saveDialog.getByRole('button', { name: 'Guardar caso' }).click();
  await expect(saveDialog).toContainText('Caso «Comprador persona natural» guardado');
  await saveDialog.getByRole('button', { name: 'Listo' }).click();

  // The template changes: the case is re-run on the worker side.
  await api(page, 'POST', 'documents/updateTemp', {
    templateId: template.id,
    documentId,
    version: template.version,
    content: doc(
      p(t('CONTRATO DE COMPRAVENTA')),
      p(t('Comprador y pagador: '), v('comprador'), t('.')),
      p(t('Firmado en Quito.')),
    ),
  });

  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Casos de prueba' }).click();
  const panel = page.getByRole('dialog', { name: 'Casos de prueba' });
  const scenario = panel.getByTestId('scenario');
  await expect(scenario).toHaveAttribute('data-status', 'changed', { timeout: 30_000 });
  await expect(scenario).toContainText('Cambió');
  await scenario.getByRole('button', { name: 'Ver cambios' }).click();
  const redline = scenario.getByTestId('redline');
  await expect(redline.locator('li[data-kind="changed"]')).toContainText('Modificado');
  await expect(redline.locator('ins')).toHaveText('texto añadido: y pagador fin del cambio.');
  await expect(redline.locator('del')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/scenarios-redline.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/scenarios-redline-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');

  // Publishing warns while the change is not accepted.
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const publish = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await expect(publish).toContainText(
    '1 caso de prueba falla o cambió sin que aceptaras el nuevo texto.',
  );
  await expect(publish.getByRole('button', { name: 'Publicar de todos modos' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Casos de prueba' }).click();
  await panel.getByRole('button', { name: 'Aceptar como esperado' }).click();
  await expect(scenario).toHaveAttribute('data-status', 'same');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  await expect(publish.getByRole('button', { name: 'Publicar versión nueva' })).toBeVisible();
  await expect(publish).not.toContainText('caso de prueba falla');

  // A client's answers become a case, anonymised: «Publicar y compartir» → Respuestas.
  await publish.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(publish.getByText('Versión 1 publicada.')).toBeVisible();
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: 'Rosa Vera',
  });
  const accessData = new URL(link.url).pathname.split('/').pop();
  const sent = await page.request.post('/api/v1/documents/submitGuestAnswers', {
    headers: { authorization: `Guest ${accessData}` },
    data: { answers: { comprador: 'Rosa Vera Jaramillo' } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await publish.getByRole('tab', { name: 'Respuestas' }).click();
  await publish
    .getByText(/Rosa Vera/)
    .first()
    .click();
  await publish.getByRole('button', { name: 'Convertir en caso' }).click();
  const convert = page.getByRole('dialog', { name: 'Convertir en caso' });
  await expect(convert.getByLabel('Anonimizar')).toBeChecked();
  await convert.getByRole('button', { name: 'Guardar caso' }).click();
  await expect(convert).toContainText('guardado con el documento que producen estas respuestas');
  await convert.getByRole('button', { name: 'Listo' }).click();
  const { scenarios } = await api(page, 'GET', `documents/getScenarios/${documentId}`);
  const converted = scenarios.find((s: { source: string }) => s.source === 'submission');
  const { scenario: detail } = await api(page, 'GET', `documents/getScenario/${converted.id}`);
  expect(detail.expectedText).toContain('Comprador y pagador: [Nombre del comprador].');
  expect(detail.expectedText).not.toContain('Rosa');
  await page.keyboard.press('Escape');

  // The interview gains a required question: on demand, both cases no longer validate, each
  // with its reason.
  await api(page, 'POST', 'documents/createElement', {
    page_id: parties.id,
    element_name: 'shortText',
    element_title: 'Ciudad de firma',
    element_variable: ['ciudad'],
    element_required: true,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Casos de prueba' }).click();
  await panel.getByRole('button', { name: 'Probar todos los casos' }).click();
  const cases = panel.getByTestId('scenario');
  await expect(cases).toHaveCount(2);
  for (const item of await cases.all()) {
    await expect(item).toHaveAttribute('data-status', 'invalid', { timeout: 30_000 });
    await expect(item).toContainText('No valida');
    await expect(item).toContainText('«Ciudad de firma»');
  }
  await expect(panel.getByText('Desde una respuesta (anonimizado)')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/scenarios-invalid.png' });
});
