import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../auth/authenticate';
import { listFaqs } from '../faq/listFaqs';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';

// The FAQ page of the /app area. Writing it (createFaq, updateFaq, deleteFaq) comes with the
// administration area.
export function faqRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    serve(
      'GET faq/getFaq',
      {
        preHandler: authenticate(ports),
      },
      () => listFaqs(ports.db),
    );
  };
}
