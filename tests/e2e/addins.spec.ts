import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { openAppsScriptSidebar } from './support/appsScriptSidebar';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

interface InMemoryDocument {
  placeCursor(paragraph: number, offset: number): void;
  selectParagraphs(first: number, last: number): void;
  selectedText(): string;
  body: { getText(): string; paragraphs: unknown[] };
}
const inDocument = <T>(pane: import('@playwright/test').Page, run: (doc: InMemoryDocument) => T) =>
  pane.evaluate(`(${run.toString()})(window.__doc)`) as Promise<T>;

// The task pane, as the Google Docs add-on runs it (the built sidebar and Apps Script functions
// over an in-memory document), against the real server: connect by code approved by the lawyer
// signed in on the web, insert a variable, a condition and a repeat, review planted faults, upload
// the document and generate the right text from it.
test('a lawyer marks up, reviews, uploads and tries a template from the add-in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const appUrl = baseURL ?? '';
  const account = await signedInLawyer(page);
  const { documentId, write } = await createDocument(page, 'Sucesiones', 'Declaración');
  const { page: first } = await write('createPage', {
    document_id: documentId,
    page_name: 'Datos',
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'shortText',
    element_title: 'Nombre del causante',
    element_variable: ['causante'],
  });
  const status = await write('createElement', {
    page_id: first.id,
    element_name: 'singleChoice',
    element_title: 'Estado civil',
    element_variable: ['estado_civil'],
  });
  for (const [title, value] of [
    ['Soltero', 'soltero'],
    ['Casado', 'casado'],
  ])
    await write('createItem', {
      element_id: status.element.id,
      item_name: 'option',
      item_title: title,
      item_value: [value],
    });
  const heirs = await write('createElement', {
    page_id: first.id,
    element_name: 'repeatingList',
    element_title: 'Herederos',
    element_variable: ['herederos'],
  });
  await write('createItem', {
    element_id: heirs.element.id,
    item_name: 'shortText',
    item_title: 'Nombre del heredero',
    item_variable: ['nombre'],
  });
  await write('createElement', {
    page_id: first.id,
    element_name: 'date',
    element_title: 'Fecha de fallecimiento',
    element_variable: ['fecha'],
  });

  // The add-in: its own browser context, as Google's sidebar has no Minuta session.
  const paneContext = await browser.newContext({ viewport: { width: 320, height: 900 } });
  const pane = await paneContext.newPage();
  await openAppsScriptSidebar(pane, appUrl, [
    'Comparece  ante el notario.',
    'Su cónyuge sobreviviente.',
    'Heredero: .',
    'Cierre {inexistente} y {fecha | mayúsculas}.',
  ]);

  await pane.getByRole('button', { name: 'Conectar con Minuta' }).click();
  const code = (await pane.getByTestId('user-code').textContent()) ?? '';
  const [approval] = await Promise.all([
    pane.waitForEvent('popup'),
    pane.getByRole('button', { name: 'Abrir Minuta y aprobar' }).click(),
  ]);
  expect(approval.url()).toBe(`${appUrl}/app/conectar?codigo=${code}`);
  await approval.close();
  // The lawyer, signed in on the web, approves the request (their session stays open).
  await api(page, 'POST', 'integrations/device/approve', { userCode: code });
  await expect(pane.getByText(`(${account.email})`)).toBeVisible({ timeout: 20_000 });

  await pane.getByLabel('Espacio de trabajo').selectOption({ label: 'Sucesiones' });
  await pane.getByLabel('Documento').selectOption({ label: 'Declaración' });

  // A variable with a format, at the cursor.
  await inDocument(pane, (doc) => doc.placeCursor(0, 10));
  await pane.getByLabel('Formato: Nombre del causante').selectOption({ label: 'MAYÚSCULAS' });
  await pane.getByRole('button', { name: 'Insertar «Nombre del causante»' }).click();
  await expect(pane.getByText('Insertado: {causante | mayúsculas}')).toBeVisible();
  // A repeat around the heir's paragraph, and the heir's name inside it.
  await inDocument(pane, (doc) => doc.placeCursor(2, 10));
  await pane.getByRole('button', { name: 'Insertar una repetición de «Herederos»' }).click();
  // The host writes asynchronously: each insertion is in the document before the next cursor.
  const text = () => inDocument(pane, (doc) => doc.body.getText());
  await expect.poll(text).toContain('{/herederos}');
  await inDocument(pane, (doc) => doc.placeCursor(3, 10));
  await pane.getByRole('button', { name: 'Insertar «Nombre del heredero»' }).click();
  await expect.poll(text).toContain('Heredero: {nombre}.');
  // A condition around the spouse's paragraph, with the web editor's picker.
  await inDocument(pane, (doc) => doc.selectParagraphs(1, 1));
  const condition = pane.getByRole('group', { name: 'Condición' });
  await pane.getByRole('button', { name: 'Agregar regla' }).click();
  const question = condition.getByLabel('Pregunta', { exact: true });
  const statusOption = question.locator('option', { hasText: 'Estado civil' });
  await question.selectOption((await statusOption.getAttribute('value')) ?? '');
  await condition.getByLabel('Comparación').selectOption({ label: 'igual' });
  await condition.getByLabel('Valor').selectOption({ label: 'Casado' });
  await pane.getByRole('button', { name: 'Insertar sección' }).click();
  await expect(pane.getByText('Sección condicional insertada.')).toBeVisible();
  expect(await inDocument(pane, (doc) => doc.body.getText())).toBe(
    [
      'Comparece {causante | mayúsculas} ante el notario.',
      '{#estado_civil = "casado"}',
      'Su cónyuge sobreviviente.',
      '{/}',
      '{#herederos}',
      'Heredero: {nombre}.',
      '{/herederos}',
      'Cierre {inexistente} y {fecha | mayúsculas}.',
    ].join('\n'),
  );
  await pane.screenshot({ path: 'test-results/screens/addin-pane-insert.png', fullPage: true });

  // Revisar: every planted fault at once; a click selects its passage in the document.
  await pane.getByRole('tab', { name: 'Revisar' }).click();
  await pane.getByRole('button', { name: 'Revisar plantilla' }).click();
  const problems = pane.getByRole('list', { name: 'Revisar' });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems).toContainText('{inexistente} no corresponde a ninguna pregunta');
  await expect(problems).toContainText('no sirve para la pregunta «Fecha de fallecimiento»');
  await problems.getByRole('button', { name: /El marcador \{inexistente\}/ }).click();
  await expect.poll(() => inDocument(pane, (doc) => doc.selectedText())).toBe('{inexistente}');
  await pane.screenshot({ path: 'test-results/screens/addin-pane-review.png', fullPage: true });

  // The lawyer deletes the faulty closing line, then uploads the document to Minuta.
  await inDocument(pane, (doc) => doc.body.paragraphs.pop());
  await pane.getByRole('tab', { name: 'Subir y probar' }).click();
  await pane.getByLabel('Nombre de la plantilla').fill('Declaración de herederos.docx');
  await pane.getByRole('button', { name: 'Subir a Minuta' }).click();
  await expect(
    pane.getByText('Minuta aceptó la plantilla «Declaración de herederos.docx».'),
  ).toBeVisible();
  await pane.getByRole('button', { name: 'Probar en Word (.docx)' }).click();
  await expect(pane.getByRole('button', { name: 'Abrir Declaración.docx' })).toBeVisible();
  await pane.screenshot({ path: 'test-results/screens/addin-pane-upload.png', fullPage: true });

  // The uploaded template generates the right text for a client's answers.
  const { templates } = await api(page, 'GET', `documents/getTemplatesDoc/${documentId}`);
  expect(templates).toHaveLength(1);
  const { files } = await api(page, 'POST', 'storage/generateTemp', {
    template_path: templates[0].id,
    context: {
      causante: 'Rosa Elena Paz',
      estado_civil: 'soltero',
      herederos: [{ nombre: 'Ana Paz' }, { nombre: 'Luis Paz' }],
      fecha: '2026-03-02',
    },
    convert_to_pdf: false,
  });
  const docx = await page.request.get(files[0].url);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.body()) });
  expect(value.split('\n').filter((line) => line.trim() !== '')).toEqual([
    'Comparece ROSA ELENA PAZ ante el notario.',
    'Heredero: Ana Paz.',
    'Heredero: Luis Paz.',
  ]);

  // The web app explains installing both add-ins, and serves the manifest it links to.
  await page.goto('/app/complementos');
  await page.getByRole('link', { name: 'Complemento de Word' }).first().isVisible();
  await expect(
    page.getByRole('heading', { name: 'Complementos para Word y Google Docs' }),
  ).toBeVisible();
  await expect(page.getByText(`${appUrl}/addins/word/manifest.xml`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/addins-page.png', fullPage: true });
  await paneContext.close();
});
