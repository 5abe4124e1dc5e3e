import type { ErrorCode } from './errorCodes';

// The guest calls' headers and refusal codes, apart from the guest schemas: the guest page and
// the embed import these values, and a module of TypeBox schemas would bring TypeBox (and the
// schemas) into every firm's embed.

/** `Authorization: Guest <accessData>` on the guest calls. */
export const guestAuthorizationScheme = 'Guest';
/** The header naming a public link visitor's own answers (`Minuta-Response: <responseToken>`). */
export const responseTokenHeader = 'Minuta-Response';

/**
 * Machine codes of the guest calls' refusals. GUEST_LINK_EXPIRED (403, the spec's "Tu
 * autorización ha caducado inicia de nuevo tu pedido") answers an expired, revoked or used link
 * and a token that never existed alike. ORIGIN_NOT_ALLOWED (403): a page on a site the link does
 * not allow. NOT_PUBLISHED (409): a link asked for before the interview was published.
 */
export const guestErrorCodes = {
  linkExpired: 'GUEST_LINK_EXPIRED',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  notPublished: 'NOT_PUBLISHED',
} as const satisfies Record<string, ErrorCode>;
