import type { Ports } from '../ports/Ports';
import { type RenewalRun, runRenewals } from './runRenewals';

export interface RenewalJob {
  runOnce(): Promise<RenewalRun>;
  stop(): Promise<void>;
}

// The scheduled renewal job: an in-process timer (like the mail worker) that runs a pass every
// `renewals.pollMs`. Any number of server instances may run it; runRenewals claims with leases.
export function startRenewalJob(
  ports: Ports,
  logger: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  },
): RenewalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runRenewals(ports)
      .then((run) => {
        if (run.renewed + run.failed + run.ended + run.reconciled > 0) {
          logger.info({ ...run }, 'renewals run');
        }
      })
      .catch((error: unknown) =>
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'renewals failed',
        ),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(tick, ports.config.payments.renewals.pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    runOnce: () => runRenewals(ports),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
