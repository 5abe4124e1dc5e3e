import Type from 'typebox';
import { limits } from './limits';

// Ids are opaque strings chosen by the server (UUIDs in practice). The pattern keeps them safe to
// use as object keys and in URLs.
export const Id = Type.String({
  minLength: 1,
  maxLength: limits.idLength,
  pattern: '^[A-Za-z0-9_-]+$',
});
export type Id = Type.Static<typeof Id>;
