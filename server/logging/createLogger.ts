import type { IncomingMessage } from 'node:http';
import { type DestinationStream, type Logger, pino } from 'pino';
import { redactUrl } from './redactUrl';

export type { Logger };

/**
 * Fields that never reach the log, wherever they appear in a logged object: credentials and
 * tokens of every kind, and the headers that carry them.
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["minuta-response"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.resetToken',
  '*.paymentToken',
  '*.tempToken',
  '*.accessData',
  '*.authorization',
  '*.cookie',
];

// The server's one logger: JSON lines on stdout (pino), which is what log shippers read. Fastify
// logs each request through it with the request's id (`requestId`); the background parts
// (database monitor, pollers, converter) log through it too. Secrets are kept out twice: known
// fields are redacted wherever they are, and request URLs go through redactUrl.
export function createLogger(options: { level: string }, destination?: DestinationStream): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactedPaths, censor: '[redactado]' },
      serializers: {
        req: (request: IncomingMessage & { hostname?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url ?? ''),
          host: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  );
}

/** A logger that writes nothing (benchmarks, tests that do not read logs). */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
