import type { IntegrationScope } from '@schemas/api/integrations';

/** Calls any valid integration token may make, whatever its scopes. */
export const anyScope = 'any';

// What an integration token (`Authorization: Bearer mnt_…`) may call: every call it may make is
// in this table, keyed by method and route as registered (with the /api/v1 prefix), with the
// scope it needs. A call missing from the table is refused with 403 whatever the token's scopes:
// accounts, payments, administration, operators, sessions, share links, publishing and every
// write not listed stay with a signed-in person. New routes are therefore closed to tokens until
// someone decides to list them here (docs: ARCHITECTURE.md, "Integration tokens").
export const scopeTable: Readonly<Record<string, IntegrationScope | typeof anyScope>> = {
  // Who the token is ("connected as").
  'GET /api/v1/integrations/me': anyScope,
  // The token revokes itself (an add-in's «Desconectar»).
  'DELETE /api/v1/integrations/me': anyScope,
  // entrevistas:leer — workspaces, documents, a document's pages, questions and their lint.
  'GET /api/v1/documents/getMasterWeb': 'entrevistas:leer',
  'GET /api/v1/documents/getInterview/:documentId': 'entrevistas:leer',
  'GET /api/v1/documents/getInterviewLint/:documentId': 'entrevistas:leer',
  // plantillas:leer — a document's Word templates (markers and diagnostics) and rich templates.
  'GET /api/v1/documents/getTemplatesDoc/:documentId': 'plantillas:leer',
  'GET /api/v1/documents/getTemplates/:documentId': 'plantillas:leer',
  'GET /api/v1/documents/getTemplate/:templateId': 'plantillas:leer',
  // The upload gate run on a draft, nothing stored (the add-ins' «Revisar»).
  'POST /api/v1/storage/checkWordTemplate': 'plantillas:leer',
  // plantillas:escribir — upload or replace a document's Word template, through the upload gate.
  'POST /api/v1/storage/uploadToS3': 'plantillas:escribir',
  // generar — generate the document with the answers given (DOCX, and PDF when asked).
  'POST /api/v1/storage/generateTemp': 'generar',
  // generar — the document's set (each template whose condition holds), same scope.
  'POST /api/v1/storage/generateSet': 'generar',
};

/** The scope a call needs, `any`, or undefined when no token may make it. */
export function scopeFor(
  method: string,
  route: string,
): IntegrationScope | typeof anyScope | undefined {
  return scopeTable[`${method.toUpperCase()} ${route}`];
}
