import { normalizeAnswers } from '@engine/validate/normalizeAnswerText';
import type { FastifyInstance } from 'fastify';

// The one place where answers entering the server are normalised (normalizeAnswerText: line
// separators to line feeds, invisible controls removed, NFC). A route names the body fields that
// carry answers in its config (`answerFields`); this hook, registered on the root before any
// route's own hooks, rewrites them before validation and before any check of stored text, so
// every path that stores or renders answers sees the same text.
export function normalizeAnswerFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = request.routeOptions.config.answerFields;
    const body = request.body;
    if (!fields || body === null || typeof body !== 'object') return;
    for (const field of fields) {
      if (Object.hasOwn(body, field)) {
        const record = body as Record<string, unknown>;
        record[field] = normalizeAnswers(record[field]);
      }
    }
  });
}
