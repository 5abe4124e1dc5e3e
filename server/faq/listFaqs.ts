import type { FaqAnswer } from '@schemas/api/faq';
import type { Db } from '../db/Database';

// faq/getFaq: every question, in position order. The same for every account.
export async function listFaqs(db: Db): Promise<FaqAnswer> {
  const rows = await db
    .selectFrom('faqs')
    .select(['faq_id', 'question', 'answer', 'position'])
    .orderBy('position')
    .execute();
  return {
    faqs: rows.map((row) => ({
      faqId: row.faq_id,
      question: row.question,
      answer: row.answer,
      position: row.position,
    })),
  };
}
