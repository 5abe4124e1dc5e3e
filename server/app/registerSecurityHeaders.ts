import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/ServerConfig';

// Google Analytics 4 (gtag.js), as Google documents its CSP: the tag's script, its beacons
// (fetch and image) to the analytics collectors.
const analytics = {
  scripts: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

// Security headers on every answer (helmet). The Content-Security-Policy lets the web app load
// only its own scripts — plus the analytics tag when a measurement id is configured — and only
// its own pages may frame it (the draft preview's phone view shows the app in a 390 × 844 iframe;
// no other site can, so clickjacking stays out; helmet's X-Frame-Options is SAMEORIGIN to match). Styles come from our own stylesheets only: no `style` attribute or `<style>`
// element in markup (an injected one could restyle a page to mislead, or leak data through
// selectors). Styles React and Radix set through the CSSOM (`element.style.x = …`) are not
// inline markup and are unaffected. `base-uri 'none'`: no <base> may redirect relative URLs.
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'analyticsMeasurementId' | 'appUrl'>,
): Promise<void> {
  const withAnalytics = config.analyticsMeasurementId !== null;
  const extra = (list: string[]) => (withAnalytics ? list : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra(analytics.scripts)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra(analytics.images)],
        connectSrc: ["'self'", ...extra(analytics.connect)],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only behind HTTPS: on http://localhost it would send the app's own requests to https.
        ...(config.appUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Pages where a click grants something (approving an add-in's connection) are never framed,
  // not even by our own pages: a frame could overlay them and steal the click.
  app.addHook('onSend', async (request, reply) => {
    if (!unframeablePages.some((page) => request.url.split('?')[0] === page)) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
      );
    }
    reply.header('x-frame-options', 'DENY');
  });
}

/** App pages no frame may show (see the onSend hook above). */
export const unframeablePages = ['/app/conectar', '/app/conectar/'];
