import type { FastifyPluginAsync } from 'fastify';
import type { DatafastConfig } from '../../config/ServerConfig';

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

// The page that hosts Datafast's payment widget (COPYandPAY): the widget script, loaded from
// the gateway, draws the card form and posts the card to the gateway, never to us; the shopper
// then lands on `resultUrl` with `?id={checkoutId}`. Only this page lets the gateway's scripts,
// frames and form posts in.
export function datafastWidgetRoutes(config: DatafastConfig, appUrl: string): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { checkoutId: string }; Querystring: { resultUrl?: string } }>(
      '/payment-gateway/datafast/:checkoutId',
      { schema: { hide: true } },
      async (request, reply) => {
        const checkoutId = request.params.checkoutId;
        const resultUrl = request.query.resultUrl ?? '';
        // Only our own pages may be the destination (no open redirect).
        const destination = resultUrl.startsWith(`${appUrl}/`) ? resultUrl : `${appUrl}/payment`;
        const gateway = new URL(config.baseUrl).origin;
        reply.header(
          'content-security-policy',
          `default-src 'self'; script-src 'self' 'unsafe-inline' ${gateway}; style-src 'self' 'unsafe-inline' ${gateway}; img-src 'self' data: ${gateway}; connect-src 'self' ${gateway}; frame-src ${gateway}; form-action 'self' ${gateway}; frame-ancestors 'none'`,
        );
        return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago con tarjeta</title>
<script src="${escapeText(gateway)}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}"></script>
</head><body><main style="max-width:32rem;margin:2rem auto;font-family:system-ui,sans-serif">
<h1>Pago con tarjeta</h1>
<form action="${escapeText(destination)}" class="paymentWidgets" data-brands="VISA MASTER AMEX DINERS DISCOVER"></form>
</main></body></html>`);
      },
    );
  };
}
