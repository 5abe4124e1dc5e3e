import { seedDatabase } from '@server/seed/seedDatabase';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

interface FaqEntry {
  faqId: string;
  question: string;
  answer: string;
  position: number;
}

describe.each(testDatabaseKinds)('the FAQ on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    await seedDatabase(api.ports);
    token = (await api.signIn(await api.createUser())).accessToken;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const readFaqs = async (): Promise<FaqEntry[]> => {
    const response = await api.get('/api/v1/faq/getFaq', token);
    expect(response.statusCode).toBe(200);
    return response.json().faqs;
  };

  it('answers the seeded questions in Spanish, in position order', async () => {
    const faqs = await readFaqs();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs.length).toBeLessThanOrEqual(10);
    expect(faqs.map((f) => f.position)).toEqual(faqs.map((_, i) => i + 1));
    for (const faq of faqs) {
      expect(faq.question).toMatch(/^¿.+\?$/);
      expect(faq.answer.length).toBeGreaterThan(100);
    }
    const all = faqs.map((f) => `${f.question} ${f.answer}`).join('\n');
    for (const topic of [
      'una sola sesión activa',
      'operador',
      'sin registrarse',
      '{nombre_comprador}',
      'PDF',
      'Minuta no es un estudio jurídico',
    ]) {
      expect(all).toContain(topic);
    }
  });

  it('asks for a session', async () => {
    const response = await api.get('/api/v1/faq/getFaq');
    expect(response.statusCode).toBe(401);
  });

  it('follows the positions, not the order rows were written', async () => {
    const before = await readFaqs();
    const [first, second] = before;
    if (!first || !second) throw new Error('seeded FAQ missing');
    // Swapping two positions needs the unique constraint deferred to the commit.
    await api.ports.db.transaction().execute(async (trx) => {
      await sql`set constraints faqs_position_key deferred`.execute(trx);
      await trx
        .updateTable('faqs')
        .set({ position: 2 })
        .where('faq_id', '=', first.faqId)
        .execute();
      await trx
        .updateTable('faqs')
        .set({ position: 1 })
        .where('faq_id', '=', second.faqId)
        .execute();
    });
    const after = await readFaqs();
    expect(after.slice(0, 2).map((f) => f.faqId)).toEqual([second.faqId, first.faqId]);
  });

  it('seeds only an empty table: a second start neither duplicates nor overwrites', async () => {
    const [first] = await readFaqs();
    if (!first) throw new Error('seeded FAQ missing');
    await api.ports.db
      .updateTable('faqs')
      .set({ question: '¿Pregunta editada por la administración?' })
      .where('faq_id', '=', first.faqId)
      .execute();
    const count = (await readFaqs()).length;
    expect((await seedDatabase(api.ports)).faqs).toBe(false);
    const again = await readFaqs();
    expect(again).toHaveLength(count);
    expect(again[0]?.question).toBe('¿Pregunta editada por la administración?');
  });
});
