import Type from 'typebox';

// One entry of the API's route map (calls.ts): everything the server registers a route from
// (its schemas, its OpenAPI text) and everything a client's `api.call` infers its types from.
// Keys read `'<METHOD> <path under /api/v1/>'`, path parameters as `:name`:
// `'POST documents/updateElement'`, `'GET documents/getInterview/:documentId'`.

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallKeyFormat = `${CallMethod} ${string}`;

/** An answer that is a file, not JSON: its media types, for OpenAPI. */
export interface FileAnswer {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: Type.TSchema }>>;
}

export interface CallEntry {
  /** The API reference's section. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /**
   * Who may call, as documented: `bearer` a session's access token or an integration token;
   * `bearerOrNone` that or, without one, what the body carries (a guest's link token). Calls
   * without it need no Authorization (public, or a guest's `Authorization: Guest …`).
   */
  readonly security?: 'bearer' | 'bearerOrNone';
  /** The JSON body. */
  readonly body?: Type.TSchema;
  /** A multipart/form-data body instead: documented here, read and checked by the handler. */
  readonly form?: Type.TSchema;
  readonly params?: Type.TSchema;
  readonly query?: Type.TSchema;
  /** The success answers by status (one, or 200 and 201 for "done before" and "done now"). */
  readonly answers: Readonly<Record<number, Type.TSchema | FileAnswer>>;
  /** Refusals with a body beyond ErrorBody, by status (a stale version's 409 names the version). */
  readonly errors?: Readonly<Record<number, Type.TSchema>>;
}

/** Checks a group of entries against CallEntry and keeps their exact types for inference. */
export const defineCalls = <const T extends Record<CallKeyFormat, CallEntry>>(calls: T): T => calls;

/** A file answer in one or more media types. */
export const fileAnswer = (description: string, mediaTypes: readonly string[]): FileAnswer => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: Type.String({ format: 'binary' }) }]),
  ),
});
