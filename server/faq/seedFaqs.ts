import { sql } from 'kysely';
import type { Ports } from '../ports/Ports';
import { defaultFaqs } from './defaultFaqs';

// Writes the default FAQ into an empty table, so a new installation has one and an edited FAQ is
// never overwritten. The table lock makes two instances starting together write it once.
export async function seedFaqs(ports: Pick<Ports, 'db' | 'clock' | 'random'>): Promise<boolean> {
  return ports.db.transaction().execute(async (trx) => {
    await sql`lock table faqs in share row exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('faqs').select('faq_id').limit(1).executeTakeFirst();
    if (existing) return false;
    const now = ports.clock.now();
    await trx
      .insertInto('faqs')
      .values(
        defaultFaqs.map((faq, index) => ({
          faq_id: ports.random.uuid(),
          question: faq.question,
          answer: faq.answer,
          position: index + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return true;
  });
}
