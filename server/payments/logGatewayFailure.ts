import type { WarningLog } from '../ports/Ports';

// A gateway call whose failure must not undo what already happened here (the card is already
// forgotten on our side; a pending charge is asked about again on the next pass) still leaves a
// warning in the log: a gateway that keeps failing is noticed, and a card token the gateway did
// not delete can be removed by hand. The token itself is never logged.
export function logGatewayFailure(
  log: WarningLog,
  call: 'deleteToken' | 'findPayment',
  details: Record<string, string>,
): (error: unknown) => undefined {
  return (error) => {
    log.warn(
      {
        ...details,
        gatewayCall: call,
        err: error instanceof Error ? error.message : String(error),
      },
      `payment gateway ${call} failed`,
    );
    return undefined;
  };
}
