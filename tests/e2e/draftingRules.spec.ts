import { expect, type Page, test } from '@playwright/test';
import { api, signedInLawyer } from './support/lawyer';

// Two parts of drafting power a user meets on their own: a client stopped by a rule across
// answers (the lawyer's message next to the questions it names, "Siguiente" holding the page
// until the answers agree), and a lawyer finding a clause in the library by typing its words.

async function newDocument(page: Page, name: string) {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: `Despacho ${name}`,
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: name,
  });
  const documentId = created.document.id as string;
  let version = created.version as number;
  const write = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(page, 'POST', `documents/${path}`, { ...body, version });
    version = answer.version;
    return answer;
  };
  return { documentId, write };
}

const ruleMessage = 'La suma de las cuotas del comprador y de la vendedora debe ser 100 %';

test('a client is held on a page by the lawyer’s rule across answers until the answers agree', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signedInLawyer(page);
  const { documentId, write } = await newDocument(page, 'Compraventa en copropiedad');
  const { page: shares } = await write('createPage', {
    document_id: documentId,
    page_name: 'Cuotas',
  });
  for (const [title, name] of [
    ['Cuota del comprador', 'cuota_comprador'],
    ['Cuota de la vendedora', 'cuota_vendedora'],
  ] as const)
    await write('createElement', {
      page_id: shares.id,
      element_name: 'number',
      element_title: title,
      element_variable: [name],
      element_required: true,
    });
  await write('createElement', {
    page_id: shares.id,
    element_name: 'validationRule',
    element_variable: ['cuotas_completas'],
    element_validation_rule: {
      formula: { '==': [{ '+': [{ var: 'cuota_comprador' }, { var: 'cuota_vendedora' }] }, 100] },
      message: ruleMessage,
      scope: 'page',
    },
  });
  const { page: price } = await write('createPage', {
    document_id: documentId,
    page_name: 'Precio',
  });
  await write('createElement', {
    page_id: price.id,
    element_name: 'currency',
    element_title: 'Precio de venta',
    element_variable: ['precio'],
    element_required: true,
  });

  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const share = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await share.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(share.getByText('Versión 1 publicada.')).toBeVisible();
  await share.getByRole('tab', { name: 'Enlaces' }).click();
  await share.getByLabel('Para quién es').fill('Luis Mora');
  await share.getByRole('button', { name: 'Crear enlace' }).click();
  const url = await share.getByLabel('Dirección del enlace para Luis Mora').inputValue();

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(url);
  const buyer = client.getByRole('textbox', { name: /Cuota del comprador/ });
  const seller = client.getByRole('textbox', { name: /Cuota de la vendedora/ });
  await buyer.fill('60');
  await seller.fill('30');
  await client.getByRole('button', { name: 'Siguiente' }).click();
  // The message is the lawyer's, written next to each question the rule reads.
  for (const name of ['cuota_comprador', 'cuota_vendedora'])
    await expect(client.locator(`[data-field="${name}"]`).getByText(ruleMessage)).toBeVisible();
  await expect(client.getByText(ruleMessage)).toHaveCount(2);
  // "Siguiente" did not advance: the same page, and not the next one.
  await expect(buyer).toBeVisible();
  await expect(client.getByRole('textbox', { name: /Precio de venta/ })).toHaveCount(0);
  await client.getByRole('button', { name: 'Siguiente' }).click();
  await expect(buyer).toBeVisible();
  await expect(client.getByText(ruleMessage)).toHaveCount(2);

  // Corrected, the answers agree: the message goes and the client goes on.
  await seller.fill('40');
  await client.getByRole('button', { name: 'Siguiente' }).click();
  await expect(client.getByRole('textbox', { name: /Precio de venta/ })).toBeVisible();
  await expect(client.getByText(ruleMessage)).toHaveCount(0);
  await context.close();
});

test('typing in the clause library’s search shows only the clauses it matches', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLawyer(page);
  const { documentId } = await newDocument(page, 'Arrendamiento de local');
  const paragraph = (text: string) => ({
    type: 'doc',
    schemaVersion: 1,
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  for (const [name, text] of [
    ['Cláusula de garantía', 'El arrendatario entrega dos meses de canon en garantía.'],
    ['Cláusula de jurisdicción', 'Las partes se someten a los jueces de Quito.'],
    ['Cláusula de mascotas', 'Se permite una mascota pequeña en el inmueble.'],
  ] as const)
    await api(page, 'POST', 'library/createClause', {
      name,
      content: paragraph(text),
      document_id: documentId,
    });

  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Plantillas' }).click();
  await page.getByLabel('Nombre de la nueva plantilla').fill('Contrato de local');
  await page.getByRole('button', { name: 'Nueva plantilla' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/users/editor/${documentId}_[0-9a-f-]{36}$`));
  await page.getByRole('textbox', { name: 'Texto de la plantilla' }).click();
  await page.getByRole('button', { name: 'Insertar cláusula' }).click();
  const library = page.getByRole('dialog', { name: 'Insertar una cláusula de la biblioteca' });
  const clauses = library.getByRole('listitem');
  await expect(clauses).toHaveCount(3);

  const search = library.getByLabel('Buscar por nombre o texto');
  // A word of one clause's text (accents and case as the lawyer types them).
  await search.fill('JUECES');
  await expect(clauses).toHaveCount(1);
  await expect(clauses.first()).toContainText('Cláusula de jurisdicción');
  // A word of a name: the clauses named with it.
  await search.fill('garantia');
  await expect(clauses).toHaveCount(1);
  await expect(clauses.first()).toContainText('Cláusula de garantía');
  // Words found in no clause.
  await search.fill('usufructo');
  await expect(clauses).toHaveCount(0);
  await expect(library.getByText('Ninguna cláusula coincide con la búsqueda.')).toBeVisible();
  // Cleared, every clause again.
  await search.fill('');
  await expect(clauses).toHaveCount(3);
});
