import { jobPriority } from '../jobs/queues';

/** Mails a person is waiting for on a screen: a firm's mass mailing never delays them. */
const urgentKinds = new Set(['reset_password', 'verify_email', 'invite', 'sign_in_link']);

export function mailPriority(kind: string): number {
  return urgentKinds.has(kind) ? jobPriority.urgent : jobPriority.normal;
}
