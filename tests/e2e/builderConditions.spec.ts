import { expect, type Page, test } from '@playwright/test';
import { card, saved } from './support/builder';
import { createDocument } from './support/createDocument';
import { signedInLawyer } from './support/lawyer';

// Conditions on answers typed by the guest (text, identification, email, phone, date): a rule is
// composed in the editor, marked while a part is missing, and saved once it is complete.

async function guarantorInterview(page: Page): Promise<string> {
  const { documentId, write } = await createDocument(
    page,
    'Arrendamientos',
    'Contrato con garante',
  );
  const { page: parties } = await write('createPage', {
    document_id: documentId,
    page_name: 'Las partes',
  });
  for (const [name, title, variable] of [
    ['shortText', 'Nombre del arrendatario', 'nombre'],
    ['idNumber', 'Cédula del arrendatario', 'cedula'],
    ['email', 'Correo del arrendatario', 'correo'],
    ['phone', 'Teléfono del arrendatario', 'telefono'],
    ['date', 'Fecha de firma', 'fecha_firma'],
    ['yesNo', '¿Tiene garante?', 'garante'],
  ]) {
    await write('createElement', {
      page_id: parties.id,
      element_name: name,
      element_title: title,
      element_variable: [variable],
    });
  }
  return documentId;
}

test('a rule on a typed answer is kept while incomplete, marked, and saved once it has a value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const documentId = await guarantorInterview(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/users/editor/${documentId}`);

  const garante = card(page, '¿Tiene garante?');
  await garante.getByRole('button', { expanded: false }).click();
  await garante.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).click();
  await saved(page);
  await garante.getByRole('button', { name: 'Agregar regla' }).click();

  // The new rule reads the previous question (a date): it stays on screen with its value marked,
  // and nothing is sent until it has one.
  const condition = garante.getByRole('group', { name: 'Condición' });
  const question = condition.getByLabel('Pregunta', { exact: true });
  await expect(question).toHaveCount(1);
  await expect(question).toHaveValue('fecha_firma');
  const value = condition.getByLabel('Valor');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(condition.getByText('Falta el valor con el que comparar.')).toBeVisible();
  await expect(page.getByText(/necesita un valor con el que comparar/)).toHaveCount(0);
  await condition.screenshot({ path: 'test-results/screens/builder-rule-incomplete.png' });
  await value.fill('2026-11-21');
  await value.blur();
  await saved(page);
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');

  // Another typed answer in the same rule: the rule stays, waiting for a value of its own kind.
  await question.selectOption({ label: 'Cédula del arrendatario (cedula)' });
  await expect(question).toHaveCount(1);
  await expect(condition.getByLabel('Valor')).toHaveValue('');
  await expect(condition.getByText('Falta el valor con el que comparar.')).toBeVisible();
  await condition.getByLabel('Valor').fill('1710034065');
  await condition.getByLabel('Valor').press('Enter');
  await saved(page);

  // A second rule on an email, combined with "alguna".
  await garante.getByRole('button', { name: 'Agregar regla' }).click();
  await question.last().selectOption({ label: 'Correo del arrendatario (correo)' });
  await condition.getByLabel('Comparación').last().selectOption({ label: 'contiene' });
  await condition.getByLabel('Valor').last().fill('@estudio.ec');
  await condition.getByLabel('Valor').last().blur();
  await condition.getByLabel('Se cumple si').selectOption({ label: 'alguna regla' });
  await saved(page);

  await page.reload();
  await card(page, '¿Tiene garante?').getByRole('button', { expanded: false }).click();
  await expect(question).toHaveCount(2);
  await expect(condition.getByLabel('Valor').first()).toHaveValue('1710034065');
  await expect(condition.getByLabel('Valor').last()).toHaveValue('@estudio.ec');
  await expect(condition.getByLabel('Se cumple si')).toHaveValue('or');
  await page.screenshot({ path: 'test-results/screens/builder-conditions.png', fullPage: true });

  // A refused edit (deleting a question a rule reads) shows the server's message without
  // squeezing the editor's header: the title keeps its width, the buttons stay on one line.
  await card(page, 'Cédula del arrendatario')
    .getByRole('button', { name: 'Eliminar pregunta' })
    .click();
  const refusal = page.getByText(/En la pregunta «¿Tiene garante\?»/);
  await expect(refusal).toBeVisible();
  await expect(card(page, 'Cédula del arrendatario')).toBeVisible();
  const title = page.getByRole('heading', { level: 1, name: 'Contrato con garante' });
  expect((await title.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const back = await page.getByRole('link', { name: 'Volver al sandbox' }).boundingBox();
  const preview = await page.getByRole('link', { name: 'Vista previa' }).boundingBox();
  expect(Math.abs((back?.y ?? 0) - (preview?.y ?? 1))).toBeLessThan(4);
  await page.screenshot({ path: 'test-results/screens/builder-refusal.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refusal).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/builder-refusal-phone.png' });
});
