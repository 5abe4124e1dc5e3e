import type { RouteOptions } from 'fastify';

// Every API route must declare its answers with schemas from schemas/api: they validate what
// goes out, and OpenAPI is generated from them. A route without one fails at start (and in the
// drift test) instead of shipping undocumented. A route under /api/v1/ must come from the route
// map (schemas/api/calls/, registered by server/routes/defineRoutes.ts), so its schemas, its
// OpenAPI text and the clients' types are one entry.
export function assertRouteDocumented(route: RouteOptions): void {
  if (route.schema?.hide) return;
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  const hasSuccess = Object.keys(responses).some((status) => /^2\d\d$|^2xx$/.test(status));
  if (!hasSuccess) {
    throw new Error(`Route ${String(route.method)} ${route.url} has no response schema`);
  }
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = methods.some((m) => m === 'PUT' || m === 'PATCH');
  if (takesBody && !route.schema?.body) {
    throw new Error(`Route ${String(route.method)} ${route.url} has no body schema`);
  }
  if (route.url.startsWith('/api/v1/') && !route.config?.callKey) {
    throw new Error(`Route ${String(route.method)} ${route.url} is not in the route map`);
  }
  // A request schema is checked by the one validation policy (routes/validateRequestParts.ts),
  // which defineRoutes sets; Fastify's own ajv is configured for nothing, so a route relying on
  // it would validate differently.
  const { body, querystring, params } = route.schema ?? {};
  if ((body || querystring || params) && !route.validatorCompiler) {
    throw new Error(`Route ${String(route.method)} ${route.url} validates outside defineRoutes`);
  }
}
