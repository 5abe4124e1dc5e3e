import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { type TestApi, tokenFromLink } from './startTestApi';

interface InjectOptions {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * The part of TestApi the API helpers use (`app.inject`, `post`, `get`, `createUser`,
 * `signIn`), carried over real HTTP to a server running in another process, so the same helpers
 * build data on a server a test then stops, kills or restores. Anything else throws.
 */
export function remoteTestApi(baseUrl: string, dataDir: string): TestApi {
  const inject = async (options: InjectOptions) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined;
    if (Buffer.isBuffer(options.payload) || typeof options.payload === 'string') {
      body = options.payload as BodyInit;
    } else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method,
      headers,
      body,
    });
    return toInjectResponse(response);
  };
  const request = (method: string, url: string, payload?: unknown, token?: string | null) =>
    inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const api = {
    app: { inject },
    post: (url: string, body?: unknown, token?: string | null) => request('POST', url, body, token),
    get: (url: string, token?: string | null) => request('GET', url, undefined, token),
    dataDir,
    // A creator as a person becomes one: registration, then the link of the confirmation mail.
    async createUser() {
      const email = `${randomBytes(6).toString('hex')}@despacho.test`;
      const password = `clave-${randomBytes(6).toString('hex')}`;
      const registered = await retryNotServed(() =>
        request('POST', '/api/v1/users', {
          email,
          password,
          firstName: 'Lucía',
          lastName: 'Fernández',
        }),
      );
      if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
      const link = await waitForMailLink(join(dataDir, 'outbox'), email, /\/validation\?token=/);
      const verified = await request('POST', '/api/v1/users/verify-email', {
        token: tokenFromLink(link),
      });
      if (verified.statusCode !== 200) throw new Error(`verify-email: ${verified.body}`);
      return { userId: registered.json().userId, accountId: '', email, password };
    },
    async signIn(user: { email: string; password: string }) {
      const response = await retryNotServed(() => request('POST', '/api/v1/users/login', user));
      const body = response.json();
      if (!body.accessToken) throw new Error(`login refused: ${response.body}`);
      return { accessToken: body.accessToken, refreshToken: body.refreshToken };
    },
  };
  return new Proxy(api, {
    get(target, property) {
      if (property in target) return target[property as keyof typeof target];
      if (property === 'then') return undefined;
      throw new Error(`remoteTestApi has no ${String(property)}`);
    },
  }) as unknown as TestApi;
}

/**
 * Setting a test up as the web client does (src/api/createApiClient.ts): a 503 means the request
 * was not served (a server just started on a loaded machine may wait past its connect timeout
 * for its first database connections), so it is asked again after its Retry-After, a few times.
 * Only the steps that build a test's data go through here; what a test asserts is asked once.
 */
async function retryNotServed(
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.statusCode !== 503 || attempt === 5) return response;
    const waitSeconds = Number(response.headers['retry-after']) || 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(waitSeconds, 5) * 1000));
  }
}

async function toInjectResponse(response: Response): Promise<LightMyRequestResponse> {
  const rawPayload = Buffer.from(await response.arrayBuffer());
  const body = rawPayload.toString('utf8');
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    statusCode: response.status,
    statusMessage: response.statusText,
    headers,
    rawPayload,
    payload: body,
    body,
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse;
}

/** The first link matching `pattern` in a mail to `to` written to the outbox folder. */
async function waitForMailLink(outbox: string, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const address = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (address?.value[0]?.address !== to) continue;
      const link = mail.text
        ?.match(/https?:\/\/\S+/g)
        ?.find((candidate) => pattern.test(candidate));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}
