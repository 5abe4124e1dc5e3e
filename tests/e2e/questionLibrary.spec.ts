import { expect, type Page, test } from '@playwright/test';
import { api, signedInLawyer } from './support/lawyer';

// The question library as a lawyer uses it: a page of another interview of the account copied,
// with its options, condition and calculation, into an interview that already uses one of its
// names; the copy is renamed, what reads it follows, it is saved, and the client sees the copied
// condition and calculation work.

type Write = (path: string, body: Record<string, unknown>) => ReturnType<typeof api>;

async function newDocument(page: Page, name: string) {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: `Despacho ${name}`,
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: name,
  });
  let version = created.version as number;
  const write: Write = async (path, body) => {
    const answer = await api(page, 'POST', `documents/${path}`, { ...body, version });
    version = answer.version;
    return answer;
  };
  return { documentId: created.document.id as string, write };
}

test('a lawyer copies a page from another interview; names collide, conditions follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInLawyer(page);

  // The source: a buyer, whether married, the spouse asked only then, and a calculation.
  const sale = await newDocument(page, 'Compraventa de inmueble');
  const { page: buyer } = await sale.write('createPage', {
    document_id: sale.documentId,
    page_name: 'El comprador',
  });
  await sale.write('createElement', {
    page_id: buyer.id,
    element_name: 'shortText',
    element_title: 'Nombre del comprador',
    element_variable: ['nombre'],
    element_required: true,
  });
  const married = await sale.write('createElement', {
    page_id: buyer.id,
    element_name: 'singleChoice',
    element_title: 'Estado civil',
    element_variable: ['estado_civil'],
  });
  for (const [title, value] of [
    ['Soltero', 'soltero'],
    ['Casado', 'casado'],
  ])
    await sale.write('createItem', {
      element_id: married.element.id,
      item_name: 'option',
      item_title: title,
      item_value: [value],
    });
  await sale.write('createElement', {
    page_id: buyer.id,
    element_name: 'shortText',
    element_title: 'Nombre del cónyuge',
    element_variable: ['conyuge'],
    element_conditional: true,
    statement: { type: 'equals', variable: 'estado_civil', condition: 'casado' },
  });
  await sale.write('createElement', {
    page_id: buyer.id,
    element_name: 'calculation',
    element_title: 'Comparecientes',
    element_variable: ['comparecientes'],
    element_calculation: {
      type: 'text',
      formula: { join: [' y ', { var: 'nombre' }, { var: 'conyuge' }] },
      show: true,
    },
  });

  // The target already asks for a `nombre` (the seller's).
  const promise = await newDocument(page, 'Promesa de compraventa');
  const { page: seller } = await promise.write('createPage', {
    document_id: promise.documentId,
    page_name: 'El vendedor',
  });
  await promise.write('createElement', {
    page_id: seller.id,
    element_name: 'shortText',
    element_title: 'Nombre del vendedor',
    element_variable: ['nombre'],
    element_required: true,
  });

  await page.goto(`/app/users/editor/${promise.documentId}`);
  await page.getByRole('button', { name: 'Copiar de otra entrevista' }).click();
  const library = page.getByRole('dialog', { name: 'Copiar preguntas de otra entrevista' });
  // Only the account's other documents are offered.
  const origin = library.getByLabel('Entrevista de origen');
  await expect(origin.locator('option')).toHaveText([
    'Elige un documento de tu cuenta',
    'Compraventa de inmueble',
  ]);
  await origin.selectOption({ label: 'Compraventa de inmueble' });
  const sourcePage = library.getByRole('group', { name: 'El comprador' });
  await expect(sourcePage.getByLabel(/Nombre del cónyuge/)).toBeVisible();
  await sourcePage.getByLabel('Toda la página').check();
  await library.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(library.getByText('Se copió 1 página.')).toBeVisible();
  await expect(
    library.getByText('«nombre» ya existía en esta entrevista: la copia se llama «nombre_2».'),
  ).toBeVisible();
  await library.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(page.getByRole('button', { name: /2\. El comprador/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

  // Saved as the lawyer sees it: new page, renamed copy, the formula following the new name, the
  // condition and the options intact; the source is untouched.
  await expect
    .poll(
      async () =>
        (await api(page, 'GET', `documents/getInterview/${promise.documentId}`)).interview.pages
          .length,
    )
    .toBe(2);
  const { interview } = await api(page, 'GET', `documents/getInterview/${promise.documentId}`);
  const copied = interview.pages[1];
  expect(copied.name).toBe('El comprador');
  expect(copied.elements.map((element: { variable: string[] }) => element.variable[0])).toEqual([
    'nombre_2',
    'estado_civil',
    'conyuge',
    'comparecientes',
  ]);
  expect(copied.elements[1].items.map((item: { title: string }) => item.title)).toEqual([
    'Soltero',
    'Casado',
  ]);
  expect(copied.elements[2].statement).toEqual({
    type: 'equals',
    variable: 'estado_civil',
    condition: 'casado',
  });
  expect(copied.elements[3].calculation.formula).toEqual({
    join: [' y ', { var: 'nombre_2' }, { var: 'conyuge' }],
  });
  const source = await api(page, 'GET', `documents/getInterview/${sale.documentId}`);
  expect(source.interview.pages[0].elements[0].variable).toEqual(['nombre']);

  // The copy works for a client: the spouse is asked once "Casado" is chosen, and the
  // calculation reads the copied, renamed question.
  await page.goto(`/app/users/interview/${promise.documentId}`);
  await page.getByRole('textbox', { name: /Nombre del vendedor/ }).fill('Luis Mora');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /Nombre del comprador/ }).fill('Juan Pérez');
  await expect(page.getByRole('textbox', { name: /Nombre del cónyuge/ })).toBeHidden();
  await page.getByRole('radio', { name: 'Casado' }).check();
  await page.getByRole('textbox', { name: /Nombre del cónyuge/ }).fill('Ana Ruiz');
  await expect(page.getByRole('status', { name: 'Comparecientes' })).toHaveText(
    'Juan Pérez y Ana Ruiz',
  );
});
