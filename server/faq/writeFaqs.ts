import type { CreateFaqBody, ReorderFaqBody, UpdateFaqBody } from '@schemas/api/admin';
import type { FaqAnswer } from '@schemas/api/faq';
import { sql } from 'kysely';
import { adminErrors } from '../admin/adminErrors';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { listFaqs } from './listFaqs';

// The administrators' FAQ writes (faq/createFaq, faq/updateFaq, faq/deleteFaq and our
// faq/reorderFaq). Positions stay 1..n without gaps: a create inserts at its position (clamped;
// the end when absent), an update with a position moves the entry there, a delete closes the gap.
// The table is locked for each write and the unique position is checked at commit, so entries
// can pass over each other. Every write answers the whole list, in order.

type Audit = { admin: Principal; origin: RequestOrigin };

export async function createFaq(
  ports: Ports,
  body: CreateFaqBody,
  audit: Audit,
): Promise<FaqAnswer> {
  await writeFaqs(ports, async (trx, count) => {
    const position = clamp(body.position ?? count + 1, count + 1);
    await trx
      .updateTable('faqs')
      .set({ position: sql`position + 1` })
      .where('position', '>=', position)
      .execute();
    const id = ports.random.uuid();
    const now = ports.clock.now();
    await trx
      .insertInto('faqs')
      .values({
        faq_id: id,
        question: body.question.trim(),
        answer: body.answer.trim(),
        position,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await record(trx, ports, audit, 'faq_created', { faqId: id, position });
  });
  return listFaqs(ports.db);
}

export async function updateFaq(
  ports: Ports,
  body: UpdateFaqBody,
  audit: Audit,
): Promise<FaqAnswer> {
  await writeFaqs(ports, async (trx, count) => {
    const current = await trx
      .selectFrom('faqs')
      .select(['faq_id', 'position'])
      .where('faq_id', '=', body.faqId)
      .executeTakeFirst();
    if (!current) throw adminErrors.faqNotFound();
    const changes: { question?: string; answer?: string; position?: number } = {};
    if (body.question !== undefined) changes.question = body.question.trim();
    if (body.answer !== undefined) changes.answer = body.answer.trim();
    if (body.position !== undefined) {
      const to = clamp(body.position, count);
      if (to !== current.position) {
        await shift(trx, current.position, to);
        changes.position = to;
      }
    }
    await trx
      .updateTable('faqs')
      .set({ ...changes, updated_at: ports.clock.now() })
      .where('faq_id', '=', current.faq_id)
      .execute();
    await record(trx, ports, audit, 'faq_updated', {
      faqId: current.faq_id,
      fields: Object.keys(changes),
    });
  });
  return listFaqs(ports.db);
}

export async function deleteFaq(ports: Ports, faqId: string, audit: Audit): Promise<FaqAnswer> {
  await writeFaqs(ports, async (trx) => {
    const removed = await trx
      .deleteFrom('faqs')
      .where('faq_id', '=', faqId)
      .returning(['position', 'question'])
      .executeTakeFirst();
    if (!removed) throw adminErrors.faqNotFound();
    await trx
      .updateTable('faqs')
      .set({ position: sql`position - 1` })
      .where('position', '>', removed.position)
      .execute();
    await record(trx, ports, audit, 'faq_deleted', { faqId, question: removed.question });
  });
  return listFaqs(ports.db);
}

export async function reorderFaqs(
  ports: Ports,
  body: ReorderFaqBody,
  audit: Audit,
): Promise<FaqAnswer> {
  await writeFaqs(ports, async (trx) => {
    const ids = (await trx.selectFrom('faqs').select('faq_id').execute()).map((row) => row.faq_id);
    const given = new Set(body.faqIds);
    if (ids.length !== body.faqIds.length || ids.some((id) => !given.has(id))) {
      throw adminErrors.faqOrderIncomplete();
    }
    for (const [index, id] of body.faqIds.entries()) {
      await trx
        .updateTable('faqs')
        .set({ position: index + 1 })
        .where('faq_id', '=', id)
        .execute();
    }
    await record(trx, ports, audit, 'faq_reordered', { faqIds: body.faqIds });
  });
  return listFaqs(ports.db);
}

async function writeFaqs(ports: Ports, write: (trx: Db, count: number) => Promise<void>) {
  await ports.db.transaction().execute(async (trx) => {
    await sql`lock table faqs in share row exclusive mode`.execute(trx);
    await sql`set constraints faqs_position_key deferred`.execute(trx);
    const { count } = await trx
      .selectFrom('faqs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    await write(trx, Number(count));
  });
}

/** Moves the entries between `from` and `to` one place to make room at `to`. */
async function shift(trx: Db, from: number, to: number) {
  if (to < from) {
    await trx
      .updateTable('faqs')
      .set({ position: sql`position + 1` })
      .where('position', '>=', to)
      .where('position', '<', from)
      .execute();
  } else {
    await trx
      .updateTable('faqs')
      .set({ position: sql`position - 1` })
      .where('position', '>', from)
      .where('position', '<=', to)
      .execute();
  }
}

function clamp(position: number, max: number): number {
  return Math.min(Math.max(1, position), Math.max(1, max));
}

function record(
  trx: Db,
  ports: Ports,
  audit: Audit,
  event: 'faq_created' | 'faq_updated' | 'faq_deleted' | 'faq_reordered',
  details: Record<string, unknown>,
) {
  return recordAudit(trx, ports, {
    event,
    accountId: null,
    actorUserId: audit.admin.userId,
    subjectUserId: null,
    origin: audit.origin,
    details,
  });
}
