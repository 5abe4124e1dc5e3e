import type { OkAnswer } from '@schemas/api/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../ports/Ports';

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

// Fastify sends a returned string as raw text; the spec's "OK" answer is a JSON string, so it is
// serialized here.
export async function sendOk(reply: FastifyReply, answer: Promise<OkAnswer>) {
  const body = JSON.stringify(await answer);
  return reply.type('application/json; charset=utf-8').send(body);
}
