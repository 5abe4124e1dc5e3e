import { deleteEndedWindows } from '../auth/createRateLimiter';
import { deleteExpiredKeys } from '../idempotency/deleteExpiredKeys';
import { deleteOldIntegrationRows } from '../integrations/integrationTokens';
import type { Ports } from '../ports/Ports';
import { forgetSilentWorkers } from './workerRegistry';

const day = 24 * 60 * 60 * 1000;
/** A revoked or expired share link's URL stays showable this long, then is forgotten. */
export const shareLinkUrlDays = 30;

export interface CleanupRun {
  fileLinks: number;
  idempotencyKeys: number;
  userTokens: number;
  shareLinkUrls: number;
  workers: number;
  rateLimitWindows: number;
  integrationRows: number;
}

// The hourly cleanup job: what has expired and only takes room (or keeps a secret for nothing).
// - Download links past their 5 minutes (the files stay; the list issues fresh links).
// - Idempotency answers past their 24 hours.
// - Mail tokens (confirmation, reset, invitation) spent or expired more than a day ago.
// - The sealed URL of share links revoked or expired over 30 days ago: such a link can never
//   open again, so its token is not kept; the link, its answers and submissions stay, and the
//   lawyer's list shows it without a URL.
// - Worker processes silent for a day.
// - Rate-limit windows that have ended.
// - Integration tokens expired or revoked over 30 days ago; add-in connection requests expired
//   over a day ago.
// Every step is a plain delete or update, safe to repeat and to run on any instance.
export async function runCleanup(ports: Pick<Ports, 'db' | 'clock'>): Promise<CleanupRun> {
  const now = ports.clock.now();
  const dayAgo = new Date(now.getTime() - day);
  const links = await ports.db
    .deleteFrom('file_links')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const tokens = await ports.db
    .deleteFrom('user_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('used_at', '<', dayAgo)]))
    .executeTakeFirst();
  const before = new Date(now.getTime() - shareLinkUrlDays * day);
  const urls = await ports.db
    .updateTable('share_links')
    .set({ token_sealed: '' })
    .where('token_sealed', '!=', '')
    .where((eb) => eb.or([eb('revoked_at', '<', before), eb('expires_at', '<', before)]))
    .executeTakeFirst();
  return {
    fileLinks: Number(links.numDeletedRows),
    idempotencyKeys: await deleteExpiredKeys(ports.db, now),
    userTokens: Number(tokens.numDeletedRows),
    shareLinkUrls: Number(urls.numUpdatedRows),
    workers: await forgetSilentWorkers(ports.db),
    rateLimitWindows: await deleteEndedWindows(ports.db, now),
    integrationRows: await deleteOldIntegrationRows(ports.db, now),
  };
}
