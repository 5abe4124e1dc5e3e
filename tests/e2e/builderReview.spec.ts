import { expect, test } from '@playwright/test';
import { card } from './support/builder';
import { createDocument } from './support/createDocument';
import { signedInLawyer } from './support/lawyer';

// The builder's review panel and wording: each finding says which page and question it is about
// and opens it; fields and handles say what they are.

test('each lint finding names its page and question, and a click opens that question', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId, write } = await createDocument(page, 'Arrendamientos', 'Contrato de local');
  const { page: parties } = await write('createPage', {
    document_id: documentId,
    page_name: 'Las partes',
  });
  await write('createElement', {
    page_id: parties.id,
    element_name: 'shortText',
    element_title: 'Nombre del arrendatario',
    element_variable: ['nombre'],
  });
  const { page: terms } = await write('createPage', {
    document_id: documentId,
    page_name: 'Condiciones',
  });
  for (const name of ['yesNo', 'singleChoice', 'shortText']) {
    const { element } = await write('createElement', { page_id: terms.id, element_name: name });
    if (name === 'singleChoice') {
      await write('createItem', {
        element_id: element.id,
        item_name: 'option',
        item_title: 'Local',
      });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/users/editor/${documentId}`);
  await expect(card(page, 'Nombre del arrendatario')).toBeVisible();

  const review = page.getByRole('region', { name: /Revisión/ });
  const untitled = review.getByRole('button', {
    name: /La pregunta conserva el texto de ejemplo/,
  });
  await expect(untitled).toHaveCount(3);
  await expect(untitled.nth(0)).toContainText(
    'Página 2 «Condiciones» › Pregunta 1 «Ingresa aquí tu pregunta»',
  );
  await expect(untitled.nth(2)).toContainText(
    'Página 2 «Condiciones» › Pregunta 3 «Ingresa aquí tu pregunta»',
  );
  await page.screenshot({ path: 'test-results/screens/builder-review.png' });

  // A click opens page 2 and unfolds the third question, whose title takes the focus.
  await untitled.nth(2).click();
  await expect(page.getByLabel('Nombre de la página')).toHaveValue('Condiciones');
  const third = page.locator('main ol > li article').nth(2);
  await expect(third.getByRole('button', { expanded: true })).toBeVisible();
  await expect(third.getByLabel('Pregunta', { exact: true })).toBeFocused();

  // Wording: a yes/no question has no "example text inside the field" (it has no text field);
  // an option's handle moves an option.
  const questions = page.locator('main ol > li article');
  await questions.nth(0).getByRole('button', { expanded: false }).click();
  await expect(questions.nth(0).getByLabel('Texto de ayuda')).toBeVisible();
  await expect(questions.nth(0).getByLabel('Texto de ejemplo dentro del campo')).toHaveCount(0);
  await expect(third.getByLabel('Texto de ejemplo dentro del campo')).toBeVisible();
  await questions.nth(1).getByRole('button', { expanded: false }).click();
  await expect(
    questions.nth(1).getByRole('button', { name: 'Mover la opción Local' }),
  ).toBeVisible();
  await expect(
    questions.nth(1).getByRole('button', { name: /Mover la pregunta Local/ }),
  ).toHaveCount(0);
});
