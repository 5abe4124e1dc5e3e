import { expect, type Locator, type Page } from '@playwright/test';

// What the builder journeys do again and again, as a lawyer does it with the mouse.

export const card = (page: Page, title: string) => page.getByRole('article', { name: title });

export async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
}

// "Agregar pregunta" → the type → the title typed in the new card.
export async function addQuestion(page: Page, type: string, title: string) {
  await page.getByRole('button', { name: 'Agregar pregunta', exact: true }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const question = page.getByRole('article', { name: 'Ingresa aquí tu pregunta' });
  await nameQuestion(page, question.getByLabel('Pregunta', { exact: true }), title);
  await expect(card(page, title)).toBeVisible();
}

// Types a card's title and leaves the field by the keyboard. The card's name follows its title
// once the draft is saved (after a pause), so a locator through the untitled card's name may
// find nothing by the time the field is left: the focus moves on instead.
export async function nameQuestion(page: Page, field: Locator, title: string) {
  await field.fill(title);
  await page.keyboard.press('Tab');
}

// Turns on the card's condition and adds one rule: the question read, the comparison and, when
// it takes one, the value (typed, or chosen from a list).
export async function addRule(
  page: Page,
  title: string,
  rule: { question: string; operator: string; value?: string },
) {
  const question = card(page, title);
  const toggle = question.getByRole('button', { expanded: false });
  if (await toggle.count()) await toggle.first().click();
  const condition = question.getByRole('group', { name: 'Condición' });
  if (!(await condition.count())) {
    await question.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).click();
  }
  await question.getByRole('button', { name: 'Agregar regla' }).click();
  await condition
    .getByLabel('Pregunta', { exact: true })
    .last()
    .selectOption({ label: rule.question });
  await condition.getByLabel('Comparación').last().selectOption({ label: rule.operator });
  if (rule.value !== undefined) {
    const value = condition.getByLabel('Valor').last();
    await value.fill(rule.value);
    await value.blur();
  }
  await expect(condition.getByText('Falta el valor con el que comparar.')).toHaveCount(0);
  await saved(page);
}

export async function questionTitles(page: Page): Promise<string[]> {
  return page
    .locator('main ol > li article')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
}
