import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { docxText } from '../server/generation/support/readDocuments';
import { api, signedInLawyer } from './support/lawyer';

// Drafting power end to end, as a lawyer builds it without code: a lease whose end date is
// computed from its start and term and whose template agrees with who signs ("el arrendatario /
// la arrendataria"), a passage saved as a clause and reused in a succession template whose heirs'
// shares are written in words with their total (a rule holding them to 100 %), and a client
// answering the lease one question at a time on a phone.

type Write = (path: string, body: Record<string, unknown>) => ReturnType<typeof api>;

async function newDocument(
  page: Page,
  name: string,
): Promise<{ documentId: string; write: Write }> {
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

async function listOf(write: Write, pageId: string, name: string, title: string) {
  const { element } = await write('createElement', {
    page_id: pageId,
    element_name: 'repeatingList',
    element_title: title,
    element_variable: [name],
    element_required: true,
  });
  return element.id as string;
}

// The card of the element last added to the open page.
const lastCard = (page: Page) => page.locator('main article:not(article article)').last();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

async function addElement(page: Page, type: string, title: string) {
  await page.getByRole('button', { name: 'Agregar pregunta', exact: true }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const card = lastCard(page);
  const name = card.getByRole('textbox').first();
  await name.fill(title);
  await name.blur();
  return card;
}

// A part of a formula: a question or calculation chosen from the menu. `answered`: how many parts
// of the formula already read a question (their selects come first).
async function choose(
  part: ReturnType<Page['locator']>,
  slot: string,
  label: string,
  answered = 0,
) {
  await part.getByLabel(slot, { exact: true }).selectOption('variable');
  await part.getByLabel('Una respuesta o un cálculo').nth(answered).selectOption({ label });
}

async function openTemplateEditor(page: Page, documentId: string, name: string) {
  await page.goto(`/app/users/editor/${documentId}`);
  await page.getByRole('button', { name: 'Plantillas' }).click();
  await page.getByLabel('Nombre de la nueva plantilla').fill(name);
  await page.getByRole('button', { name: 'Nueva plantilla' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/users/editor/${documentId}_[0-9a-f-]{36}$`));
  return page.url().split('_').at(-1) as string;
}

async function insertVariable(page: Page, search: string) {
  await page.keyboard.type('@');
  const picker = page.getByRole('dialog', { name: 'Insertar variable' });
  await expect(picker.getByLabel('Buscar pregunta')).toBeFocused();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  // The caret goes back to the text after the chip: what is typed next follows it.
  await expect(page.getByRole('textbox', { name: 'Texto de la plantilla' })).toBeFocused();
}

test('a lawyer computes, agrees and reuses a clause without code; a client answers on a phone', async ({
  browser,
  page,
}) => {
  test.setTimeout(420_000);
  await signedInLawyer(page);

  // ---- The lease: tenants (with their form of address), start and term. ----
  const lease = await newDocument(page, 'Arrendamiento de vivienda');
  const { page: parties } = await lease.write('createPage', {
    document_id: lease.documentId,
    page_name: 'Las partes',
  });
  const tenants = await listOf(lease.write, parties.id, 'arrendatarios', 'Arrendatarios');
  await lease.write('createItem', {
    element_id: tenants,
    item_name: 'shortText',
    item_title: 'Nombre',
    item_variable: ['nombre'],
    item_required: true,
  });
  const form = await lease.write('createItem', {
    element_id: tenants,
    item_name: 'singleChoice',
    item_title: 'Tratamiento',
    item_variable: ['tratamiento'],
    item_required: true,
  });
  for (const [title, value] of [
    ['Señor', 'sr'],
    ['Señora', 'sra'],
  ])
    await lease.write('createItem', {
      element_id: tenants,
      parent_item_id: form.item.id,
      item_name: 'option',
      item_title: title,
      item_value: [value],
    });
  const { page: term } = await lease.write('createPage', {
    document_id: lease.documentId,
    page_name: 'El plazo',
  });
  await lease.write('createElement', {
    page_id: term.id,
    element_name: 'date',
    element_title: 'Fecha de inicio',
    element_variable: ['inicio'],
    element_required: true,
  });
  await lease.write('createElement', {
    page_id: term.id,
    element_name: 'number',
    element_title: 'Plazo en meses',
    element_variable: ['meses'],
    element_required: true,
  });

  // The end date, a calculation built from the menu and shown to the client.
  await page.goto(`/app/users/editor/${lease.documentId}`);
  const termPage = page.getByRole('button', { name: /2\. El plazo/ });
  await termPage.click();
  await expect(termPage).toHaveAttribute('aria-current', 'page');
  const end = await addElement(page, 'Cálculo', 'Fecha de terminación');
  await end.getByLabel('Tipo de resultado').selectOption({ label: 'Fecha' });
  await end.getByLabel('Qué calcular').selectOption({ label: 'Sumar meses a una fecha' });
  await choose(end, 'Fecha', 'Fecha de inicio (inicio)');
  await choose(end, 'Meses', 'Plazo en meses (meses)', 1);
  await end.getByLabel('Mostrar al cliente').click();
  // With the editor's sample answers (today, 12 months), the result is shown as it will read.
  await expect(end.getByText('Con las respuestas de ejemplo:')).toBeVisible();
  await saved(page);
  const leaseInterview = await api(page, 'GET', `documents/getInterview/${lease.documentId}`);
  expect(leaseInterview.interview.pages[1].elements[2].calculation).toEqual({
    type: 'date',
    formula: { addMonths: [{ var: 'inicio' }, { var: 'meses' }] },
    show: true,
  });
  // "Una pregunta a la vez" for the client.
  await page.getByRole('button', { name: 'Ajustes del documento' }).click();
  await page.getByLabel('Una pregunta a la vez').click();
  await page.keyboard.press('Escape');
  await saved(page);

  // ---- The lease template: agreement with who signs, and the computed end date. ----
  const leaseTemplate = await openTemplateEditor(
    page,
    lease.documentId,
    'Contrato de arrendamiento',
  );
  const editor = page.getByRole('textbox', { name: 'Texto de la plantilla' });
  await editor.click();
  await page.getByRole('button', { name: 'Concordancia' }).click();
  const agreement = page.getByRole('dialog', { name: 'Concordancia: el / la / los / las…' });
  await agreement
    .getByLabel('Pregunta que indica el sexo o el tratamiento')
    .selectOption({ label: 'Tratamiento (arrendatarios.tratamiento)' });
  // "Señora" is recognised as a woman.
  await expect(agreement.getByLabel('Señora')).toBeChecked();
  for (const [label, form] of [
    ['Singular masculino', 'El arrendatario'],
    ['Singular femenino', 'La arrendataria'],
    ['Plural masculino', 'Los arrendatarios'],
    ['Plural femenino', 'Las arrendatarias'],
  ] as const)
    await agreement.getByLabel(label).fill(form);
  await agreement.getByRole('button', { name: 'Guardar concordancia' }).click();
  await expect(
    editor.getByText('El arrendatario / La arrendataria / Los arrendatarios / Las arrendatarias'),
  ).toBeVisible();
  await page.keyboard.type(' ');
  await insertVariable(page, 'arrendatarios.nombre');
  await page.keyboard.type(' entregará el inmueble el ');
  await insertVariable(page, 'Fecha de terminación');
  await page.keyboard.type('.');
  const preview = page.getByRole('article', { name: 'Vista previa' });
  // Two sample tenants addressed as "Señor": masculine plural.
  await expect(preview).toContainText(
    'Los arrendatarios Nombre 1 y Nombre 2 entregará el inmueble el',
  );
  await saved(page);

  // The passage goes to the library.
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Guardar como cláusula' }).click();
  const saveClause = page.getByRole('dialog', { name: 'Guardar como cláusula' });
  await saveClause.getByLabel('Nombre de la cláusula').fill('Cláusula de entrega');
  await saveClause.getByRole('button', { name: 'Guardar en la biblioteca' }).click();
  await expect(
    page.getByText('La cláusula «Cláusula de entrega» se guardó en la biblioteca.'),
  ).toBeVisible();
  await api(page, 'POST', 'documents/saveSelectedTemp', {
    templateId: leaseTemplate,
    type: 'rich',
  });
  const leaseDocument = await api(page, 'GET', `documents/getInterview/${lease.documentId}`);
  await api(page, 'POST', 'documents/updateDoc', {
    documentId: lease.documentId,
    version: leaseDocument.version,
    documentDocx: true,
  });

  // ---- The succession: heirs with their share, the total, a rule, shares in words. ----
  const succession = await newDocument(page, 'Partición de herencia');
  const { page: heirsPage } = await succession.write('createPage', {
    document_id: succession.documentId,
    page_name: 'Herederos',
  });
  const heirs = await listOf(succession.write, heirsPage.id, 'herederos', 'Herederos');
  await succession.write('createItem', {
    element_id: heirs,
    item_name: 'shortText',
    item_title: 'Nombre del heredero',
    item_variable: ['nombre'],
  });
  await succession.write('createItem', {
    element_id: heirs,
    item_name: 'number',
    item_title: 'Porcentaje',
    item_variable: ['porcentaje'],
  });
  await page.goto(`/app/users/editor/${succession.documentId}`);
  const total = await addElement(page, 'Cálculo', 'Total de porcentajes');
  await total.getByLabel('Qué calcular').selectOption({ label: 'Suma de un campo de la lista' });
  await choose(total, 'Campo de la lista', 'Herederos › Porcentaje (herederos.porcentaje)');
  const rule = await addElement(page, 'Regla de validación', 'Suma de porcentajes');
  await rule.getByLabel('Qué calcular').selectOption({ label: 'Es igual a' });
  await choose(rule, 'Valor', 'Total de porcentajes (total_porcentajes)');
  await rule.getByLabel('Comparado con').selectOption({ label: 'Un número' });
  await rule.getByLabel('Un número').fill('100');
  await rule.getByLabel('Un número').blur();
  await rule
    .getByLabel('Mensaje para el cliente si no se cumple')
    .fill('La suma de los porcentajes de los herederos debe ser 100 %');
  await rule.getByLabel('Mensaje para el cliente si no se cumple').blur();
  await saved(page);
  const { interview } = await api(page, 'GET', `documents/getInterview/${succession.documentId}`);
  expect(interview.pages[0].elements[1].calculation.formula).toEqual({
    sum: [{ var: 'herederos.porcentaje' }],
  });
  expect(interview.pages[0].elements[2].validationRule.formula).toEqual({
    '==': [{ var: 'total_porcentajes' }, 100],
  });

  // Its template: each heir's share in words and the total (Markdown the lawyer pastes), then
  // the lease's clause, with the questions it needs created here.
  const successionTemplate = await openTemplateEditor(page, succession.documentId, 'Partición');
  await page.getByRole('button', { name: 'Importar Markdown' }).click();
  const markdown = page.getByRole('dialog', { name: 'Importar Markdown' });
  await markdown
    .getByLabel('Texto en Markdown')
    .fill(
      '{#herederos}\n\n{herederos.nombre} recibe el {herederos.porcentaje | en letras} por ciento.\n\n{/herederos}\n\nEn total, el {total_porcentajes | en letras} por ciento.\n',
    );
  await markdown.getByRole('button', { name: 'Importar y reemplazar' }).click();
  await expect(markdown).toBeHidden();
  const successionPreview = page.getByRole('article', { name: 'Vista previa' });
  await page.getByRole('tab', { name: 'Respuestas' }).click();
  const shares = page.getByLabel('Porcentaje');
  await shares.nth(0).fill('62.5');
  await shares.nth(1).fill('37.5');
  await page.getByRole('tab', { name: 'Documento' }).click();
  await expect(successionPreview).toContainText('recibe el sesenta y dos coma cinco por ciento.');
  await expect(successionPreview).toContainText('recibe el treinta y siete coma cinco por ciento.');
  await expect(successionPreview).toContainText('En total, el cien por ciento.');

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insertar cláusula' }).click();
  const insert = page.getByRole('dialog', { name: 'Insertar una cláusula de la biblioteca' });
  await insert.getByRole('button', { name: /Cláusula de entrega/ }).click();
  await expect(insert.getByText('Preguntas que usa')).toBeVisible();
  await insert.getByRole('button', { name: 'Crear la pregunta «Tratamiento»' }).click();
  await expect(
    insert.getByRole('button', { name: 'Crear la pregunta «Tratamiento»' }),
  ).toBeHidden();
  await insert.getByRole('button', { name: 'Crear la pregunta «Fecha de terminación»' }).click();
  await expect(
    insert.getByRole('button', { name: 'Crear la pregunta «Fecha de terminación»' }),
  ).toBeHidden();
  await insert.getByRole('button', { name: 'Insertar', exact: true }).click();
  await expect(successionPreview).toContainText('entregará el inmueble el');
  await saved(page);
  // The template saves itself a moment later: read it until the clause is there.
  await expect
    .poll(
      async () =>
        JSON.stringify(
          (await api(page, 'GET', `documents/getTemplate/${successionTemplate}`)).template.content,
        ),
      { timeout: 20_000 },
    )
    .toContain('"type":"agreement"');
  const withClause = await api(page, 'GET', `documents/getInterview/${succession.documentId}`);
  const created = JSON.stringify(withClause.interview);
  expect(created).toContain('"variable":["arrendatarios"]');
  expect(created).toContain('"variable":["tratamiento"]');
  expect(created).toContain('"variable":["fecha_terminacion"]');

  // ---- A client answers the lease on a phone, one question at a time. ----
  await page.goto(`/app/users/editor/${lease.documentId}`);
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const share = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await share.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(share.getByText('Versión 1 publicada.')).toBeVisible();
  await share.getByRole('tab', { name: 'Enlaces' }).click();
  await share.getByLabel('Para quién es').fill('Ana Ruiz');
  await share.getByRole('button', { name: 'Crear enlace' }).click();
  const url = await share.getByLabel('Dirección del enlace para Ana Ruiz').inputValue();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(url);
  await expect(client.getByText('Paso 1 de 4', { exact: true })).toBeVisible();
  await client.getByRole('button', { name: 'Agregar a «Arrendatarios»' }).tap();
  await client.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Ruiz');
  await client.getByRole('radio', { name: 'Señora' }).tap();
  await client.getByRole('button', { name: 'Siguiente' }).tap();
  await expect(client.getByText('Paso 2 de 4', { exact: true })).toBeVisible();
  await client.getByRole('textbox', { name: 'Día' }).fill('31');
  await client.getByRole('combobox', { name: 'Mes' }).selectOption({ label: 'enero' });
  await client.getByRole('textbox', { name: 'Año' }).fill('2026');
  await client.getByRole('textbox', { name: 'Año' }).press('Enter');
  await expect(client.getByText('Paso 3 de 4', { exact: true })).toBeVisible();
  await client.getByRole('textbox', { name: /Plazo en meses/ }).fill('13');
  await expect(client.getByRole('status', { name: 'Fecha de terminación' })).toHaveText(
    '28 de febrero de 2027',
  );
  await client.screenshot({ path: 'test-results/one-question-phone.png' });
  const nextButton = await client.getByRole('button', { name: 'Revisar respuestas' }).boundingBox();
  expect(nextButton?.height).toBeGreaterThanOrEqual(44);
  await client.getByRole('textbox', { name: /Plazo en meses/ }).press('Enter');
  await expect(client.getByRole('heading', { name: 'Revisa tus respuestas' })).toBeVisible();
  await expect(client.getByText('28 de febrero de 2027')).toBeVisible();
  await client.getByRole('button', { name: 'Enviar respuestas' }).tap();
  await expect(client.getByRole('heading', { name: 'Tu documento' })).toBeVisible();
  await client.getByRole('button', { name: 'Preparar mi documento' }).tap();
  const [word] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Descargar en Word (.docx)' }).tap(),
  ]);
  const text = await docxText(readFileSync(await word.path()));
  expect(text).toContain(
    'La arrendataria Ana Ruiz entregará el inmueble el 28 de febrero de 2027.',
  );
  await phone.close();
});
