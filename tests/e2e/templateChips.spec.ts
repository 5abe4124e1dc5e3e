import { expect, test } from '@playwright/test';
import { doc, p, t } from '../fixtures/templates/templateBuilders';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// A variable chip inserted from the side list opens its format picker; a number's unit is never
// written with it (the text says it), which the chip and the picker both tell.

test('a chip inserted from the side list gets its format from a picker, and a number is written without its unit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId, write } = await createDocument(page, 'Arrendamientos', 'Contrato de local');
  const { page: terms } = await write('createPage', { document_id: documentId });
  await write('createElement', {
    page_id: terms.id,
    element_name: 'number',
    element_title: 'Plazo del contrato',
    element_variable: ['plazo'],
    element_simbol: 'meses',
  });
  const { template } = await api(page, 'POST', 'documents/createTemp', {
    document_id: documentId,
    name: 'Contrato',
    content: doc(p(t('Cláusula de plazo.'))),
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/users/editor/${documentId}_${template.id}`);

  const editor = page.getByRole('textbox', { name: 'Texto de la plantilla' });
  await editor.click();
  await editor.press('Control+End');
  await page.keyboard.type(' El plazo es de ');
  const side = page.getByRole('region', { name: 'Variables' });
  await side.getByRole('button', { name: /Plazo del contrato/ }).click();
  await page.keyboard.type(' (');
  await side.getByRole('button', { name: /Plazo del contrato/ }).click();
  await page.keyboard.type(') meses.');
  const chips = editor.locator('[data-variable-chip]');
  await expect(chips).toHaveCount(2);
  await expect(chips.first()).toContainText('sin «meses»');

  // The first chip, clicked: its picker shows the chosen format and the unit rule.
  await chips.first().click();
  const picker = page.getByRole('dialog').filter({ hasText: 'Plazo del contrato' });
  const format = picker.getByLabel('Formato', { exact: true });
  await expect(format).toHaveValue('plain');
  // Only the formats a number takes: words and ordinals, never a date's or a text's.
  await expect(format.locator('option', { hasText: 'En letras (veintiuno)' })).toHaveCount(1);
  await expect(format.locator('option', { hasText: /Fecha|MAYÚSCULAS|Lista/ })).toHaveCount(0);
  await expect(picker).toContainText('La unidad «meses» no se escribe con el número');
  await page.screenshot({ path: 'test-results/screens/template-chip-picker.png' });
  await format.selectOption({ label: 'En letras (veintiuno)' });
  await expect(chips.first()).toContainText('En letras');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(editor).toBeFocused();

  // By keyboard: the caret is back just after the chip; the left arrow stops on it (selects it)
  // and Enter opens its picker again, with the format just chosen.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(format).toHaveValue('words');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await page.getByRole('tab', { name: 'Respuestas' }).click();
  await page.getByLabel('Plazo del contrato').fill('24');
  await page.getByRole('tab', { name: 'Documento' }).click();
  const preview = page.getByRole('article', { name: 'Vista previa' });
  await expect(preview).toContainText('El plazo es de veinticuatro (24) meses.');
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await chips.first().click();
  await expect(format).toHaveValue('words');
  await page.screenshot({ path: 'test-results/screens/template-chip-picker-phone.png' });
});
