import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** What a proxy's id may look like: short, and nothing that could forge a log line. */
const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

// Every request gets an id: the one the trusted proxy in front of us assigned (so its logs and
// ours share it), else a fresh UUID. From anyone else the header is ignored: a client choosing
// ids could make its requests look like someone else's in the log.
export function createRequestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[requestIdHeader];
    if (trustProxy && typeof given === 'string' && acceptedId.test(given)) return given;
    return randomUUID();
  };
}
