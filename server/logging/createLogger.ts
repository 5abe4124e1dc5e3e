import { type Logger, pino } from 'pino';

export type { Logger };

// The server's one logger: JSON lines on stdout (pino), which is what log shippers read. Fastify
// logs each request through it with the request's id; the background parts (database monitor,
// pollers, converter) log through it too.
export function createLogger(options: { level: string }): Logger {
  return pino({ level: options.level });
}

/** A logger that writes nothing (benchmarks, tests that do not read logs). */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
