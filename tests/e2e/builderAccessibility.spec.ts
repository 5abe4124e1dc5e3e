import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { doc, p, t, v } from '../fixtures/templates/templateBuilders';
import { card, saved } from './support/builder';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// The builder's screens for people who use a screen reader or only a keyboard: no serious or
// critical axe finding on the interview editor (with a condition open), its settings with the
// export, the template editor, the publish dialog and the new-document page with the import, and
// a condition on a typed answer made with the keyboard alone.

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    where,
  ).toEqual([]);
}

async function powerOfAttorney(page: Page) {
  const { documentId, write } = await createDocument(page, 'Poderes', 'Poder especial');
  const { page: first } = await write('createPage', {
    document_id: documentId,
    page_name: 'El mandante',
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'shortText',
    element_title: 'Nombre del mandante',
    element_variable: ['mandante'],
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'idNumber',
    element_title: 'Cédula del mandante',
    element_variable: ['cedula'],
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'longText',
    element_title: 'Facultades',
    element_variable: ['facultades'],
  });
  const { template } = await api(page, 'POST', 'documents/createTemp', {
    document_id: documentId,
    name: 'Poder',
    content: doc(p(t('Comparece '), v('mandante', 'upper'), t('.'))),
  });
  return { documentId, templateId: template.id as string };
}

test('the editor, the template editor and the publish dialog have no serious axe findings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId, templateId } = await powerOfAttorney(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/users/editor/${documentId}`);
  const facultades = card(page, 'Facultades');
  await facultades.getByRole('button', { expanded: false }).click();
  await facultades.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).click();
  await facultades.getByRole('button', { name: 'Agregar regla' }).click();
  await expect(facultades.getByText('Falta el valor con el que comparar.')).toBeVisible();
  await expectNoSeriousViolations(page, 'interview editor');

  await page.getByRole('button', { name: 'Ajustes del documento' }).click();
  await expect(page.getByRole('button', { name: 'Exportar archivo (.json)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'document settings, export');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await expect(dialog.getByText('Esta entrevista todavía no está publicada.')).toBeVisible();
  await expectNoSeriousViolations(page, 'publish dialog');
  await dialog.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(dialog.getByText('Versión 1 publicada.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enlaces' }).click();
  await expectNoSeriousViolations(page, 'publish dialog, links');
  await page.keyboard.press('Escape');

  await page.goto(`/app/users/editor/${documentId}_${templateId}`);
  const editor = page.getByRole('textbox', { name: 'Texto de la plantilla' });
  await expect(editor.locator('[data-variable-chip]')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'template editor');
  await editor.locator('[data-variable-chip]').click();
  await expect(page.getByLabel('Formato', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'template editor, format picker');

  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Importados',
  });
  await page.goto(`/app/users/create-document/${workspace.id}`);
  await expect(page.getByRole('button', { name: 'Elegir archivo (.json)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'new document, import');
});

test('a condition on a typed answer is made with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId } = await powerOfAttorney(page);
  await page.goto(`/app/users/editor/${documentId}`);
  const facultades = card(page, 'Facultades');
  const unfold = facultades.getByRole('button', { expanded: false });
  await unfold.focus();
  await page.keyboard.press('Enter');
  await facultades.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).focus();
  await page.keyboard.press('Space');
  await facultades.getByRole('button', { name: 'Agregar regla' }).focus();
  await page.keyboard.press('Enter');

  // The new rule takes the focus on its question; its value is marked missing.
  const condition = facultades.getByRole('group', { name: 'Condición' });
  const question = condition.getByLabel('Pregunta', { exact: true });
  await expect(question).toBeFocused();
  await expect(question).toHaveValue('cedula');
  await expect(condition.getByLabel('Valor')).toHaveAccessibleDescription(
    'Falta el valor con el que comparar.',
  );
  // A closed native select steps through its options with the arrows.
  await page.keyboard.press('ArrowUp');
  await expect(question).toHaveValue('mandante');
  await page.keyboard.press('Tab');
  await expect(condition.getByLabel('Comparación')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(condition.getByLabel('Comparación')).toHaveValue('contains');
  await page.keyboard.press('Tab');
  await expect(condition.getByLabel('Valor')).toBeFocused();
  await page.keyboard.type('Pérez');
  await page.keyboard.press('Enter');
  await saved(page);
  await expect(condition.getByText('Falta el valor con el que comparar.')).toHaveCount(0);

  await page.reload();
  const reloaded = card(page, 'Facultades');
  await reloaded.getByRole('button', { expanded: false }).click();
  const rule = reloaded.getByRole('group', { name: 'Condición' });
  await expect(rule.getByLabel('Pregunta', { exact: true })).toHaveValue('mandante');
  await expect(rule.getByLabel('Comparación')).toHaveValue('contains');
  await expect(rule.getByLabel('Valor')).toHaveValue('Pérez');
});
