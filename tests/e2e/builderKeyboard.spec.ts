import { expect, type Page, test } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './support/accounts';

// The builder without a mouse: every step below is a key press on the focused control. Reaching a
// control is done with `focus()` (what Tab, or a screen reader's jump to a labelled control, does);
// nothing is clicked, filled or picked with the mouse.

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
}

// "Agregar pregunta" → the menu → the type, by arrows; the new question's title has the focus.
async function addQuestion(page: Page, typeLabel: string, title: string) {
  await page.getByRole('button', { name: 'Agregar pregunta' }).focus();
  await press(page, 'Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const labels = await menu.getByRole('menuitem').allTextContents();
  const index = labels.findIndex((label) => label.trim() === typeLabel);
  expect(index).toBeGreaterThanOrEqual(0);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // One arrow at a time, each after the focus has moved: the menu takes the next step from the
  // item it last focused, so an arrow pressed before that lands (a loaded machine) moves nowhere.
  for (let step = 0; step < index; step++) {
    await press(page, 'ArrowDown');
    await expect(menu.getByRole('menuitem').nth(step + 1)).toBeFocused();
  }
  await press(page, 'Enter');
  const fresh = card(page, 'Ingresa aquí tu pregunta');
  await expect(fresh.getByLabel('Pregunta', { exact: true })).toBeFocused();
  await press(page, 'Control+A');
  await page.keyboard.type(title);
  await press(page, 'Tab');
  await expect(card(page, title)).toBeVisible();
}

async function titles(page: Page): Promise<string[]> {
  return page
    .locator('main ol > li article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
}

test('a lawyer builds a conditional interview with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);

  // A workspace and a document.
  await page.getByRole('link', { name: 'Nuevo workspace' }).first().focus();
  await press(page, 'Enter');
  await page.getByLabel('Nombre del workspace').focus();
  await page.keyboard.type('Poderes');
  await press(page, 'Enter');
  await page.getByRole('link', { name: 'Nuevo documento' }).focus();
  await press(page, 'Enter');
  await page.getByLabel('Nombre del documento').focus();
  await page.keyboard.type('Poder especial');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/app\/users\/editor\/[\w-]+$/);

  await addQuestion(page, 'Texto corto', 'Nombre del mandante');
  await addQuestion(page, 'Opción única', 'Tipo de poder');
  const tipo = card(page, 'Tipo de poder');
  for (const [index, text] of ['Especial', 'General'].entries()) {
    await tipo.getByLabel('Texto de la opción').nth(index).focus();
    await press(page, 'Control+A');
    await page.keyboard.type(text);
    await press(page, 'Tab');
  }
  await addQuestion(page, 'Texto largo', 'Facultades conferidas');
  await addQuestion(page, 'Fecha', 'Fecha de otorgamiento');
  await saved(page);
  expect(await titles(page)).toEqual([
    'Nombre del mandante',
    'Tipo de poder',
    'Facultades conferidas',
    'Fecha de otorgamiento',
  ]);

  // "Facultades conferidas" only for a special power: switch, rule, question, value.
  const facultades = card(page, 'Facultades conferidas');
  await facultades.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).focus();
  await press(page, 'Space');
  await expect(
    page.getByText(
      'La condición está activada pero no tiene ninguna regla: agrega una o desactívala.',
    ),
  ).toBeVisible();
  await facultades.getByRole('button', { name: 'Agregar regla' }).focus();
  await press(page, 'Enter');
  const variable = facultades.getByLabel('Pregunta', { exact: true }).last();
  await variable.focus();
  // A closed native select steps through its options with the arrows.
  for (let step = 0; step < 5; step++) {
    const chosen = await variable.evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
    );
    if (chosen.startsWith('Tipo de poder')) break;
    await press(page, 'ArrowDown');
  }
  await expect(variable.locator('option:checked')).toHaveText(/Tipo de poder/);
  const value = facultades.getByLabel('Valor');
  await value.focus();
  for (let step = 0; step < 3; step++) {
    if ((await value.locator('option:checked').textContent()) === 'Especial') break;
    await press(page, 'ArrowDown');
  }
  await expect(value.locator('option:checked')).toHaveText('Especial');
  await expect(
    page.getByText('Sin observaciones: la entrevista está lista para probarse.'),
  ).toBeVisible();
  await saved(page);

  // Reorder: "Fecha de otorgamiento" up one place, listening to the announcements.
  const announced = (message: string | RegExp) =>
    expect(page.getByRole('status').filter({ hasText: message })).toBeAttached();
  await page.getByRole('button', { name: 'Mover la pregunta Fecha de otorgamiento' }).focus();
  await press(page, 'Space');
  await announced(/Fecha de otorgamiento está sobre la posición 4 de 4\./);
  await press(page, 'ArrowUp');
  await announced('Fecha de otorgamiento está sobre la posición 3 de 4.');
  await press(page, 'Space');
  await announced('Soltaste Fecha de otorgamiento en la posición 3 de 4.');
  await saved(page);
  expect(await titles(page)).toEqual([
    'Nombre del mandante',
    'Tipo de poder',
    'Fecha de otorgamiento',
    'Facultades conferidas',
  ]);

  // A second page, and "Fecha de otorgamiento" moved there from its card.
  await page.getByRole('button', { name: 'Agregar página' }).focus();
  await press(page, 'Enter');
  const pages = page.getByRole('navigation', { name: 'Páginas' });
  await expect(pages.getByText('Página 2')).toBeVisible();
  await pages.getByRole('button', { name: /1\. Página 1/ }).focus();
  await press(page, 'Enter');
  const fecha = card(page, 'Fecha de otorgamiento');
  const toggle = fecha.getByRole('button', { name: /Fecha de otorgamiento/ }).last();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.focus();
    await press(page, 'Enter');
  }
  await fecha.getByLabel('Mover a la página').focus();
  await press(page, 'ArrowDown');
  await expect(card(page, 'Fecha de otorgamiento')).toHaveCount(0);
  await saved(page);

  // Undo with Ctrl+Z (outside a text field) brings it back to page 1; redo sends it again.
  await page.getByRole('button', { name: 'Mover la pregunta Tipo de poder' }).focus();
  await press(page, 'Control+Z');
  await expect(card(page, 'Fecha de otorgamiento')).toBeVisible();
  await saved(page);
  await press(page, 'Control+Shift+Z');
  await expect(card(page, 'Fecha de otorgamiento')).toHaveCount(0);
  await saved(page);

  await page.reload();
  await expect(card(page, 'Nombre del mandante')).toBeVisible();
  expect(await titles(page)).toEqual([
    'Nombre del mandante',
    'Tipo de poder',
    'Facultades conferidas',
  ]);
  await page
    .getByRole('navigation', { name: 'Páginas' })
    .getByRole('button', { name: /2\. Página 2/ })
    .focus();
  await press(page, 'Enter');
  expect(await titles(page)).toEqual(['Fecha de otorgamiento']);
});
