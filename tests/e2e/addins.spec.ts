import { type Browser, expect, type Page, test } from '@playwright/test';
import mammoth from 'mammoth';
import { paneMessages } from '../../addins/pane/paneMessages';
import { openAppsScriptSidebar } from './support/appsScriptSidebar';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';
import { openWordTaskPane } from './support/wordTaskPane';

// What both hosts' test documents offer (the Google one in tests/addins/support/createDocumentApp,
// the Word one in tests/addins/support/createOfficeWord), reached in the pane's page as __doc.
interface InMemoryDocument {
  placeCursor(paragraph: number, offset: number): void;
  selectParagraphs(first: number, last: number): void;
  selectedText(): string;
  selectedParagraph(): number;
  body: { getText(): string; paragraphs: unknown[] };
}
const inDocument = <T>(pane: Page, run: (doc: InMemoryDocument) => T) =>
  pane.evaluate(`(${run.toString()})(window.__doc)`) as Promise<T>;

interface Host {
  client: string;
  open(pane: Page, appUrl: string, paragraphs: string[]): Promise<void>;
  // What the pane opens for the lawyer when they press «Abrir Minuta y aprobar».
  openApproval(pane: Page, press: () => Promise<void>): Promise<string>;
}

const googleDocs: Host = {
  client: paneMessages.clients.googleDocs,
  open: openAppsScriptSidebar,
  async openApproval(pane, press) {
    const [popup] = await Promise.all([pane.waitForEvent('popup'), press()]);
    const url = popup.url();
    await popup.close();
    return url;
  },
};

const word: Host = {
  client: paneMessages.clients.word,
  open: openWordTaskPane,
  async openApproval(pane, press) {
    await press();
    // Word opens the user's own browser (Office.context.ui.openBrowserWindow).
    await expect
      .poll(() =>
        pane.evaluate(() => (window as unknown as { __word: { opened: string[] } }).__word.opened),
      )
      .toHaveLength(1);
    return pane.evaluate(
      () => (window as unknown as { __word: { opened: string[] } }).__word.opened[0] ?? '',
    );
  },
};

// One lawyer, signed in on the web for both journeys; each add-in connects to their account
// without touching that session.
let lawyer: Page;
let account: Awaited<ReturnType<typeof signedInLawyer>>;
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  lawyer = await context.newPage();
  account = await signedInLawyer(lawyer);
});
test.afterAll(async () => {
  await lawyer?.context().close();
});

// An interview with a text, a choice, a repeating list and a date, in its own workspace.
async function createInterview(workspaceName: string, documentName: string) {
  const { documentId, write } = await createDocument(lawyer, workspaceName, documentName);
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
  // Never written into the template: «Revisar» says so.
  await write('createElement', {
    page_id: first.id,
    element_name: 'shortText',
    element_title: 'Notaría',
    element_variable: ['notaria'],
  });

  return documentId;
}

// The lawyer, in the web app where they are signed in, opens what the add-in opened: it says
// which add-in asks for which permissions, and they approve it with a click.
async function approveInWebApp(url: string, client: string, code: string) {
  const link = new URL(url);
  expect(`${link.pathname}${link.search}`).toBe(`/app/conectar?codigo=${code}`);
  await lawyer.goto(`${link.pathname}${link.search}`);
  await expect(
    lawyer.getByText(`«${client}» quiere conectarse a tu cuenta de Minuta.`),
  ).toBeVisible();
  await expect(lawyer.getByText(code)).toBeVisible();
  const permissions = lawyer.getByRole('list').filter({ hasText: 'Ver tus espacios de trabajo' });
  await expect(permissions.getByRole('listitem')).toHaveText([
    'Ver tus espacios de trabajo, documentos y sus preguntas',
    'Leer las plantillas de Word de tus documentos',
    'Subir o reemplazar la plantilla de Word de un documento',
    'Generar documentos con respuestas de prueba',
  ]);
  await lawyer.getByRole('button', { name: 'Aprobar la conexión' }).click();
  await expect(lawyer.getByText(/Conexión aprobada\. Vuelve al complemento/)).toBeVisible();
}

