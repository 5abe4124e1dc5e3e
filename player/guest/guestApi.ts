import { type CallRequest, callerOver } from '@schemas/api/calls/callPath';
import type { ApiCaller } from '@schemas/api/calls/callTypes';
import { type ErrorCode, errorCodeOf } from '@schemas/api/errorCodes';
import type { GeneratedFile } from '@schemas/api/generation';
import {
  guestAuthorizationScheme,
  guestErrorCodes,
  responseTokenHeader,
} from '@schemas/api/guestProtocol';
import type {
  GuestAnswers,
  GuestResultAnswer,
  MasterGuestUserAnswer,
  SaveGuestAnswersAnswer,
  SubmitGuestAnswersAnswer,
} from '@schemas/api/guests';
import { createIdempotencyKey, idempotencyKeyHeader } from '@schemas/api/idempotency';
import { guestMessages } from './guestMessages';

// The guest calls of a share link, for the guest page and the embed alike. It never touches the
// web app's session (a guest has none): a refusal is a GuestApiError, and an expired, revoked or
// used link is `expired` — the page says so and reloads, it signs nobody out.

export interface GuestLink {
  // Where the API lives: '' on our own pages, the app's address in an embed.
  apiOrigin: string;
  userName: string;
  accessData: string;
}

export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    // Answer path → Spanish messages (a refused submission).
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'GuestApiError';
  }

  get expired(): boolean {
    return this.code === guestErrorCodes.linkExpired;
  }
}

// A public link's visitor keeps the token naming their own answers in this browser, so the same
// browser resumes them; a personal link's answers belong to the link and need none.
export interface ResponseTokenStore {
  read(): string | null;
  write(token: string): void;
}

