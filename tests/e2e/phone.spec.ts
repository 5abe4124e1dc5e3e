import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { api, serveFirmSite, signedInLawyer } from './support/lawyer';

// Guests answer on phones: the guest page and the embed at 390×844 (a mobile viewport, touch),
// on a long page of 86 questions of every type and on a long repeating list. Nothing may be
// wider than the phone (a guest must never scroll sideways or see the page zoomed out); every
// control is a finger's size with 16 px text and the keyboard its answer needs; the on-screen
// keyboard hides neither the field typed in nor "Siguiente". A screenshot of each is kept to look
// at (test-results/…/*.png).

const phone = { width: 390, height: 844 };
// The machine running these tests may be busy (a phone's page draws a long page in steps): a
// screen is awaited until it shows, within the test's own time limit, not for a short fixed time.
const untilShown = { timeout: 90_000 };
const longPageQuestions = 86;
const listRows = 24;

async function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

// The kinds of question a long contract interview mixes, in turn.
const kinds = [
  ['shortText', 'Nombre completo del comprador, tal como consta en su documento de identidad'],
  ['number', 'Número de parqueaderos incluidos en la venta'],
  ['currency', 'Precio pactado por el inmueble'],
  ['date', 'Fecha de inscripción del título anterior en el Registro de la Propiedad'],
  ['email', 'Correo electrónico para notificaciones'],
  ['phone', 'Teléfono celular de contacto'],
  ['idNumber', 'Cédula o RUC del vendedor'],
  ['singleChoice', 'Estado civil del vendedor'],
  ['dropdown', 'Provincia donde está el inmueble'],
  ['multipleChoice', 'Servicios básicos con los que cuenta el inmueble'],
  ['yesNo', '¿El inmueble tiene gravámenes o prohibiciones de enajenar?'],
  ['longText', 'Linderos y dimensiones del inmueble según la escritura'],
] as const;
const options = ['Soltero o soltera', 'Casado o casada con separación de bienes', 'Viudo o viuda'];

// One page of 86 questions (none required, so the guest can go on) and a page with a
// repeating list of heirs; published, with a personal link. Answers the link's address.
async function longInterview(page: Page, allowedOrigin?: string) {
  const { workspace } = await api(page, 'POST', 'documents/createWork', {
    workspace_name: 'Compraventas',
  });
  const created = await api(page, 'POST', 'documents/createDoc', {
    workspace_id: workspace.id,
    document_name: 'Promesa de compraventa',
  });
  const documentId = created.document.id as string;
  let version = created.version as number;
  const write = async (path: string, body: Record<string, unknown>) => {
    const answer = await api(page, 'POST', `documents/${path}`, { ...body, version });
    version = answer.version;
    return answer;
  };
  const { page: details } = await write('createPage', {
    document_id: documentId,
    page_name: 'Datos de la compraventa',
  });
  for (let index = 0; index < longPageQuestions; index++) {
    const [kind, title] = kinds[index % kinds.length] as (typeof kinds)[number];
    const { element } = await write('createElement', {
      page_id: details.id,
      element_name: kind,
      element_title: `${index + 1}. ${title}`,
      element_variable: [`p${index + 1}`],
    });
    if (kind === 'singleChoice' || kind === 'dropdown' || kind === 'multipleChoice')
      for (const [position, option] of options.entries())
        await write('createItem', {
          element_id: element.id,
          item_name: 'option',
          item_title: option,
          item_value: [`o${position + 1}`],
        });
  }
  const { page: heirsPage } = await write('createPage', {
    document_id: documentId,
    page_name: 'Herederos',
  });
  const { element: heirs } = await write('createElement', {
    page_id: heirsPage.id,
    element_name: 'repeatingList',
    element_title: 'Herederos',
    element_variable: ['herederos'],
  });
  for (const [kind, title, variable] of [
    ['shortText', 'Nombre completo', 'nombre'],
    ['idNumber', 'Cédula', 'cedula'],
    ['date', 'Fecha de nacimiento', 'nacimiento'],
    ['number', 'Porcentaje de la herencia', 'porcentaje'],
  ])
    await write('createItem', {
      element_id: heirs.id,
      item_name: kind,
      item_title: title,
      item_variable: [variable],
    });
  await api(page, 'POST', 'documents/publishDoc', { document_id: documentId, version });
  const { link } = await api(page, 'POST', 'documents/createShareLink', {
    document_id: documentId,
    label: allowedOrigin ? 'Sitio web del estudio' : 'Familia Andrade',
    ...(allowedOrigin && { mode: 'public', allowed_origins: [allowedOrigin] }),
  });
  return link as { url: string; userName: string; accessData: string };
}

