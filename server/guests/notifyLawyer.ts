import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Db } from '../db/Database';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports } from '../ports/Ports';
import { submissionNoticePreference } from '../users/getUserPreferences';
import { submissionReceivedMail } from './guestMailTexts';

// Mails the lawyer who made the link that a client sent their answers, inside the submission's
// transaction (the outbox: the mail exists exactly when the submission does), when their
// preference 1 "Avisarme cuando un cliente envía sus respuestas" is on — on by default, until
// they save it off. A disabled operator is not notified. The mail goes to our own user, so it
// does not count against the plan's monthly mails.
export async function notifyLawyer(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'random' | 'config' | 'jobs'>,
  input: { guest: GuestPrincipal; documentName: string; submittedAt: Date },
): Promise<boolean> {
  const lawyer = await trx
    .selectFrom('users as u')
    .leftJoin('user_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'u.id').on('p.pref_id', '=', submissionNoticePreference.prefId),
    )
    .select(['u.email', 'u.first_name', 'u.is_deleted', 'p.enabled'])
    .where('u.id', '=', input.guest.createdBy)
    .executeTakeFirst();
  if (!lawyer || lawyer.is_deleted) return false;
  if (!(lawyer.enabled ?? submissionNoticePreference.byDefault)) return false;
  const link = `${ports.config.appUrl}/app/users/editor/${input.guest.documentId}`;
  await enqueueMail(trx, ports, {
    kind: 'guest_submission',
    accountId: input.guest.accountId,
    to: lawyer.email,
    ...submissionReceivedMail({
      firstName: lawyer.first_name,
      label: input.guest.label,
      documentName: input.documentName,
      submittedAt: input.submittedAt,
      link,
    }),
  });
  return true;
}
