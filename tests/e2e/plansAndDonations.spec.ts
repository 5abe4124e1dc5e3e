import { expect, type Page, test } from '@playwright/test';
import {
  logIn,
  newAccount,
  registerAndVerify,
  submitRegistration,
  verifyEmail,
} from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { waitForMailLink } from './support/outbox';

// The sandbox gateway's documented test cards (README, "Payments").
const approvedCard = '4200000000000000';
const declinedCard = '4000000000000002';

// Chooses a plan in the landing page's Precios section and registers; a paid plan continues on
// /payment.
async function registerWithPlan(page: Page, planLabel: string) {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page
    .getByRole('listitem', { name: planLabel })
    .getByRole('button', { name: `Elegir ${planLabel}` })
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await submitRegistration(page, account);
  await expect(page).toHaveURL(/\/payment$/);
  return account;
}

// Types a card on the sandbox gateway's hosted page (another origin path, a plain HTML form).
async function payOnGateway(page: Page, cardNumber: string, amount: string) {
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(cardNumber);
  await page.getByLabel('Titular de la tarjeta').fill('Ana Paredes');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: `Pagar ${amount}` }).click();
}

async function openSubscriptionTab(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Plan / })
    .click();
  await expect(page).toHaveURL(/\/app\/account\/Subscripci%C3%B3n$/);
}

test('a visitor chooses Corporativo, pays with the sandbox card, verifies and has the plan', async ({
  page,
}) => {
  const account = await registerWithPlan(page, 'Corporativo');
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('$78,00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar $78,00 con tarjeta' }).click();

  await payOnGateway(page, approvedCard, '$78,00');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('Pago aprobado. Tu plan Corporativo está activo.')).toBeVisible();
  await expect(page.getByText(/^Recibo R-\d{6}$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/payment-approved.png', fullPage: true });
  // The receipt is mailed too.
  const receiptNumber = await waitForMailLink(account.email, /Recibo: R-\d{6}/);

  await verifyEmail(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview$/);
  await expect(page.getByRole('navigation').getByText('Plan Corporativo')).toBeVisible();
  await openSubscriptionTab(page);
  await expect(page.getByTestId('plan-label')).toHaveText('Corporativo');
  await expect(page.getByTestId('card-summary')).toContainText('VISA terminada en 0000');
  await expect(page.getByText(/Se renueva el \d+ de \w+ de \d{4}\./)).toBeVisible();
  const receipt = page.getByRole('row', { name: receiptNumber.replace('Recibo: ', '') });
  await expect(receipt).toContainText('$78,00');
  await expect(receipt).toContainText('Pagado');
  await expect(page.getByText('0 de 30')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/subscription-tab.png', fullPage: true });
});

test('a declined card shows the reason and nothing is charged', async ({ page }) => {
  const account = await registerWithPlan(page, 'Inicial');
  await page.getByRole('button', { name: 'Pagar $25,00 con tarjeta' }).click();
  await payOnGateway(page, declinedCard, '$25,00');

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('El pago no se aprobó')).toBeVisible();
  await expect(
    page.getByText('El banco emisor rechazó el pago. Usa otra tarjeta o comunícate con tu banco.'),
  ).toBeVisible();
  await expect(page.getByText('No se hizo ningún cobro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Intentar con otra tarjeta' })).toBeVisible();

  await verifyEmail(page, account);
  await logIn(page, account);
  await expect(page.getByRole('navigation').getByText('Plan Explorador')).toBeVisible();
  await openSubscriptionTab(page);
  await expect(page.getByTestId('plan-label')).toHaveText('Explorador');
  await expect(page.getByTestId('card-summary')).toHaveText('No tienes una tarjeta registrada.');
  const attempt = page.getByRole('row', { name: /Suscripción · Inicial/ });
  await expect(attempt).toContainText('Rechazado');
  await expect(page.getByRole('cell', { name: 'Pagado' })).toHaveCount(0);
});