// The document is no wider than the phone, and the browser did not zoom out to fit it.
async function expectPhoneWidth(page: Page) {
  const layout = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    scale: window.visualViewport?.scale ?? 1,
  }));
  expect(layout).toEqual({ documentWidth: phone.width, innerWidth: phone.width, scale: 1 });
}

// Every question of the long page is in the document (the player draws long pages in steps).
async function expectLongPageDrawn(scope: Page | Locator) {
  await expect(scope.locator(`[data-field="p${longPageQuestions}"]`)).toBeAttached(untilShown);
  await expect(scope.locator('[data-field^="p"]')).toHaveCount(longPageQuestions, untilShown);
}

// Every control in view is a finger's target (44 × 44 px at least: a radio or checkbox through
// its label), and every field's text is 16 px (smaller makes the phone zoom in on focus).
async function expectTouchFriendly(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} «${(element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '').trim().slice(0, 30)}»`;
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, label:has(> input[type="radio"]), label:has(> input[type="checkbox"])',
    );
    for (const element of controls) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const kind = (element as HTMLInputElement).type;
      if (element.tagName === 'INPUT' && (kind === 'radio' || kind === 'checkbox')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.height < 44 || box.width < 44)
        found.push(`${nameOf(element)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
        const size = getComputedStyle(element).fontSize;
        if (size !== '16px') found.push(`${nameOf(element)}: ${size} text`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function screenshot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('a long page and a long list fit a phone’s width on the guest page', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await signedInLawyer(page);
  const link = await longInterview(page);
  // The heirs, as a guest typed them on an earlier visit (saved answers are resumed).
  const guestCall = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    page.request.fetch(`/api/v1/documents/${path}`, {
      method,
      headers: { authorization: `Guest ${link.accessData}` },
      ...(body === undefined ? {} : { data: body }),
    });
  const opened = await guestCall(
    'GET',
    `getMasterGuestUser?${new URLSearchParams({ userName: link.userName, accessData: link.accessData })}`,
  );
  expect(opened.status()).toBe(200);
  const herederos = Array.from({ length: listRows }, (_, row) => ({
    nombre: `Heredera número ${row + 1} de la sucesión Andrade Villavicencio`,
    cedula: '1710034065',
    porcentaje: 4,
  }));
  const saved = await guestCall('POST', 'saveGuestAnswers', {
    answers: { p1: 'María José Andrade Villavicencio', herederos },
    sequence: 1,
    version: (await opened.json()).version.number,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const context = await phoneContext(browser);
  const guest = await context.newPage();
  await guest.goto(link.url);
  await expect(guest.getByRole('heading', { level: 2 })).toHaveText(
    'Datos de la compraventa',
    untilShown,
  );
  await expectLongPageDrawn(guest);
  await expectPhoneWidth(guest);
  await expectTouchFriendly(guest);
  await screenshot(guest, 'long-page-top');
  // Each answer gets the keyboard it needs.
  const control = (question: number, selector = 'input') =>
    guest.locator(`[data-field="p${question}"] ${selector}`).first();
  await expect(control(2)).toHaveAttribute('inputmode', 'decimal');
  await expect(control(3)).toHaveAttribute('inputmode', 'decimal');
  await expect(control(4)).toHaveAttribute('inputmode', 'numeric');
  await expect(control(5)).toHaveAttribute('type', 'email');
  await expect(control(5)).toHaveAttribute('autocomplete', 'email');
  await expect(control(6)).toHaveAttribute('type', 'tel');
  await expect(control(6)).toHaveAttribute('autocomplete', 'tel');
  await expect(control(7)).toHaveAttribute('inputmode', 'text');
  await expect(control(7)).toHaveAttribute('autocomplete', 'off');
  // The on-screen keyboard takes half the screen (the page resizes with it:
  // interactive-widget=resizes-content): a field reached below keeps room under it for the next
  // one, and "Siguiente" comes into view after the last field.
  await guest.evaluate(() => window.scrollTo(0, 0));
  await guest.setViewportSize({ width: phone.width, height: 444 });
  await control(13).focus();
  const reached = await control(13).boundingBox();
  expect(reached?.y).toBeGreaterThanOrEqual(0);
  expect((reached?.y ?? 0) + (reached?.height ?? 0)).toBeLessThanOrEqual(444 - 64);
  // The last question is a number.
  await control(longPageQuestions).focus();
  await guest.keyboard.press('Tab');
  await expect(guest.getByRole('button', { name: 'Siguiente' })).toBeFocused();
  await expect(guest.getByRole('button', { name: 'Siguiente' })).toBeInViewport({ ratio: 1 });
  await screenshot(guest, 'keyboard-open');
  await guest.setViewportSize(phone);
  // Halfway down, where the blocks out of sight are laid out only when scrolled to.
  await guest.locator(`[data-field="p${longPageQuestions / 2}"]`).scrollIntoViewIfNeeded();
  await expectPhoneWidth(guest);
  await screenshot(guest, 'long-page-middle');

  await guest.getByRole('button', { name: 'Siguiente' }).click();
  await expect(guest.getByRole('heading', { level: 2 })).toHaveText('Herederos', untilShown);
  await expect(guest.getByRole('region', { name: `Herederos ${listRows}` })).toBeAttached(
    untilShown,
  );
  await expect(
    guest.getByRole('textbox', { name: /^Nombre completo/ }).nth(listRows - 1),
  ).toHaveValue(`Heredera número ${listRows} de la sucesión Andrade Villavicencio`);
  await expectPhoneWidth(guest);
  await expectTouchFriendly(guest);
  await screenshot(guest, 'long-list-top');
  await guest.getByRole('region', { name: `Herederos ${listRows / 2}` }).scrollIntoViewIfNeeded();
  await expectPhoneWidth(guest);
  await screenshot(guest, 'long-list-middle');

  await guest.getByRole('button', { name: 'Revisar respuestas' }).click();
  await expect(guest.getByRole('heading', { level: 2 })).toHaveText(
    'Revisa tus respuestas',
    untilShown,
  );
  await expectPhoneWidth(guest);
  await expectTouchFriendly(guest);
  await screenshot(guest, 'review');
  await context.close();
});

test('the embed on a firm’s phone page keeps a long page within the phone’s width', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  let snippet = '';
  const site = await serveFirmSite(
    () => `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Estudio Andrade</title>
<style>body { font-family: Georgia, serif; margin: 1rem; }</style></head>
<body><h1>Promesa de compraventa</h1>${snippet}</body></html>`,
  );
  try {
    await signedInLawyer(page);
    const link = await longInterview(page, site.origin);
    snippet = `<script src="${new URL(link.url).origin}/embed.js" async></script>
<minuta-interview link="${link.url}"></minuta-interview>`;

    const context = await phoneContext(browser);
    const firm = await context.newPage();
    await firm.goto(site.origin);
    const embed = firm.locator('minuta-interview');
    await expect(embed.getByRole('heading', { level: 2 })).toHaveText(
      'Datos de la compraventa',
      untilShown,
    );
    await expectLongPageDrawn(embed);
    await expectPhoneWidth(firm);
    await screenshot(firm, 'embed-long-page');

    await embed.getByRole('button', { name: 'Siguiente' }).click();
    await expect(embed.getByRole('heading', { level: 2 })).toHaveText('Herederos', untilShown);
    const add = embed.getByRole('button', { name: 'Agregar a «Herederos»' });
    for (let row = 1; row <= 6; row++) {
      await add.click();
      await expect(embed.getByRole('region', { name: `Herederos ${row}` })).toBeAttached(
        untilShown,
      );
    }
    await expectPhoneWidth(firm);
    await screenshot(firm, 'embed-list');
    await context.close();
  } finally {
    site.server.close();
  }
});
