import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { logIn, newAccount, registerAndVerify } from './accounts';

// What the guest journeys need from the lawyer's side: an account signed in, API calls with its
// session, and a law firm's own site on another origin to embed an interview in.

// One API call with the session of the lawyer signed in on `page`; answers the parsed body.
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

// A new lawyer, registered through the forms, confirmed from the outbox, and signed in.
export async function signedInLawyer(page: Page) {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await registerAndVerify(page, account);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/app\/users\/overview/);
  return account;
}

// A law firm's own site on another port: the HTML `html()` answers, for every path.
export async function serveFirmSite(
  html: () => string,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}
