import type { FastifyInstance } from 'fastify';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { findUnstorableText } from './findUnstorableText';

/** A 400 naming the field, instead of the database error such text would cause. */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findUnstorableText(request.body);
    if (field) throw documentErrors.field(field, documentMessages.unstorableText);
  });
}
