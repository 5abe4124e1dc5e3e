import type Type from 'typebox';
import type { ApiCalls } from './apiCalls';

// The types a client infers from the route map, imported as types only: nothing here exists at
// run time, so no schema reaches a browser bundle.

export type CallKey = keyof ApiCalls & string;
type EntryOf<K extends CallKey> = ApiCalls[K];
type StaticOf<S> = S extends Type.TSchema ? Type.Static<S> : never;

/** The JSON body the call takes; `Form` (FormData in a browser) for a multipart upload. */
export type CallBody<K extends CallKey, Form = never> =
  EntryOf<K> extends { body: infer B }
    ? StaticOf<B>
    : EntryOf<K> extends { form: unknown }
      ? Form
      : undefined;

/** The values of the path's `:name` parameters. */
export type CallParams<K extends CallKey> =
  EntryOf<K> extends { params: infer P } ? StaticOf<P> : undefined;

/** The query string's fields. */
export type CallQuery<K extends CallKey> =
  EntryOf<K> extends { query: infer Q } ? StaticOf<Q> : undefined;

/** What a successful call answers (the union of its 2xx answers; never for a file). */
export type CallAnswer<K extends CallKey> = {
  [S in keyof EntryOf<K>['answers']]: StaticOf<EntryOf<K>['answers'][S]>;
}[keyof EntryOf<K>['answers']];

/** The calls that take a body (JSON or a form). */
export type CallWithBody = {
  [K in CallKey]: EntryOf<K> extends { body: unknown } | { form: unknown } ? K : never;
}[CallKey];

// What a call needs besides its body: `params` when its path has any, `query` when it has one
// (optional when none of its fields is required).
type ParamsPart<K extends CallKey> =
  CallParams<K> extends undefined ? { params?: undefined } : { params: CallParams<K> };
type QueryPart<K extends CallKey> =
  CallQuery<K> extends undefined
    ? { query?: undefined }
    : Record<string, never> extends CallQuery<K>
      ? { query?: CallQuery<K> }
      : { query: CallQuery<K> };
export type CallParts<K extends CallKey> = ParamsPart<K> & QueryPart<K>;

type Needed<K extends CallKey> =
  CallParams<K> extends undefined
    ? Record<string, never> extends CallParts<K>
      ? false
      : true
    : true;

/**
 * The arguments after the key: the body first for calls that take one, then the client's own
 * options (`Options`) with `params` and `query`, required when the call needs them.
 */
export type CallArgs<K extends CallKey, Options, Form = never> = K extends CallWithBody
  ? Needed<K> extends true
    ? [body: CallBody<K, Form>, options: Options & CallParts<K>]
    : [body: CallBody<K, Form>, options?: Options & CallParts<K>]
  : Needed<K> extends true
    ? [options: Options & CallParts<K>]
    : [options?: Options & CallParts<K>];

/** A client's typed call: `call('POST documents/updateElement', body)`. */
export type ApiCaller<Options = Record<never, never>, Form = never> = <K extends CallKey>(
  key: K,
  ...args: CallArgs<K, Options, Form>
) => Promise<CallAnswer<K>>;
