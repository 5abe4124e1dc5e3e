import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

export interface E2eAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newAccount(): E2eAccount {
  const id = randomBytes(4).toString('hex');
  return {
    email: `ana.${id}@estudio-e2e.ec`,
    password: `Clave-segura-${id}`,
    firstName: 'Ana',
    lastName: 'Paredes',
  };
}

// Registers through the form and opens the verification link from the outbox.
export async function registerAndVerify(page: Page, account: E2eAccount): Promise<void> {
  await page.goto('/register');
  await submitRegistration(page, account);
  await expect(page.getByText('Te enviamos un correo para confirmar tu cuenta')).toBeVisible();
  await verifyEmail(page, account);
}

// Fills and sends the registration form already open on the page.
export async function submitRegistration(page: Page, account: E2eAccount): Promise<void> {
  await page.getByLabel('Nombres').fill(account.firstName);
  await page.getByLabel('Apellidos').fill(account.lastName);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Repite la contraseña').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

// Opens the confirmation link mailed to the account.
export async function verifyEmail(page: Page, account: E2eAccount): Promise<void> {
  const link = await waitForMailLink(account.email, /https?:\/\/\S+\/validation\?token=[\w-]+/);
  await page.goto(link);
  await expect(page.getByText(`Listo: confirmamos ${account.email}`)).toBeVisible();
}

export async function logIn(
  page: Page,
  account: Pick<E2eAccount, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
