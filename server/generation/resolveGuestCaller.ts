import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/ApiError';
import type { Ports } from '../ports/Ports';
import type { GuestCaller } from './GenerationCaller';
import { generationMessages } from './generationMessages';

// THE GUEST SEAM of generateTemp (ARCHITECTURE.md, "Generation"). Given the `tempToken` of the
// body (a share link's accessData) and the request (for a public link's `Minuta-Response`
// header), it must answer the guest's account, the one document the link opens, the published
// CompiledInterview the guest answered and a reference for the files list, or throw the 403 below
// for a token that is unknown, expired, revoked or used. Until share links are wired here, every
// guest token is refused that way, and generation serves signed-in users only.
export async function resolveGuestCaller(
  _ports: Ports,
  _tempToken: string,
  _request: FastifyRequest,
): Promise<GuestCaller> {
  throw guestRefused();
}

/** The spec's "guest order expired" answer (section 8). */
export function guestRefused(): ApiError {
  return new ApiError(403, 'GUEST_TOKEN_INVALID', generationMessages.guestNotAvailable);
}
