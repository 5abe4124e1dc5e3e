import type { AuditAnswer, AuditQuery } from '@schemas/api/admin';
import { sql } from 'kysely';
import type { Ports } from '../ports/Ports';
import { uuidPattern } from './searchPattern';

const pageSize = 50;

// admin/audit: the audit log across accounts, newest first, 50 at a time (cursor `before`),
// filtered by event, by who (an email or id: entries where it is the actor, the subject or the
// account) and by time. Also answers the event names that exist, for the filter's list.
export async function listAuditLog(
  ports: Pick<Ports, 'db'>,
  query: AuditQuery,
): Promise<AuditAnswer> {
  const db = ports.db;
  const who = query.who?.trim().toLowerCase() ?? '';
  const cursor = query.before
    ? await db
        .selectFrom('audit_log')
        .select(['at', 'id'])
        .where('id', '=', query.before)
        .executeTakeFirst()
    : undefined;
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('users as actor', 'actor.id', 'l.actor_user_id')
    .leftJoin('users as subject', 'subject.id', 'l.subject_user_id')
    .select([
      'l.id',
      'l.at',
      'l.event',
      'l.account_id',
      'l.actor_user_id',
      'l.subject_user_id',
      'l.ip',
      'l.details',
      'actor.email as actor_email',
      'subject.email as subject_email',
    ])
    .$if(query.event !== undefined, (builder) => builder.where('l.event', '=', query.event ?? ''))
    .$if(query.from !== undefined, (builder) =>
      builder.where('l.at', '>=', new Date(query.from ?? 0)),
    )
    .$if(query.to !== undefined, (builder) => builder.where('l.at', '<=', new Date(query.to ?? 0)))
    .$if(who !== '', (builder) =>
      builder.where((eb) =>
        uuidPattern.test(who)
          ? eb.or([
              eb('l.actor_user_id', '=', who),
              eb('l.subject_user_id', '=', who),
              eb('l.account_id', '=', who),
            ])
          : eb.or([eb('actor.email', '=', who), eb('subject.email', '=', who)]),
      ),
    )
    .$if(cursor !== undefined, (builder) =>
      builder.where(
        sql<boolean>`(l.at, l.id) < (${cursor?.at ?? new Date(0)}, ${cursor?.id ?? ''})`,
      ),
    )
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const events = await db
    .selectFrom('audit_log')
    .select('event')
    .distinct()
    .orderBy('event')
    .execute();
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      event: row.event,
      accountId: row.account_id,
      actorUserId: row.actor_user_id,
      actorEmail: row.actor_email,
      subjectUserId: row.subject_user_id,
      subjectEmail: row.subject_email,
      ip: row.ip,
      details: row.details,
    })),
    nextBefore: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    events: events.map((row) => row.event),
  };
}
