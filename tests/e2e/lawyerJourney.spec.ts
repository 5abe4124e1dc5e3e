import { expect, test } from '@playwright/test';
import { addQuestion, addRule, card, nameQuestion, questionTitles, saved } from './support/builder';
import { createDocument } from './support/createDocument';
import { api, signedInLawyer } from './support/lawyer';

// The journey a new lawyer tripped on, end to end: an interview whose conditions read a text, a
// date and an identification answer, with a repeating list, built in the builder, published, and
// answered by a guest who sees each conditional question appear and the list's fields in the
// builder's order.

test('a lawyer builds conditions on a text, a date and an id number; a guest answers them', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await signedInLawyer(page);
  const { documentId, write } = await createDocument(
    page,
    'Arrendamientos',
    'Arrendamiento de local',
  );
  await write('createPage', { document_id: documentId, page_name: 'El arrendatario' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/users/editor/${documentId}`);

  await addQuestion(page, 'Texto corto', 'Nombre del arrendatario');
  await addQuestion(page, 'Número de identificación', 'Cédula o RUC del arrendatario');
  await addQuestion(page, 'Fecha', 'Fecha de inicio');
  await addQuestion(page, 'Moneda', 'Canon mensual');
  await addQuestion(page, 'Lista repetible', 'Ocupantes del local');
  const list = card(page, 'Ocupantes del local');
  const fields = list.getByRole('region', { name: 'Preguntas dentro' });
  const firstField = fields.getByRole('article', { name: 'Ingresa aquí tu pregunta' });
  if (!(await firstField.getByLabel('Pregunta', { exact: true }).count())) {
    await firstField.getByRole('button', { expanded: false }).click();
  }
  await nameQuestion(
    page,
    firstField.getByLabel('Pregunta', { exact: true }),
    'Nombre del ocupante',
  );
  await fields.getByRole('button', { name: 'Agregar pregunta dentro' }).click();
  await page.getByRole('menuitem', { name: 'Número de identificación', exact: true }).click();
  const secondField = fields.getByRole('article', { name: 'Ingresa aquí tu pregunta' });
  if (!(await secondField.getByLabel('Pregunta', { exact: true }).count())) {
    await secondField.getByRole('button', { expanded: false }).click();
  }
  await nameQuestion(
    page,
    secondField.getByLabel('Pregunta', { exact: true }),
    'Cédula del ocupante',
  );
  await expect(fields.getByRole('article', { name: 'Cédula del ocupante' })).toBeVisible();
  await saved(page);

  // One question shown by each kind of typed answer.
  await addQuestion(page, 'Texto corto', 'Nombre comercial');
  await addRule(page, 'Nombre comercial', {
    question: 'Nombre del arrendatario (nombre_arrendatario)',
    operator: 'contiene',
    value: 'S.A.',
  });
  await addQuestion(page, 'Texto largo', 'Datos del representante legal');
  await addRule(page, 'Datos del representante legal', {
    question: 'Cédula o RUC del arrendatario (cedula_ruc_arrendatario)',
    operator: 'igual',
    value: '1790011674001',
  });
  await addQuestion(page, 'Fecha', 'Fecha de la primera revisión del canon');
  await addRule(page, 'Fecha de la primera revisión del canon', {
    question: 'Fecha de inicio (fecha_inicio)',
    operator: 'mayor que',
    value: '2026-12-31',
  });
  await expect(
    page.getByText('Sin observaciones: la entrevista está lista para probarse.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/journey-builder.png', fullPage: true });

  // The draft in the preview, as a phone shows it: a 390 px frame holding the whole player.
  await page.getByRole('link', { name: 'Vista previa' }).click();
  await expect(page.getByRole('heading', { name: 'Arrendamiento de local' })).toBeVisible();
  const phoneToggle = page.getByRole('button', { name: 'Vista de teléfono' });
  await expect(phoneToggle).toHaveAttribute('aria-pressed', 'false');
  await phoneToggle.click();
  await expect(phoneToggle).toHaveAttribute('aria-pressed', 'true');
  // The frame is a 390 × 844 viewport of its own, so the player meets a phone's breakpoints and
  // root font size, not the desktop's: all 390 px are the page's, and no field is wider.
  const frameElement = page.getByTitle('Vista de teléfono (390 × 844)');
  expect((await frameElement.boundingBox())?.width).toBe(390);
  const phone = page.frameLocator('iframe[title="Vista de teléfono (390 × 844)"]');
  await expect(phone.getByRole('heading', { name: 'Arrendamiento de local' })).toBeVisible();
  // Bare inside the frame: a phone has no top bar or side menu.
  await expect(phone.getByRole('link', { name: 'Volver al editor' })).toHaveCount(0);
  expect(await phone.locator('html').evaluate(() => window.innerWidth)).toBe(390);
  expect(await phone.locator('html').evaluate((html) => html.clientWidth)).toBe(390);
  const phoneName = phone.getByLabel(/^Nombre del arrendatario/);
  expect((await phoneName.boundingBox())?.width ?? 0).toBeLessThan(390);
  // Answers typed in the phone are the preview's answers: they are there when it closes.
  const phoneSaved = page.waitForResponse(
    (response) => response.url().endsWith('/documents/updateDoc') && response.ok(),
  );
  await phoneName.fill('Inversiones Cotopaxi S.A.');
  await phoneName.press('Tab');
  await phoneSaved;
  await page.screenshot({ path: 'test-results/screens/journey-preview-phone.png' });
  await phoneToggle.click();
  await expect(page.getByLabel(/^Nombre del arrendatario/)).toHaveValue(
    'Inversiones Cotopaxi S.A.',
  );
  await page.getByRole('link', { name: 'Volver al editor' }).click();
  await expect(card(page, 'Nombre comercial')).toBeVisible();

  // Published and shared.
  await page.getByRole('button', { name: 'Publicar y compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar y compartir' });
  await dialog.getByRole('button', { name: 'Publicar versión nueva' }).click();
  await expect(dialog.getByText('Versión 1 publicada.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enlaces' }).click();
  await dialog.getByLabel('Para quién es').fill('Comercial Andina');
  await dialog.getByRole('button', { name: 'Crear enlace' }).click();
  const address = dialog.getByLabel('Dirección del enlace para Comercial Andina');
  await expect(address).toHaveValue(/\/questionary\/[^/]+\/[\w-]+$/);
  const url = await address.inputValue();

  // The guest, on a phone, without an account.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(url);
  await expect(guest.getByRole('heading', { name: 'Arrendamiento de local' })).toBeVisible();
  expect(await guest.evaluate(() => localStorage.getItem('userPlan'))).toBe('explorador');
  const conditional = [
    'Nombre comercial',
    'Datos del representante legal',
    'Fecha de la primera revisión del canon',
  ];
  for (const label of conditional) await expect(guest.getByText(label)).toHaveCount(0);

  await guest.getByLabel(/^Nombre del arrendatario/).fill('Comercial Andina S.A.');
  await expect(guest.getByLabel(/^Nombre comercial/)).toBeVisible();
  await guest.getByLabel(/^Cédula o RUC del arrendatario/).fill('1790011674001');
  await expect(guest.getByLabel(/^Datos del representante legal/)).toBeVisible();
  const start = guest.getByRole('group', { name: /Fecha de inicio/ });
  await start.getByRole('textbox', { name: 'Día' }).fill('1');
  await start.getByRole('combobox', { name: 'Mes' }).selectOption({ label: 'marzo' });
  await start.getByRole('textbox', { name: 'Año' }).fill('2027');
  await expect(guest.getByRole('group', { name: /Fecha de la primera revisión/ })).toBeVisible();

  // Money keeps its two decimals once the field is left (it read "850,5").
  const canon = guest.getByLabel(/^Canon mensual/);
  await canon.fill('850,50');
  await canon.press('Tab');
  await expect(canon).toHaveValue('850,50');

  // The list's fields in the builder's order: the occupant's name, then the id number.
  await guest.getByRole('button', { name: 'Agregar a «Ocupantes del local»' }).click();
  const name = guest.getByLabel(/^Nombre del ocupante/);
  const id = guest.getByLabel(/^Cédula del ocupante/);
  await expect(name).toBeVisible();
  const nameFirst = await name.evaluate(
    (node, other) =>
      Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await id.elementHandle(),
  );
  expect(nameFirst, 'the name comes before the id number, as in the builder').toBe(true);
  await guest.getByLabel(/^Nombre del ocupante/).fill('Luis Mora');
  await guest.getByLabel(/^Cédula del ocupante/).fill('1710034065');
  await guest.getByLabel(/^Nombre comercial/).fill('Café Andino');
  await guest.screenshot({ path: 'test-results/screens/journey-guest.png', fullPage: true });

  await guest.getByRole('button', { name: 'Revisar respuestas' }).click();
  await expect(guest.getByText('Café Andino')).toBeVisible();
  await expect(guest.getByText(/850,50/)).toBeVisible();
  await guest.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(guest).toHaveURL(new RegExp(`/resultado/${documentId}$`));
  await context.close();

  // The interview moved as one file: exported from the editor, imported as a new document of
  // another workspace, with the same questions in the same order and its conditions.
  await page.goto(`/app/users/editor/${documentId}`);
  await expect(card(page, 'Nombre comercial')).toBeVisible();
  const titles = await questionTitles(page);
  expect(titles).toHaveLength(8);
  await page.getByRole('button', { name: 'Ajustes del documento' }).click();
  // A document made through the API has no status: the select says so rather than go blank.
  const status = page.getByRole('dialog').getByLabel('Estado');
  expect(
    await status.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
  ).toBe('Sin estado');
  await page.screenshot({ path: 'test-results/screens/journey-export.png' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar archivo (.json)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Arrendamiento de local.minuta.json');
  const exportedFile = test.info().outputPath('arrendamiento.minuta.json');
  await download.saveAs(exportedFile);
  await page.keyboard.press('Escape');
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Otra oficina',
  });
  await page.goto(`/app/users/create-document/${workspace.id}`);
  await expect(page.getByText('Ningún archivo elegido.')).toBeVisible();
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo (.json)' }).click();
  await (await choosing).setFiles(exportedFile);
  await expect(page.getByText('Archivo elegido: arrendamiento.minuta.json')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/journey-import.png' });
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page).toHaveURL(/\/app\/users\/editor\/[\w-]+$/);
  expect(page.url()).not.toContain(documentId);
  await expect(card(page, 'Nombre comercial')).toBeVisible();
  expect(await questionTitles(page)).toEqual(titles);
  await expect(card(page, 'Nombre comercial').getByText('Condición')).toBeVisible();
});
