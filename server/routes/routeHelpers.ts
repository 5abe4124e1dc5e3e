import { ErrorBody } from '@schemas/api/errors';
import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../ports/Ports';

/** Every route documents its error body for 4xx and 5xx next to its success answers. */
export function withErrors<T extends Record<number, unknown>>(answers: T) {
  return { ...answers, '4xx': ErrorBody, '5xx': ErrorBody };
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
