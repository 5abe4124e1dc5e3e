import type { FastifyPluginAsync } from 'fastify';
import type { SandboxGateway } from './createSandboxGateway';
import {
  renderSandboxCheckoutPage,
  renderSandboxNotFoundPage,
  sandboxPagePolicy,
} from './renderSandboxCheckoutPage';

const html = 'text/html; charset=utf-8';

// The sandbox gateway's hosted checkout, served by our own server (a real gateway serves it on
// its domain). Not part of the API: HTML pages and a plain form post, hidden from OpenAPI.
export function sandboxGatewayRoutes(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        const fields = Object.fromEntries(new URLSearchParams(String(body)));
        done(null, fields);
      },
    );

    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', sandboxPagePolicy);
      }
      return payload;
    });

    app.get<{ Params: { checkoutId: string } }>(
      `${gateway.checkoutPath}/:checkoutId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const view = await gateway.describeCheckout(request.params.checkoutId);
        reply.header('cache-control', 'no-store').type(html);
        if (!view) return reply.code(404).send(renderSandboxNotFoundPage());
        return reply.send(renderSandboxCheckoutPage(view));
      },
    );

    app.post<{ Params: { checkoutId: string }; Body: Record<string, string> | undefined }>(
      `${gateway.checkoutPath}/:checkoutId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const fields = request.body ?? {};
        const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
        const card = {
          number: text('number'),
          holder: text('holder'),
          expiry: text('expiry'),
          cvv: text('cvv'),
        };
        const outcome = await gateway.submitCheckout(
          request.params.checkoutId,
          text('cancel') ? { cancel: true } : { cancel: false, card },
        );
        reply.header('cache-control', 'no-store');
        if (!outcome) return reply.code(404).type(html).send(renderSandboxNotFoundPage());
        if ('redirectUrl' in outcome) return reply.redirect(outcome.redirectUrl, 303);
        const view = await gateway.describeCheckout(request.params.checkoutId);
        if (!view) return reply.code(404).type(html).send(renderSandboxNotFoundPage());
        // The CVV is never echoed back into the page.
        return reply
          .code(400)
          .type(html)
          .send(renderSandboxCheckoutPage(view, { ...card, cvv: '' }, outcome.errors));
      },
    );
  };
}
