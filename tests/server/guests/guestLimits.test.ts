import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyGuestRateLimits, startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  expiredAnswer,
  furnishedDocument,
  type LinkAnswer,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

const minute = 60 * 1000;

// The guest calls' brakes: refused tokens per IP (guessing), autosaves per set of answers (a
// runaway loop), new public visitors and submissions per IP. A full window answers 429 with
// Retry-After, then opens again.
describe.each(testDatabaseKinds)('guest rate limits on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  let link: LinkAnswer;
  let open: LinkAnswer;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      guestRateLimits: {
        ...roomyGuestRateLimits,
        linkFailuresPerIp: { limit: 3, windowSeconds: 900 },
        savesPerResponse: { limit: 2, windowSeconds: 60 },
        responsesPerIp: { limit: 2, windowSeconds: 3600 },
        submitsPerIp: { limit: 1, windowSeconds: 3600 },
      },
    });
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    link = await createLink(doc);
    open = await createLink(doc, { mode: 'public', label: 'Sitio web' });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('brakes an IP that keeps sending unknown tokens, even with a good one, for a while', async () => {
    const guess = { ...link, accessData: 'C'.repeat(43) };
    for (let i = 0; i < 3; i++) expect((await openLink(api, guess)).json()).toEqual(expiredAnswer);
    const braked = await openLink(api, link);
    expect(braked.statusCode).toBe(429);
    expect(braked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
    api.clock.advance(16 * minute);
    expect((await openLink(api, link)).statusCode).toBe(200);
  });

  it('brakes an autosave loop on one set of answers', async () => {
    for (let sequence = 1; sequence <= 2; sequence++) {
      expect((await saveAnswers(api, link, { answers: {}, sequence })).statusCode).toBe(200);
    }
    const braked = await saveAnswers(api, link, { answers: { nombre: 'x' }, sequence: 3 });
    expect(braked.statusCode).toBe(429);
    expect((await openLink(api, link)).json().response.sequence).toBe(2);
    api.clock.advance(minute);
    expect((await saveAnswers(api, link, { answers: {}, sequence: 3 })).statusCode).toBe(200);
  });

  it('brakes new public visitors and submissions from one IP', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await saveAnswers(api, open, { answers: {}, sequence: 1 })).statusCode).toBe(200);
    }
    expect((await saveAnswers(api, open, { answers: {}, sequence: 1 })).statusCode).toBe(429);
    const answers = { nombre: 'Ana', casado: false };
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(429);
  });
});
