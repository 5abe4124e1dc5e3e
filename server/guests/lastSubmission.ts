import type { MasterGuestUserAnswer } from '@schemas/api/guests';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { Db } from '../db/Database';
import { answerPurposes } from './answerPurposes';

/** The last submission of one set of answers, as the guest's pages show it. */
export async function lastSubmission(
  db: Db,
  cipher: AccountCipher,
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
    ? {
        id: row.id,
        submittedAt: row.submitted_at.toISOString(),
        summary: cipher.openJson(row.summary, answerPurposes.summary),
      }
    : null;
}
