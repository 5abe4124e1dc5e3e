import { constants } from 'node:os';

export interface ShutdownLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

// SIGTERM (orchestrators, systemd) and SIGINT (Ctrl-C) stop the server gracefully: `stop` runs
// once, then the process exits 0 (1 if stopping failed). A second signal exits at once, as
// someone pressing Ctrl-C twice expects; so does a shutdown that overruns `deadlineMs`, so a
// part that never stops cannot keep a process its orchestrator wants gone.
export function handleShutdownSignals(options: {
  stop(): Promise<void>;
  logger: ShutdownLogger;
  deadlineMs: number;
  exit?: (code: number) => void;
}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.logger.warn({ signal }, 'second signal: exiting now');
      exit(128 + (constants.signals[signal] ?? 15));
      return;
    }
    stopping = true;
    options.logger.info({ signal }, 'shutting down');
    const overrun = setTimeout(() => {
      options.logger.error({ deadlineMs: options.deadlineMs }, 'shutdown overran: exiting now');
      exit(1);
    }, options.deadlineMs);
    overrun.unref();
    options.stop().then(
      () => {
        clearTimeout(overrun);
        options.logger.info({}, 'shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(overrun);
        options.logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
