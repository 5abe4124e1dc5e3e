import { callerOver } from '@schemas/api/calls/callPath';
import type { ApiCaller, CallAnswer } from '@schemas/api/calls/callTypes';
import { type FailureCode, failureCodeOf } from '@schemas/api/errorCodes';
import { atom } from 'jotai';
import type { ApiCall, EditorBody, EditorWrite } from '../model/toApiCalls';

/** The transport under the builder's calls: a method and a path under /api/v1/. */
export type BuilderRequest = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options?: { body?: unknown },
) => Promise<T>;

// What the builder needs from the app's API client (src/api): calls by route map key, body and
// answer typed (`api.call('POST documents/updateElement', body)`). The app puts its client here,
// so the builder does not import the app shell.
export interface BuilderApi {
  call: ApiCaller<Record<never, never>, FormData>;
}

/** A BuilderApi over a client's transport. */
export function builderApiOver(request: BuilderRequest): BuilderApi {
  return {
    call: callerOver((method, path, options) =>
      request(method, path, options),
    ) as BuilderApi['call'],
  };
}

// `api.call` over the editor's writes: each takes its JSON body with the version it is based on
// (no path parameters, no query) and answers the new version.
type EditorAnswers = { [K in EditorWrite]: CallAnswer<K> };
type EditorWriter = <K extends EditorWrite>(
  key: K,
  body: EditorBody<K> & { version: number },
) => Promise<EditorAnswers[K]>;

/**
 * Sends one document write based on `version`; its answer carries the new version. Generic over
 * the key, so the call's key and body stay paired (through a union of calls TypeScript would lose
 * which body goes with which key).
 */
export function sendWrite<K extends EditorWrite>(
  api: BuilderApi,
  call: ApiCall<K>,
  version: number,
) {
  // ApiCaller spells its arguments as a conditional type of the key, which TypeScript cannot
  // resolve for a generic key; for these keys it is exactly EditorWriter.
  const write = api.call as EditorWriter;
  return write(call.key, { ...call.body, version });
}

export const builderApiAtom = atom<BuilderApi | null>(null);

// A refusal as the app's client reports it (src/api/apiErrors.ts ApiError): status, code,
// Spanish message, and per-field messages for a 400.
export interface RequestFailure {
  status: number;
  code: FailureCode | null;
  message: string;
}

// The message to show: the per-field messages when the server gave them (they say what is wrong:
// "El nombre de variable «nombre» se repite…"), else the general one.
export function asRequestFailure(error: unknown): RequestFailure {
  const failure = error as
    | (Partial<RequestFailure> & { fields?: Array<{ message?: unknown }> })
    | null;
  const fieldMessages = (Array.isArray(failure?.fields) ? failure.fields : [])
    .map((field) => field.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return {
    status: typeof failure?.status === 'number' ? failure.status : 0,
    code: failureCodeOf(failure?.code),
    message:
      fieldMessages.length > 0
        ? [...new Set(fieldMessages)].join(' ')
        : typeof failure?.message === 'string'
          ? failure.message
          : 'Something went wrong',
  };
}
