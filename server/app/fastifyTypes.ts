import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Principal } from '../auth/Principal';

// What our routes add to Fastify's request and route config, and the app's graceful close.
declare module 'fastify' {
  interface FastifyInstance {
    /** Finishes the requests in flight (up to `graceMs`), then closes (installGracefulClose). */
    closeGracefully(graceMs: number): Promise<void>;
    /** Requests being handled now (those refused during shutdown aside). */
    requestsInFlight(): number;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook on routes that require a signed-in user. */
    principal?: Principal;
    /** Set by the authenticateGuest hook on the guest routes (a share link's holder). */
    guest?: GuestPrincipal;
  }
  interface FastifyContextConfig {
    /** Refusals also carry the spec's `Code: 'ERROR'` / `Message.value` envelope. */
    codeMessageEnvelope?: boolean;
    /** Honours Idempotency-Key (server/idempotency/installIdempotency.ts). */
    idempotent?: boolean;
    /** Answered normally during shutdown instead of 503 SHUTTING_DOWN (the health checks). */
    answersWhileStopping?: boolean;
    /** The route map key the route was registered from (server/routes/defineRoutes.ts). */
    callKey?: string;
    /** Body fields holding answers, normalised before validation (normalizeAnswerFields). */
    answerFields?: readonly string[];
  }
}
