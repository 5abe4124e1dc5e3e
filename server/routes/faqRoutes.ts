import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FaqAnswer } from '@schemas/api/faq';
import { authenticate } from '../auth/authenticate';
import { listFaqs } from '../faq/listFaqs';
import type { Ports } from '../ports/Ports';
import { withErrors } from './routeHelpers';

// The FAQ page of the /app area. Writing it (createFaq, updateFaq, deleteFaq) comes with the
// administration area.
export function faqRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/faq/getFaq',
      {
        preHandler: authenticate(ports),
        schema: {
          tags: ['ayuda'],
          summary: 'Preguntas frecuentes, en orden',
          security: [{ bearer: [] }],
          response: withErrors({ 200: FaqAnswer }),
        },
      },
      () => listFaqs(ports.db),
    );
  };
}
