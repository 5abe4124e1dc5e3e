import type { FastifyInstance } from 'fastify';
import { integrationErrors } from './integrationErrors';
import { integrationTokenPrefix } from './integrationTokens';
import { scopeFor } from './scopeTable';

// A call made with an integration token to a signed-in route its table does not list is refused
// before its body is even read (403, before validation and before any service runs): accounts,
// payments, administration, operators and sessions never see such a request. Whether the token
// is valid and its scopes cover a listed call is checked by `authenticate`, the one
// authentication of signed-in routes. Public routes (no bearer security) ignore the header, as
// they ignore a session's.
export function refuseUncoveredCalls(app: FastifyInstance): void {
  const bearer = `Bearer ${integrationTokenPrefix}`;
  app.addHook('onRequest', async (request) => {
    if (!request.headers.authorization?.startsWith(bearer)) return;
    const route = request.routeOptions.url;
    const security = (request.routeOptions.schema as { security?: object[] } | undefined)?.security;
    if (!route || !security?.some((scheme) => 'bearer' in scheme)) return;
    if (scopeFor(request.method, route) === undefined) throw integrationErrors.neverAllowed();
  });
}
