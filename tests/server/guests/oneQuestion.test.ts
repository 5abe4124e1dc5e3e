import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  furnishedDocument,
  openLink,
  published,
  signedInLawyer,
} from './support/guestsApi';

// "Una pregunta a la vez" is the document's setting: off by default, switched with updateDoc, and
// what a guest's page is told when it opens, without a republish.
describe.each(testDatabaseKinds)('one question at a time on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('tells the guest page how to run, as the lawyer set it', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    const link = await createLink(doc);
    expect((await openLink(api, link)).json().document).not.toHaveProperty('oneQuestionAtATime');
    const updated = await doc.ok('POST', 'updateDoc', {
      documentId: doc.documentId,
      documentOneQuestion: true,
    });
    expect(updated.document.oneQuestionAtATime).toBe(true);
    expect((await openLink(api, link)).json().document).toMatchObject({
      id: doc.documentId,
      oneQuestionAtATime: true,
    });
    await doc.ok('POST', 'updateDoc', { documentId: doc.documentId, documentOneQuestion: false });
    expect((await openLink(api, link)).json().document).not.toHaveProperty('oneQuestionAtATime');
  });
});
