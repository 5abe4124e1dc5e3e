import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Principal } from '../auth/Principal';

// What our routes add to Fastify's request and route config.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on routes that require a signed-in user. */
    principal?: Principal;
    /** Set by the authenticateGuest hook on the guest routes (a share link's holder). */
    guest?: GuestPrincipal;
  }
  interface FastifyContextConfig {
    /** Refusals also carry the spec's `Code: 'ERROR'` / `Message.value` envelope. */
    codeMessageEnvelope?: boolean;
    /** Body fields holding answers, normalised before validation (normalizeAnswerFields). */
    answerFields?: readonly string[];
  }
}
