import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './support/accounts';
import { addQuestion, card, questionTitles, saved } from './support/builder';

// The visual builder end to end: a lawyer builds a conditional interview with the mouse and the
// keyboard, reloads, undoes, and a second tab's stale edit is refused without losing anything.

async function dragByMouse(page: Page, handle: Locator, target: Locator, offsetY = 4) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + offsetY, { steps: 20 });
  await page.mouse.up();
}

test('a lawyer builds a conditional interview by mouse and keyboard, and it survives a reload', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await registerAndVerify(page, account);
  await logIn(page, account);

  await page.getByRole('link', { name: 'Nuevo workspace' }).first().click();
  await page.getByLabel('Nombre del workspace').fill('Contratos civiles');
  await page.getByRole('button', { name: 'Crear' }).click();
  await page.getByRole('link', { name: 'Nuevo documento' }).click();
  await page.getByLabel('Nombre del documento').fill('Contrato de arrendamiento');
  await page.getByRole('button', { name: 'Crear y editar la entrevista' }).click();
  await expect(page).toHaveURL(/\/app\/users\/editor\/[\w-]+$/);
  const editorUrl = page.url();

  await addQuestion(page, 'Texto corto', 'Nombre del arrendatario');
  await addQuestion(page, 'Opción única', 'Tipo de inmueble');
  const tipo = card(page, 'Tipo de inmueble');
  await tipo.getByLabel('Texto de la opción').nth(0).fill('Casa');
  await tipo.getByLabel('Texto de la opción').nth(1).fill('Local comercial');
  await tipo.getByLabel('Texto de la opción').nth(1).blur();
  await addQuestion(page, 'Número', 'Canon mensual');
  await addQuestion(page, 'Sí / No', '¿Se arrienda amoblado?');
  await addQuestion(page, 'Lista desplegable', 'Ciudad');
  await addQuestion(page, 'Fecha', 'Fecha de inicio');
  await saved(page);
  expect(await questionTitles(page)).toEqual([
    'Nombre del arrendatario',
    'Tipo de inmueble',
    'Canon mensual',
    '¿Se arrienda amoblado?',
    'Ciudad',
    'Fecha de inicio',
  ]);

  await page.getByRole('button', { name: 'Agregar página' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Páginas' }).getByText('Página 2'),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Páginas' })
    .getByRole('button', { name: /1\. Página 1/ })
    .click();

  // Fold every card so the list is short and the drags are clear.
  for (const title of await questionTitles(page)) {
    const toggle = card(page, title).getByRole('button', { expanded: true });
    if (await toggle.count()) await toggle.first().click();
  }

  // By mouse: "Canon mensual" to the top.
  await dragByMouse(
    page,
    page.getByRole('button', { name: 'Mover la pregunta Canon mensual' }),
    card(page, 'Nombre del arrendatario'),
  );
  await saved(page);
  expect((await questionTitles(page))[0]).toBe('Canon mensual');

  // By keyboard: "Fecha de inicio" one place up.
  // Each key waits for what a screen reader would say, as a person listening would.
  const announced = (message: string | RegExp) =>
    expect(page.getByRole('status').filter({ hasText: message })).toBeAttached();
  await page.getByRole('button', { name: 'Mover la pregunta Fecha de inicio' }).focus();
  await page.keyboard.press('Space');
  // "Tomaste…" is at once followed by where it is, over its own place, once the places are
  // measured. dnd-kit's keyboard sensor starts listening for the arrows one timer turn after
  // the pick-up, and Chromium runs input before timers: the next key waits for that turn, as
  // any person's pause does (without it the arrow was lost about once in eight runs).
  await announced('Fecha de inicio está sobre la posición 6 de 6.');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await announced('Fecha de inicio está sobre la posición 5 de 6.');
  await page.keyboard.press('Space');
  await announced('Soltaste Fecha de inicio en la posición 5 de 6.');
  await saved(page);
  expect((await questionTitles(page)).slice(-2)).toEqual(['Fecha de inicio', 'Ciudad']);

  // By mouse onto the other page in the list: "Ciudad" goes to page 2.
  await dragByMouse(
    page,
    page.getByRole('button', { name: 'Mover la pregunta Ciudad' }),
    page.getByRole('button', { name: /2\. Página 2/ }),
    12,
  );
  await saved(page);
  expect(await questionTitles(page)).not.toContain('Ciudad');

  // A condition: the lint panel flags the empty condition, then clears.
  const amoblado = card(page, '¿Se arrienda amoblado?');
  await amoblado.getByRole('button', { expanded: false }).click();
  await amoblado.getByRole('switch', { name: 'Mostrar solo si se cumple una condición' }).click();
  const lint = page.getByRole('region', { name: /Revisión/ });
  await expect(
    page.getByText(
      'La condición está activada pero no tiene ninguna regla: agrega una o desactívala.',
    ),
  ).toBeVisible();
  await amoblado.getByRole('button', { name: 'Agregar regla' }).click();
  await amoblado
    .getByLabel('Pregunta', { exact: true })
    .last()
    .selectOption({ label: 'Tipo de inmueble (tipo_inmueble)' });
  await amoblado.getByLabel('Valor').selectOption({ label: 'Casa' });
  await expect(
    page.getByText('Sin observaciones: la entrevista está lista para probarse.'),
  ).toBeVisible();
  void lint;
  await saved(page);
  const order = await questionTitles(page);

  await page.reload();
  await expect(card(page, 'Canon mensual')).toBeVisible();
  expect(await questionTitles(page)).toEqual(order);
  await page.getByRole('button', { name: /2\. Página 2/ }).click();
  expect(await questionTitles(page)).toEqual(['Ciudad']);
  await page.getByRole('button', { name: /1\. Página 1/ }).click();
  await card(page, '¿Se arrienda amoblado?').getByRole('button', { expanded: false }).click();
  await expect(card(page, '¿Se arrienda amoblado?').getByLabel('Valor')).toHaveValue('Casa');
  await page.screenshot({ path: 'test-results/screens/builder.png' });

  // Undo: a deleted question comes back, and stays back after a reload.
  await card(page, 'Nombre del arrendatario')
    .getByRole('button', { name: 'Eliminar pregunta' })
    .click();
  await expect(card(page, 'Nombre del arrendatario')).toHaveCount(0);
  await saved(page);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(card(page, 'Nombre del arrendatario')).toBeVisible();
  await saved(page);
  await page.reload();
  await expect(card(page, 'Nombre del arrendatario')).toBeVisible();

  // A second browser context (the same lawyer's other window, signed in with the same session)
  // holds a stale copy: its edit is refused with a message; the first window's edit stands.
  const secondContext = await browser.newContext({ storageState: await context.storageState() });
  const second = await secondContext.newPage();
  await second.goto(editorUrl);
  await expect(card(second, 'Canon mensual')).toBeVisible();
  await page.getByLabel('Nombre de la página').fill('Datos del contrato');
  await page.getByLabel('Nombre de la página').blur();
  await saved(page);
  await second.getByLabel('Nombre de la página').fill('Otro nombre');
  await second.getByLabel('Nombre de la página').blur();
  await expect(
    second.getByText(
      'Otra pestaña o persona cambió este documento. Recarga para ver los últimos cambios.',
    ),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Recargar' }).click();
  await expect(second.getByLabel('Nombre de la página')).toHaveValue('Datos del contrato');
  await page.reload();
  await expect(page.getByLabel('Nombre de la página')).toHaveValue('Datos del contrato');
  await secondContext.close();
});
