// Errors that mean "the database cannot be reached or dropped the connection", as opposed to
// errors of the query itself (a constraint, a syntax error): the first answer 503
// DATABASE_UNAVAILABLE and make the availability monitor look at the database; the second are
// bugs or conflicts handled where they happen.

/** Socket errors of the driver (connection refused, reset, DNS, unreachable network). */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: admin_shutdown (restart,
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections, idle-session timeouts, and query_canceled (our statement_timeout fired:
 * the database did not answer in time). Class 08 (connection exception) is matched by prefix.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '25P03', '57014']);

/** pg's own messages when a client loses its socket or gives up waiting. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'DatabaseUnavailableError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return driverMessages.some((text) => error.message.includes(text));
}