export function localResponseTokenStore(accessData: string): ResponseTokenStore {
  const key = `minuta:respuesta:${accessData.slice(0, 16)}`;
  return {
    read: () => {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write: (token) => {
      try {
        globalThis.localStorage?.setItem(key, token);
      } catch {
        // Blocked storage: the visitor's answers last as long as the page.
      }
    },
  };
}

export interface GuestApi {
  open(): Promise<MasterGuestUserAnswer>;
  save(
    answers: GuestAnswers,
    sequence: number,
    options: { keepalive: boolean; version: number },
  ): Promise<SaveGuestAnswersAnswer>;
  submit(
    answers: GuestAnswers,
    options: { sequence?: number; version: number },
  ): Promise<SubmitGuestAnswersAnswer>;
  result(documentId: string): Promise<GuestResultAnswer>;
  // The document from the answers sent, with the selected template; download links absolute.
  generate(templateId: string, convertToPdf: boolean): Promise<GeneratedFile[]>;
}

/** Answers worth trying again: the server or a proxy in front of it is restarting or away. */
const passingFailures = new Set([0, 502, 503, 504]);

export function createGuestApi(
  link: GuestLink,
  tokens: ResponseTokenStore,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  // Waits before each automatic retry of a submission or a generation; tests shorten them.
  retryDelaysMs: readonly number[] = [500, 1000, 2000],
): GuestApi {
  const origin = link.apiOrigin.replace(/\/$/, '');
  const base = `${origin}/api/v1`;
  const absolute = (file: GeneratedFile): GeneratedFile => ({
    ...file,
    url: file.url.startsWith('/') ? `${origin}${file.url}` : file.url,
    ...(file.bundleUrl?.startsWith('/') && { bundleUrl: `${origin}${file.bundleUrl}` }),
  });

  // The transport under the route map caller: the link's Guest authorization, the visitor's
  // response token, and a keepalive send for the last save when the tab closes.
  const send = async (
    method: CallRequest['method'],
    path: string,
    options: GuestCallOptions & { body?: unknown },
  ): Promise<unknown> => {
    const { body, keepalive = false, idempotencyKey } = options;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `${guestAuthorizationScheme} ${link.accessData}`,
    };
    if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;
    const responseToken = tokens.read();
    if (responseToken) headers[responseTokenHeader] = responseToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A guest's pages send no Referer: the link's token is in their address.
        referrerPolicy: 'no-referrer',
        credentials: 'omit',
        // The last save when the tab closes (a keepalive body is limited to 64 KB by browsers).
        keepalive: keepalive && typeof body === 'object' && JSON.stringify(body).length < 60_000,
      });
    } catch {
      throw new GuestApiError(0, null, guestMessages.noConnection);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) throw toError(response.status, parsed, response.headers.get('x-request-id'));
    const answer = parsed as { responseToken?: unknown } | null;
    if (answer && typeof answer.responseToken === 'string') tokens.write(answer.responseToken);
    return answer;
  };
  // Calls by route map key, body and answer typed from the entry.
  const call = callerOver(send) as ApiCaller<GuestCallOptions>;

  // A submission or a generation is one action of the guest: one Idempotency-Key, sent again on
  // the automatic retries after a dropped connection or a server restarting, so it happens once.
  const once = async <A>(attempt: (idempotencyKey: string) => Promise<A>): Promise<A> => {
    const key = createIdempotencyKey();
    for (let tried = 0; ; tried++) {
      try {
        return await attempt(key);
      } catch (error) {
        const delay = retryDelaysMs[tried];
        const passing = error instanceof GuestApiError && passingFailures.has(error.status);
        if (!passing || delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  return {
    open: () =>
      call('GET documents/getMasterGuestUser', {
        query: { userName: link.userName, accessData: link.accessData },
      }),
    save: (answers, sequence, { keepalive, version }) =>
      call('POST documents/saveGuestAnswers', { answers, sequence, version }, { keepalive }),
    submit: (answers, { sequence, version }) =>
      once((idempotencyKey) =>
        call(
          'POST documents/submitGuestAnswers',
          { answers, version, ...(sequence !== undefined && { sequence }) },
          { idempotencyKey },
        ),
      ),
    result: async (documentId) => {
      const answer = await call('GET documents/getGuestResult/:documentId', {
        params: { documentId },
      });
      return { ...answer, files: answer.files.map(absolute) };
    },
    generate: async (templateId, convertToPdf) => {
      const answer = await once((idempotencyKey) =>
        call(
          'POST storage/generateTemp',
          {
            template_path: templateId,
            // The server generates from the answers sent, never from these.
            context: {},
            convert_to_pdf: convertToPdf,
            tempToken: link.accessData,
          },
          { idempotencyKey },
        ),
      );
      return answer.files.map(absolute);
    },
  };
}

/** The guest transport's own options beside `params` and `query`. */
interface GuestCallOptions {
  keepalive?: boolean;
  idempotencyKey?: string;
}

// The same calls, the link already being opened: the first `open()` answers the call started
// now (a page starts it before its code has loaded, so the two arrive together); a later one
// (after "Reintentar") opens the link again.
export function withEarlyOpen(api: GuestApi): GuestApi {
  let early: Promise<MasterGuestUserAnswer> | null = api.open();
  // Whoever takes it handles its failure; until then it must not count as unhandled.
  early.catch(() => undefined);
  return {
    ...api,
    open: () => {
      const opening = early ?? api.open();
      early = null;
      return opening;
    },
  };
}

function toError(status: number, body: unknown, requestIdHeader: string | null): GuestApiError {
  const record = (body ?? {}) as {
    code?: unknown;
    message?: unknown;
    requestId?: unknown;
    fields?: Array<{ field?: unknown; message?: unknown }>;
  };
  const code = errorCodeOf(record.code);
  const fields: Record<string, string[]> = {};
  for (const entry of Array.isArray(record.fields) ? record.fields : []) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    const messages = fields[entry.field] ?? [];
    messages.push(entry.message);
    fields[entry.field] = messages;
  }
  const message =
    code === guestErrorCodes.linkExpired
      ? guestMessages.expired
      : typeof record.message === 'string' && record.message !== ''
        ? record.message
        : status === 429
          ? guestMessages.tooMany
          : guestMessages.unexpected;
  const requestId =
    status >= 500
      ? typeof record.requestId === 'string'
        ? record.requestId
        : requestIdHeader
      : null;
  const shown = requestId ? `${message} ${guestMessages.reference(requestId)}` : message;
  return new GuestApiError(status, code, shown, fields);
}
