import Type from 'typebox';

/** `ok` is null when the part cannot be checked (the mail backlog while the database is down). */
const partOk = Type.Union([Type.Boolean(), Type.Null()]);

export const HealthAnswer = Type.Object({
  /**
   * ok: every part answers; degraded: a part that does not stop the service is down (PDF, mail);
   * error: the database does not answer (503); stopping: the server is shutting down (503).
   */
  status: Type.Union([
    Type.Literal('ok'),
    Type.Literal('degraded'),
    Type.Literal('error'),
    Type.Literal('stopping'),
  ]),
  /** Names of the parts that are down: database, pdf, mail, disk, jobs. */
  down: Type.Array(Type.String()),
  database: Type.Object({
    ok: partOk,
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    /** ISO time the current outage began, when the database is down. */
    downSince: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  /** PDF conversion (LibreOffice): off does not make the server unhealthy, DOCX still works. */
  pdf: Type.Object({
    ok: partOk,
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
  /**
   * The job queue of the cluster: down when no worker process is alive (mail and PDF would wait).
   * `queues`: per queue, jobs waiting, running and failed for good.
   */
  jobs: Type.Object({
    ok: partOk,
    /** This process's role: all, api or worker. */
    role: Type.Optional(Type.String()),
    /** Worker processes alive in the cluster. */
    workers: Type.Optional(Type.Integer()),
    queues: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object({ waiting: Type.Integer(), running: Type.Integer(), failed: Type.Integer() }),
      ),
    ),
  }),
  /** The mail outbox: down when mail has waited over 15 minutes (SMTP failing). */
  mail: Type.Object({
    ok: partOk,
    pending: Type.Optional(Type.Integer()),
    oldestPendingSeconds: Type.Optional(Type.Integer()),
    /** Mails given up after the receiving server refused them for good. */
    failed: Type.Optional(Type.Integer()),
  }),
  /** Free space where stored files and the embedded database are written. */
  disk: Type.Optional(
    Type.Object({
      ok: partOk,
      freeBytes: Type.Optional(Type.Number()),
      totalBytes: Type.Optional(Type.Number()),
    }),
  ),
});
export type HealthAnswer = Type.Static<typeof HealthAnswer>;

export const LivenessAnswer = Type.Object({ status: Type.Literal('ok') });
export type LivenessAnswer = Type.Static<typeof LivenessAnswer>;

/** The load balancer's check: ok (200), or why this instance should get no requests (503). */
export const ReadinessAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('stopping')]),
});
export type ReadinessAnswer = Type.Static<typeof ReadinessAnswer>;