test('an administrator creates and expires donation codes; a user redeems one, not the other', async ({
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  await logInAsAdmin(adminPage);
  await adminPage.getByRole('link', { name: 'Administración' }).click();
  await expect(adminPage).toHaveURL(/\/app\/admin$/);
  const createCode = async (description: string) => {
    await adminPage.getByLabel('Descripción (quién lo recibe y por qué)').fill(description);
    await adminPage.getByLabel('Plan que otorga').selectOption({ label: 'Corporativo' });
    await adminPage.getByRole('button', { name: 'Crear código' }).click();
    await expect(adminPage.getByRole('cell', { name: description })).toBeVisible();
    return (await adminPage.getByTestId('new-donation-code').textContent()) ?? '';
  };
  const granted = await createCode('Fundación Justicia para todos');
  const withdrawn = await createCode('Clínica jurídica, convenio vencido');
  expect(granted).not.toEqual(withdrawn);
  await adminPage.getByRole('button', { name: `Vencer ${withdrawn}` }).click();
  await expect(adminPage.getByRole('row', { name: new RegExp(withdrawn) })).toContainText(
    'Vencido',
  );

  const page = await (await browser.newContext()).newPage();
  const account = newAccount();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await openSubscriptionTab(page);
  const codeField = page.getByRole('textbox', { name: 'Código de donación' });

  // The expired code is refused, and the person stays signed in.
  await codeField.fill(withdrawn);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Tu código no es valido')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account\/Subscripci%C3%B3n$/);
  await expect(page.getByTestId('plan-label')).toHaveText('Explorador');

  await codeField.fill(granted);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await page.getByRole('button', { name: 'Activar el plan Corporativo' }).click();
  await expect(page.getByTestId('plan-label')).toHaveText('Corporativo');
  await expect(page.getByText('Otorgado con un código de donación')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Plan Corporativo')).toBeVisible();

  await adminPage.reload();
  await expect(adminPage.getByRole('row', { name: new RegExp(granted) })).toContainText(
    `Canjeado por ${account.email}`,
  );
  // The audit log names the redemption in Spanish, with who did it and what it granted.
  await adminPage.getByRole('tab', { name: 'Auditoría' }).click();
  await adminPage.getByLabel('Evento').selectOption({ label: 'Código de donación canjeado' });
  await adminPage.getByRole('button', { name: 'Filtrar' }).click();
  const redemption = adminPage.getByRole('row', { name: /Código de donación canjeado/ }).first();
  await expect(redemption).toContainText(account.email);
  await expect(redemption).toContainText('Plan: corporativo');
  await expect(redemption).not.toContainText('{');
  // Not an administrator: the admin area is a page that does not exist.
  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/404$/);

  // The administrator finds that user in the Usuarios tab, disables and enables them again.
  await adminPage.getByRole('tab', { name: 'Usuarios' }).click();
  await adminPage.getByLabel('Buscar por correo, nombre o id').fill(account.email);
  await adminPage.getByRole('button', { name: 'Buscar', exact: true }).click();
  const userRow = adminPage.getByRole('row', { name: new RegExp(account.email) });
  await expect(userRow).toContainText('Activo');
  await adminPage.getByRole('button', { name: `Desactivar ${account.email}` }).click();
  await expect(userRow).toContainText('Desactivado');
  await adminPage.getByRole('button', { name: `Activar ${account.email}` }).click();
  await expect(userRow).toContainText('Activo');
  await expect(userRow).not.toContainText('Desactivado');
  // On a phone the same list reads as cards: each value under its column's name, and the row's
  // button on screen rather than behind a sideways scroll.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const toggle = adminPage.getByRole('button', { name: `Desactivar ${account.email}` });
  // Within the phone's width, and the list not wider than its card (no sideways scroll there).
  const box = await toggle.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  const table = adminPage.getByRole('table');
  expect(
    await table.evaluate((element) => {
      const frame = element.parentElement as HTMLElement;
      return frame.scrollWidth - frame.clientWidth;
    }),
  ).toBe(0);
  // The column's name is written above the value, and read with it.
  const emailCell = userRow.getByRole('cell', { name: `Correo ${account.email}`, exact: true });
  expect(await emailCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"Correo"',
  );
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // Background jobs: none has failed on this fresh server.
  await adminPage.getByRole('tab', { name: 'Trabajos fallidos' }).click();
  await expect(adminPage.getByText('No hay trabajos fallidos.')).toBeVisible();
});
