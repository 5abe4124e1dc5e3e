import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { contractAnswers, createContractInterview } from './support/contractInterview';
import { generate, uploadTemplate } from './support/generationApi';
import { buildWordContractTemplate } from './support/wordContractTemplate';

const gb = 1024 ** 3;

// Word templates and generated documents count against the plan's storage like images do:
// an upload or a generation that would not fit is refused, and deleting a template, a document
// or a workspace gives the bytes back.
describe.each(testDatabaseKinds)('storage of templates and generated files on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  // A Corporativo owner (500 GB) with a contract interview ready for its template.
  async function ownerWithDocument() {
    const owner = await signedInOwner(api, 'corporativo');
    const session = await DocumentSession.start(api, owner.token);
    await createContractInterview(session);
    return { ...owner, documentId: session.documentId };
  }

  const storedBytes = async (accountId: string) =>
    Number(
      (
        await api.ports.db
          .selectFrom('account_usage')
          .select('storage_bytes')
          .where('account_id', '=', accountId)
          .executeTakeFirst()
      )?.storage_bytes ?? 0,
    );

  const setStoredBytes = (accountId: string, bytes: number) =>
    api.ports.db
      .insertInto('account_usage')
      .values({ account_id: accountId, storage_bytes: bytes })
      .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ storage_bytes: bytes }))
      .execute();

  it('counts an uploaded Word template and gives its bytes back when it is deleted', async () => {
    const owner = await ownerWithDocument();
    const bytes = buildWordContractTemplate();
    const uploaded = await uploadTemplate(api, owner.token, owner.documentId, bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const row = await api.ports.db
      .selectFrom('word_templates')
      .select('size_bytes')
      .where('id', '=', uploaded.json().id)
      .executeTakeFirstOrThrow();
    expect(row.size_bytes).toBeGreaterThan(0);
    expect(await storedBytes(owner.accountId)).toBe(row.size_bytes);

    const deleted = await callDocuments(api, owner.token, 'DELETE', 'deleteTemplateDoc', {
      template_id: uploaded.json().id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedBytes(owner.accountId)).toBe(0);
  });

  it('refuses a template that does not fit in the plan, naming the plan that lifts it', async () => {
    const owner = await ownerWithDocument();
    await setStoredBytes(owner.accountId, 500 * gb - 10);
    const refused = await uploadTemplate(
      api,
      owner.token,
      owner.documentId,
      buildWordContractTemplate(),
    );
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'STORAGE_LIMIT_REACHED',
      message: expect.stringContaining('Tu plan Corporativo permite guardar hasta 500 GB'),
    });
    expect(refused.json().message).toContain('Premium');
    const templates = await api.ports.db
      .selectFrom('word_templates')
      .select('id')
      .where('document_id', '=', owner.documentId)
      .execute();
    expect(templates).toEqual([]);
    expect(await storedBytes(owner.accountId)).toBe(500 * gb - 10);
  });

  it('counts generated files, and refuses a generation that does not fit', async () => {
    const owner = await ownerWithDocument();
    const uploaded = await uploadTemplate(
      api,
      owner.token,
      owner.documentId,
      buildWordContractTemplate(),
    );
    const templateId = uploaded.json().id;
    const afterUpload = await storedBytes(owner.accountId);
    const body = { template_path: templateId, context: contractAnswers, convert_to_pdf: false };

    const generated = await generate(api, owner.token, body);
    expect(generated.statusCode, generated.body).toBe(201);
    const files = await api.ports.db
      .selectFrom('generated_files')
      .select('size_bytes')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(files).toHaveLength(1);
    const fileBytes = files.reduce((sum, file) => sum + file.size_bytes, 0);
    expect(await storedBytes(owner.accountId)).toBe(afterUpload + fileBytes);

    await setStoredBytes(owner.accountId, 500 * gb - 10);
    const refused = await generate(api, owner.token, body);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'STORAGE_LIMIT_REACHED' });
    const after = await api.ports.db
      .selectFrom('generated_files')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(after).toHaveLength(1);
    expect(await storedBytes(owner.accountId)).toBe(500 * gb - 10);
  });

  it('gives the bytes back and removes the files when a document or a workspace is deleted', async () => {
    const owner = await signedInOwner(api, 'corporativo');
    const keysOf = async (documentId: string) => [
      ...(await api.ports.db
        .selectFrom('word_templates')
        .select('storage_key')
        .where('document_id', '=', documentId)
        .execute()),
      ...(await api.ports.db
        .selectFrom('generated_files')
        .select('storage_key')
        .where('document_id', '=', documentId)
        .execute()),
    ];
    const documentWithFiles = async () => {
      const session = await DocumentSession.start(api, owner.token);
      await createContractInterview(session);
      const uploaded = await uploadTemplate(
        api,
        owner.token,
        session.documentId,
        buildWordContractTemplate(),
      );
      const body = { template_path: uploaded.json().id, context: contractAnswers };
      const generated = await generate(api, owner.token, { ...body, convert_to_pdf: false });
      expect(generated.statusCode, generated.body).toBe(201);
      const keys = await keysOf(session.documentId);
      expect(keys).toHaveLength(2);
      return { session, keys };
    };

    const first = await documentWithFiles();
    const second = await documentWithFiles();
    expect(await storedBytes(owner.accountId)).toBeGreaterThan(0);
    const deleted = await first.session.write('DELETE', 'deleteDocument', {
      document_id: first.session.documentId,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const { storage_key } of first.keys) {
      expect(await api.ports.storage.get(storage_key)).toBeNull();
    }
    const secondBytes = await storedBytes(owner.accountId);
    expect(secondBytes).toBeGreaterThan(0);

    const workspace = await callDocuments(api, owner.token, 'DELETE', 'deleteWork', {
      workspace_id: second.session.workspaceId,
    });
    expect(workspace.statusCode, workspace.body).toBe(200);
    for (const { storage_key } of second.keys) {
      expect(await api.ports.storage.get(storage_key)).toBeNull();
    }
    expect(await storedBytes(owner.accountId)).toBe(0);
  });
});
