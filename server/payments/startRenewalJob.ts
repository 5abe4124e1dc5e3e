import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import type { Ports } from '../ports/Ports';
import { startPoller } from '../service/startPoller';
import { type RenewalRun, runRenewals } from './runRenewals';

export interface RenewalJob {
  runOnce(): Promise<RenewalRun>;
  stop(): Promise<void>;
}

// The scheduled renewal job: a pass every `renewals.pollMs` (startPoller: it waits out database
// outages and resumes by itself). Any number of server instances may run it; runRenewals claims
// with leases, and a stopped pass hands back the subscriptions it claimed but did not renew.
export function startRenewalJob(
  ports: Ports,
  logger: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  },
  availability: DatabaseAvailability,
): RenewalJob {
  const pollMs = ports.config.payments.renewals.pollMs;
  const poller = startPoller({
    name: 'renewals',
    run: async (signal) => {
      const run = await runRenewals(ports, signal);
      if (run.renewed + run.failed + run.ended + run.reconciled > 0) {
        logger.info({ ...run }, 'renewals run');
      }
      return run;
    },
    nextDelayMs: () => pollMs,
    retryMs: pollMs,
    availability,
    logger,
  });
  return {
    runOnce: () => runRenewals(ports),
    stop: () => poller.stop(),
  };
}
