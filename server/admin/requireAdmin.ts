import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, principalOf } from '../auth/authenticate';
import { errorMessages } from '../messages';
import type { Ports } from '../ports/Ports';

// preHandler of every administration call. To anyone signed in who is not an administrator the
// call does not exist: the answer is byte for byte the one an unknown path gets (404, no spec
// envelope even on the donation calls that carry one), so the admin surface cannot be mapped
// and the web app shows its own 404 page. No session at all is the usual 401.
export function requireAdmin(ports: Ports) {
  const signedIn = authenticate(ports);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request);
    if (principalOf(request).role !== 'admin') {
      return reply
        .code(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: errorMessages.notFound });
    }
  };
}
