import Type from 'typebox';

export const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
  }),
  /** PDF conversion (LibreOffice): off does not make the server unhealthy, DOCX still works. */
  pdf: Type.Object({
    available: Type.Boolean(),
    /** Why PDF is off, in Spanish; null when available. */
    reason: Type.Union([Type.String(), Type.Null()]),
    workers: Type.Integer(),
    ready: Type.Integer(),
    queued: Type.Integer(),
    /** How LibreOffice is isolated: `bubblewrap` (no network, only its job files) or `none`. */
    sandbox: Type.Union([Type.Literal('bubblewrap'), Type.Literal('none')]),
    /** Why it runs without a sandbox, in Spanish; null when sandboxed. */
    sandboxWarning: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type HealthAnswer = Type.Static<typeof HealthAnswer>;
