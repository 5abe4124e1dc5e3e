import type { MasterGuestUserAnswer } from '@schemas/api/guests';
import type { Db } from '../db/Database';

/** The last submission of one set of answers, as the guest's pages show it. */
export async function lastSubmission(
  db: Db,
  responseId: string | undefined,
): Promise<MasterGuestUserAnswer['submission']> {
  if (!responseId) return null;
  const row = await db
    .selectFrom('guest_submissions')
    .select(['id', 'submitted_at', 'summary'])
    .where('response_id', '=', responseId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { id: row.id, submittedAt: row.submitted_at.toISOString(), summary: row.summary }
    : null;
}