// The task pane in `host` against the real server: connect by code approved by the lawyer signed
// in on the web, insert a variable, a condition and a repeat, review planted faults, upload the
// document and generate the right text from it.
async function markUpReviewUploadAndTry(
  browser: Browser,
  appUrl: string,
  host: Host,
  name: string,
) {
  const documentId = await createInterview(`Sucesiones ${name}`, name);
  // The add-in: its own browser context, as neither host's pane has a Minuta session.
  const paneContext = await browser.newContext({ viewport: { width: 320, height: 900 } });
  const pane = await paneContext.newPage();
  await host.open(pane, appUrl, [
    'Comparece  ante el notario.',
    'Su cónyuge sobreviviente.',
    'Heredero: .',
    'Cierre {inexistente} y {fecha | mayúsculas}. {#herederos}',
  ]);

  await pane.getByRole('button', { name: 'Conectar con Minuta' }).click();
  const code = (await pane.getByTestId('user-code').textContent()) ?? '';
  const url = await host.openApproval(pane, () =>
    pane.getByRole('button', { name: 'Abrir Minuta y aprobar' }).click(),
  );
  await approveInWebApp(url, host.client, code);
  await expect(pane.getByText(`(${account.email})`)).toBeVisible({ timeout: 20_000 });

  await pane.getByLabel('Espacio de trabajo').selectOption({ label: `Sucesiones ${name}` });
  await pane.getByLabel('Documento').selectOption({ label: name });
  // The questions by page with their type; the search keeps only those it matches.
  const datos = pane.getByRole('region', { name: 'Datos' });
  await expect(datos.locator('[data-question="fecha"]')).toContainText('Fecha · fecha');
  await pane.getByLabel('Buscar pregunta').fill('heredero');
  await expect(datos.locator('[data-question]')).toHaveCount(2);
  await expect(datos.locator('[data-question="causante"]')).toHaveCount(0);
  await pane.getByLabel('Buscar pregunta').fill('');
  await expect(datos.locator('[data-question="causante"]')).toBeVisible();
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
      'Cierre {inexistente} y {fecha | mayúsculas}. {#herederos}',
    ].join('\n'),
  );
  await pane.screenshot({
    path: `test-results/screens/addin-pane-${name}-insert.png`,
    fullPage: true,
  });

  // Revisar: every planted fault at once — a placeholder of no question, a format that does not
  // fit, a section never closed, a question never used —; a click selects its passage.
  await pane.getByRole('tab', { name: 'Revisar' }).click();
  await pane.getByRole('button', { name: 'Revisar plantilla' }).click();
  const problems = pane.getByRole('list', { name: 'Revisar' });
  await expect(problems).toContainText('{inexistente} no corresponde a ninguna pregunta');
  await expect(problems).toContainText('no sirve para la pregunta «Fecha de fallecimiento»');
  await expect(problems).toContainText('{#herederos}');
  await expect(problems).toContainText(
    'La pregunta «Notaría» ({notaria}) no se usa en la plantilla.',
  );
  await expect(problems.getByRole('listitem')).toHaveCount(4);
  await problems.getByRole('button', { name: /El marcador \{inexistente\}/ }).click();
  await expect.poll(() => inDocument(pane, (doc) => doc.selectedText())).toBe('{inexistente}');
  await problems.getByRole('button', { name: /La sección \{#herederos\} no está cerrada/ }).click();
  await expect.poll(() => inDocument(pane, (doc) => doc.selectedText())).toBe('{#herederos}');
  // The one left open, in the closing line, not the repeat inserted above.
  expect(await inDocument(pane, (doc) => doc.selectedParagraph())).toBe(7);
  await pane.screenshot({
    path: `test-results/screens/addin-pane-${name}-review.png`,
    fullPage: true,
  });

  // The lawyer deletes the faulty closing line, then uploads the document to Minuta.
  await inDocument(pane, (doc) => doc.body.paragraphs.pop());
  await pane.getByRole('tab', { name: 'Subir y probar' }).click();
  await pane.getByLabel('Nombre de la plantilla').fill('Declaración de herederos.docx');
  await pane.getByRole('button', { name: 'Subir a Minuta' }).click();
  await expect(
    pane.getByText('Minuta aceptó la plantilla «Declaración de herederos.docx».'),
  ).toBeVisible();
  await pane.getByRole('button', { name: 'Probar en Word (.docx)' }).click();
  await expect(pane.getByRole('button', { name: `Abrir ${name}.docx` })).toBeVisible();
  await pane.screenshot({
    path: `test-results/screens/addin-pane-${name}-upload.png`,
    fullPage: true,
  });

  // The uploaded template generates the right text for a client's answers.
  const { templates } = await api(lawyer, 'GET', `documents/getTemplatesDoc/${documentId}`);
  expect(templates).toHaveLength(1);
  const { files } = await api(lawyer, 'POST', 'storage/generateTemp', {
    template_path: templates[0].id,
    context: {
      causante: 'Rosa Elena Paz',
      estado_civil: 'soltero',
      herederos: [{ nombre: 'Ana Paz' }, { nombre: 'Luis Paz' }],
      fecha: '2026-03-02',
    },
    convert_to_pdf: false,
  });
  const docx = await lawyer.request.get(files[0].url);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.body()) });
  expect(value.split('\n').filter((line) => line.trim() !== '')).toEqual([
    'Comparece ROSA ELENA PAZ ante el notario.',
    'Heredero: Ana Paz.',
    'Heredero: Luis Paz.',
  ]);

  // Disconnecting forgets the token: the pane offers to connect again, and that token is revoked
  // (the lawyer's list no longer has it).
  const connected = async () =>
    ((await api(lawyer, 'GET', 'integrations/tokens')).tokens as { name: string }[]).filter(
      (token) => token.name === host.client,
    );
  expect(await connected()).toHaveLength(1);
  await pane.getByRole('button', { name: 'Desconectar' }).click();
  await expect(pane.getByRole('button', { name: 'Conectar con Minuta' })).toBeVisible();
  expect(await connected()).toEqual([]);
  await paneContext.close();
}

test('the Google Docs add-on: connect, mark up, review, upload and try a template', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await markUpReviewUploadAndTry(browser, baseURL ?? '', googleDocs, 'Declaración');
});

test('the Word add-in: connect, mark up, review, upload and try a template', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const appUrl = baseURL ?? '';
  await markUpReviewUploadAndTry(browser, appUrl, word, 'Posesión efectiva');

  // The web app explains installing both add-ins, and serves the manifest it links to.
  await lawyer.goto('/app/complementos');
  await expect(lawyer.getByRole('link', { name: 'Complemento de Word' }).first()).toBeVisible();
  await expect(
    lawyer.getByRole('heading', { name: 'Complementos para Word y Google Docs' }),
  ).toBeVisible();
  await expect(lawyer.getByText(`${appUrl}/addins/word/manifest.xml`)).toBeVisible();
  await lawyer.screenshot({ path: 'test-results/screens/addins-page.png', fullPage: true });
});
