import { createGuestApi, type ResponseTokenStore } from '@player/guest/guestApi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLink,
  furnishedDocument,
  type LinkAnswer,
  published,
  signedInLawyer,
} from '../../server/guests/support/guestsApi';
import { startTestApi, type TestApi } from '../../server/support/startTestApi';

const answers = { nombre: 'Ana Torres', casado: false, herederos: [{ nombre: 'Carla' }] };

const memoryTokens = (): ResponseTokenStore => {
  let token: string | null = null;
  return {
    read: () => token,
    write: (value) => {
      token = value;
    },
  };
};

// The guest calls against the real server, through a network that loses answers: the server did
// the work but the guest's browser never heard back, as when a phone changes networks.
describe('the guest API', () => {
  let api: TestApi;
  let origin: string;
  let link: LinkAnswer;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    link = await createLink(doc);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('retries a submission whose answer was lost with the same key: the server keeps it once', async () => {
    const sent: Array<string | null> = [];
    let lost = 0;
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('submitGuestAnswers')) {
        sent.push(new Headers(init?.headers).get('idempotency-key'));
        if (lost++ === 0) throw new TypeError('fetch failed');
      }
      return response;
    };
    const guest = createGuestApi(
      { apiOrigin: origin, userName: link.userName, accessData: link.accessData },
      memoryTokens(),
      losingFirstAnswer,
      [10, 10, 10],
    );
    const { version } = await guest.open();
    const submitted = await guest.submit(answers, { version: version.number });
    expect(submitted.submission.id).toEqual(expect.any(String));

    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    const stored = await api.ports.db
      .selectFrom('guest_submissions')
      .select('id')
      .where('link_id', '=', link.id)
      .execute();
    expect(stored).toEqual([{ id: submitted.submission.id }]);
  });

  it('gives up after its retries, with the Spanish message for a lost connection', async () => {
    let attempts = 0;
    const offline: typeof fetch = async () => {
      attempts += 1;
      throw new TypeError('fetch failed');
    };
    const guest = createGuestApi(
      { apiOrigin: origin, userName: link.userName, accessData: link.accessData },
      memoryTokens(),
      offline,
      [1, 1],
    );
    await expect(guest.submit(answers, { version: 1 })).rejects.toMatchObject({ status: 0 });
    expect(attempts).toBe(3);
  });
});
