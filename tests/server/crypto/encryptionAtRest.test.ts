import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createDataKeys } from '@server/crypto/createDataKeys';
import { parseMasterKey } from '@server/crypto/MasterKeys';
import { answerPurposes } from '@server/guests/answerPurposes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { download, generate } from '../generation/support/generationApi';
import { docxText, pdfText } from '../generation/support/readDocuments';
import {
  callGuest,
  createLink,
  furnishedDocument,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
  submitAnswers,
} from '../guests/support/guestsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { dumpDatabase, readFileStore } from '../support/readAtRest';
import { startTestApi, type TestApi } from '../support/startTestApi';

// Client data at rest: a guest's answers in progress, its submission (answers and summary), the
// operators' preview answers (allVariables, the sample answers) and the generated DOCX and PDF
// are sealed with the account's data key. A copy of the database alone and of the file store
// alone are searched for a sentinel answer: it is in neither, while the API still shows it.
describe.each(testDatabaseKinds)('client data at rest on %s', (kind) => {
  let api: TestApi;
  const sentinel = `CENTINELA${randomBytes(6).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('keeps every answer out of a database dump and of the file store', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const created = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(p(t('Declarante: '), v('nombre'), t('.'))),
    });
    const templateId = created.json().template.id as string;
    await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', {
      templateId,
      type: 'rich',
    });
    await session.ok('POST', 'updateDoc', { documentId: session.documentId, documentDocx: true });
    // The operators' preview answers.
    const preview = await callDocuments(api, lawyer.token, 'POST', 'updateDoc', {
      documentId: session.documentId,
      allVariables: { nombre: `${sentinel} vista previa` },
    });
    expect(preview.json().document.allVariables).toEqual({ nombre: `${sentinel} vista previa` });
    await published(session);
    // A guest's answers in progress, on one link; a submission on another.
    const inProgress = await createLink(session, { label: 'En curso' });
    await saveAnswers(api, inProgress, {
      answers: { nombre: `${sentinel} en curso` },
      sequence: 1,
    });
    const sent = await createLink(session, { label: 'Enviado' });
    const submitted = await submitAnswers(api, sent, {
      answers: { nombre: `${sentinel} enviado`, casado: false },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // The guest's document, and a lawyer's trial generation with sample answers.
    const guestFiles = await generate(api, null, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
      tempToken: sent.accessData,
    });
    expect(guestFiles.statusCode, guestFiles.body).toBe(201);
    const trial = await generate(api, lawyer.token, {
      template_path: templateId,
      context: { nombre: `${sentinel} muestra`, casado: false },
      convert_to_pdf: false,
    });
    expect(trial.statusCode, trial.body).toBe(201);

    // The API shows everything, opened with the account's key.
    expect((await openLink(api, inProgress)).json().response.answers).toEqual({
      nombre: `${sentinel} en curso`,
    });
    const submissions = await callDocuments(
      api,
      lawyer.token,
      'GET',
      `getSubmissions/${session.documentId}`,
    );
    expect(submissions.json().submissions[0].answers.nombre).toBe(`${sentinel} enviado`);
    const result = await callGuest(api, 'GET', `getGuestResult/${session.documentId}`, {
      accessData: sent.accessData,
    });
    expect(JSON.stringify(result.json().submission.summary)).toContain(sentinel);
    const [docxFile, pdfFile] = guestFiles.json().files as Array<{ url: string }>;
    const docx = (await download(api, docxFile?.url ?? '')).rawPayload;
    expect(await docxText(docx)).toContain(`Declarante: ${sentinel} enviado.`);
    expect(pdfText((await download(api, pdfFile?.url ?? '')).rawPayload)).toContain(sentinel);
    const master = await api.get('/api/v1/documents/getMasterWeb', lawyer.token);
    expect(master.body).toContain(`${sentinel} vista previa`);

    // A copy of the database, and of the file store, alone.
    expect(await dumpDatabase(api)).not.toContain(sentinel);
    const store = await readFileStore(join(api.dataDir, 'files'));
    expect(store.length).toBeGreaterThan(0);
    expect(store).not.toContain(sentinel);
  }, 120_000);

  it('rewraps the data keys under a new master key; the old key still opens an old backup', async () => {
    const lawyer = await signedInLawyer(api);
    const preview = await callDocuments(api, lawyer.token, 'POST', 'createWork', {
      workspace_name: 'Despacho',
    });
    const created = await callDocuments(api, lawyer.token, 'POST', 'createDoc', {
      workspace_id: preview.json().workspace.id,
      document_name: 'Rotación',
      allVariables: { nombre: sentinel },
    });
    const stored = await api.ports.db
      .selectFrom('documents')
      .select('all_variables')
      .where('id', '=', created.json().document.id)
      .executeTakeFirstOrThrow();
    const old = api.ports.config.dataEncryption.current;
    const backup = await api.ports.db.selectFrom('account_keys').selectAll().execute();
    const next = parseMasterKey(randomBytes(32).toString('base64'));
    const clock = api.clock;
    const rewrapped = await createDataKeys({ current: next, previous: [old] }, clock).rewrapAll(
      api.ports.db,
    );
    expect(rewrapped).toBeGreaterThanOrEqual(1);
    const rows = await api.ports.db.selectFrom('account_keys').selectAll().execute();
    expect(new Set(rows.map((row) => row.key_id))).toEqual(new Set([next.id]));
    const open = async (keys: Parameters<typeof createDataKeys>[0]) => {
      const cipher = await createDataKeys(keys, clock).forAccount(api.ports.db, lawyer.accountId);
      return cipher.openJson(stored.all_variables, answerPurposes.allVariables);
    };
    // The new key alone opens the data now.
    expect(await open({ current: next, previous: [] })).toEqual({ nombre: sentinel });
    await expect(open({ current: old, previous: [] })).rejects.toThrow(/not configured/);
    // An old backup (its keys wrapped by the old key) opens when the old key is given.
    for (const row of backup) {
      await api.ports.db
        .updateTable('account_keys')
        .set({ key_id: row.key_id, wrapped_key: row.wrapped_key })
        .where('account_id', '=', row.account_id)
        .execute();
    }
    expect(await open({ current: next, previous: [old] })).toEqual({ nombre: sentinel });
    await expect(open({ current: next, previous: [] })).rejects.toThrow(/not configured/);
  });

  it('never opens one account’s sealed answers with another account’s key', async () => {
    const [a, b] = [await api.createUser(), await api.createUser()];
    const keys = api.ports.dataKeys;
    const sealed = (await keys.forAccount(api.ports.db, a.accountId)).sealJson(
      { nombre: sentinel },
      answerPurposes.submitted,
    );
    const other = await keys.forAccount(api.ports.db, b.accountId);
    expect(() => other.openJson(sealed, answerPurposes.submitted)).toThrow();
    const same = await keys.forAccount(api.ports.db, a.accountId);
    expect(() => same.openJson(sealed, answerPurposes.inProgress)).toThrow();
  });
});
