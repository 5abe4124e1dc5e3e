import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { purgeDeletedAccounts } from '@server/accountData/purgeDeletedAccounts';
import { runRenewals } from '@server/payments/runRenewals';
import { startSubscription } from '@server/payments/startSubscription';
import { totpPurpose } from '@server/twoFactor/secondFactor';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { download, generate, uploadTemplate } from '../generation/support/generationApi';
import { docxText } from '../generation/support/readDocuments';
import { buildWordContractTemplate } from '../generation/support/wordContractTemplate';
import {
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
import { startTestApi, type TestApi, tokenFromLink, totpCode } from '../support/startTestApi';

const day = 24 * 60 * 60 * 1000;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Lawyer = Awaited<ReturnType<typeof signedInLawyer>>;

/**
 * A firm with something of everything, each carrying the sentinel: an interview with sample
 * answers, a rich and a Word template, a guest's answers in progress and a submission, a generated
 * DOCX, an uploaded image, an operator.
 */
async function furnishFirm(api: TestApi, sentinel: string) {
  const lawyer = await signedInLawyer(api);
  const { doc: session } = await furnishedDocument(api, lawyer.token, `Testamento ${sentinel}`);
  const created = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
    document_id: session.documentId,
    name: `Declaración ${sentinel}`,
    content: doc(p(t('Declarante: '), v('nombre'), t('.'))),
  });
  const templateId = created.json().template.id as string;
  await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', { templateId, type: 'rich' });
  await session.ok('POST', 'updateDoc', {
    documentId: session.documentId,
    documentDocx: true,
    allVariables: { nombre: `${sentinel} muestra` },
  });
  const word = await uploadTemplate(
    api,
    lawyer.token,
    session.documentId,
    buildWordContractTemplate(),
    `Contrato ${sentinel}.docx`,
  );
  expect(word.statusCode, word.body).toBe(201);
  await published(session);
  const inProgress = await createLink(session, { label: `En curso ${sentinel}` });
  expect(
    (
      await saveAnswers(api, inProgress, {
        answers: { nombre: `${sentinel} en curso` },
        sequence: 1,
      })
    ).statusCode,
  ).toBe(200);
  const sent = await createLink(session, { label: 'Enviado' });
  const submitted = await submitAnswers(api, sent, {
    answers: { nombre: `${sentinel} enviado`, casado: false },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const generated = await generate(api, null, {
    template_path: templateId,
    context: {},
    convert_to_pdf: false,
    tempToken: sent.accessData,
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const clause = await api.app.inject({
    method: 'POST',
    url: '/api/v1/library/createClause',
    headers: { authorization: `Bearer ${lawyer.token}` },
    payload: {
      name: `Cláusula ${sentinel}`,
      content: doc(p(t(`Garantía ${sentinel} de `), v('nombre'), t('.'))),
      document_id: session.documentId,
    },
  });
  expect(clause.statusCode, clause.body).toBe(201);
  const image = await uploadImage(api, lawyer.token);
  expect(image.statusCode, image.body).toBe(201);
  const operatorEmail = `operador-${sentinel.toLowerCase()}@despacho.test`;
  const operator = await api.post(
    '/api/v1/users/createOpeAccount',
    { email: operatorEmail, firstName: `Óscar ${sentinel}`, lastName: 'Ruiz' },
    lawyer.token,
  );
  expect(operator.statusCode, operator.body).toBeLessThan(300);
  return {
    lawyer,
    session,
    inProgress,
    sent,
    operatorEmail,
    fileUrl: generated.json().files[0].url as string,
  };
}

async function uploadImage(api: TestApi, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'firma.png');
  const request = new Request('http://minuta.test', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/storage/saveImage',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
}

function readZip(bytes: Buffer): Map<string, Buffer> {
  const entries = unzipSync(new Uint8Array(bytes));
  return new Map(Object.entries(entries).map(([name, data]) => [name, Buffer.from(data)]));
}

// Export: the owner, with password (and second factor), gets a single-use link to a ZIP with
// everything the firm holds, opened with the account's key, and nothing of any other firm.
describe.each(testDatabaseKinds)('account export on %s', (kind) => {
  let api: TestApi;
  const sentinel = `CENTINELA${randomBytes(6).toString('hex').toUpperCase()}`;
  const otherSentinel = `AJENO${randomBytes(6).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('gives the owner a ZIP of everything the firm holds, once', async () => {
    const firm = await furnishFirm(api, sentinel);
    await furnishFirm(api, otherSentinel);
    const { lawyer } = firm;
    const exportAccount = (body: unknown, token = lawyer.token) =>
      api.post('/api/v1/users/exportAccount', body, token);

    const wrong = await exportAccount({ password: 'no es la clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Tu correo o contraseña son incorrectos');
    const missing = await exportAccount({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');

    const asked = await exportAccount({ password: lawyer.password });
    expect(asked.statusCode, asked.body).toBe(200);
    const { url, expiresAt } = asked.json() as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/v1\/users\/exportAccount\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - api.clock.now().getTime()).toBeLessThanOrEqual(
      5 * 60 * 1000,
    );
    const zip = await api.app.inject({ method: 'GET', url });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/attachment; filename="minuta-.*\.zip"/);
    expect(zip.headers['cache-control']).toBe('private, no-store');

    const entries = readZip(zip.rawPayload);
    const text = (name: string) => entries.get(name)?.toString('utf8') ?? '';
    const json = (name: string) => JSON.parse(text(name));
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        'LEEME.txt',
        'cuenta.json',
        'entrevistas.json',
        'plantillas.json',
        'publicaciones.json',
        'enlaces.json',
        'respuestas.json',
        'documentos-generados.json',
        'imagenes.json',
        'actividad.json',
      ]),
    );
    const account = json('cuenta.json');
    expect(account.users.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining([lawyer.email, firm.operatorEmail]),
    );
    const [workspace] = json('entrevistas.json');
    const [document] = workspace.documents;
    expect(document.name).toBe(`Testamento ${sentinel}`);
    expect(document.all_variables).toEqual({ nombre: `${sentinel} muestra` });
    expect(document.pages.map((page: { name: string }) => page.name)).toEqual([
      'Datos',
      'Herederos',
    ]);
    expect(document.pages[0].elements[0].title).toBe('Nombre completo');
    const answers = json('respuestas.json');
    expect(answers.inProgress.map((r: { answers: unknown }) => r.answers)).toContainEqual({
      nombre: `${sentinel} en curso`,
    });
    expect(answers.submitted[0].answers).toMatchObject({ nombre: `${sentinel} enviado` });
    expect(JSON.stringify(answers.submitted[0].summary)).toContain(sentinel);
    const templates = json('plantillas.json');
    expect(templates.richTemplates[0].name).toBe(`Declaración ${sentinel}`);
    expect(templates.clauses.map((clause: { name: string }) => clause.name)).toEqual([
      `Cláusula ${sentinel}`,
    ]);
    const wordFile = entries.get(templates.wordTemplates[0].file);
    expect(wordFile?.subarray(0, 2).toString('latin1')).toBe('PK');
    const [generated] = json('documentos-generados.json');
    const generatedFile = entries.get(generated.file);
    expect(await docxText(generatedFile ?? Buffer.alloc(0))).toContain(
      `Declarante: ${sentinel} enviado.`,
    );
    const [image] = json('imagenes.json');
    expect(entries.get(image.file)).toEqual(png);
    expect(json('enlaces.json').map((link: { label: string }) => link.label)).toContain(
      `En curso ${sentinel}`,
    );
    // Only this firm, and no secret of it.
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain(otherSentinel);
    for (const secret of ['password_hash', 'totp_secret', 'token_hash', 'token_sealed']) {
      expect(everything).not.toContain(secret);
    }

    // The link works once.
    const again = await api.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('EXPORT_LINK_EXPIRED');
  }, 120_000);

  it('asks for the second factor when the owner has one', async () => {
    const lawyer = await signedInLawyer(api);
    const setup = await api.post('/api/v1/users/twoFactor/setup', {}, lawyer.token);
    const secret = setup.json().secret as string;
    const enabled = await api.post(
      '/api/v1/users/twoFactor/enable',
      { code: totpCode(secret, api.clock.now()) },
      lawyer.token,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    api.clock.advance(31_000);
    const withoutCode = await api.post(
      '/api/v1/users/exportAccount',
      { password: lawyer.password },
      lawyer.token,
    );
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_REQUIRED',
      fields: [{ field: 'code' }],
    });
    const wrongCode = await api.post(
      '/api/v1/users/exportAccount',
      { password: lawyer.password, code: '000000' },
      lawyer.token,
    );
    expect(wrongCode.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const withCode = await api.post(
      '/api/v1/users/exportAccount',
      { password: lawyer.password, code: totpCode(secret, api.clock.now()) },
      lawyer.token,
    );
    expect(withCode.statusCode, withCode.body).toBe(200);
  });
});

// Deletion: after password (and second factor) the account is closed at once, can be reactivated
// for 7 days, and then purgeDeletedAccounts removes every row and file of it and of its operators;
// a dump of the database and a copy of the file store no longer hold the sentinel, the audit trail
// stays without personal data, and the other firms are untouched.
describe.each(testDatabaseKinds)('account deletion on %s', (kind) => {
  let api: TestApi;
  const sentinel = `CENTINELA${randomBytes(6).toString('hex').toUpperCase()}`;
  const otherSentinel = `AJENO${randomBytes(6).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const login = (lawyer: Lawyer) =>
    api.post('/api/v1/users/login', { email: lawyer.email, password: lawyer.password });
  const reactivate = (lawyer: Lawyer) =>
    api.post('/api/v1/users/enableAccount', { email: lawyer.email, password: lawyer.password });

  it('closes the account, lets the owner undo it for 7 days, then leaves nothing', async () => {
    const firm = await furnishFirm(api, sentinel);
    const other = await furnishFirm(api, otherSentinel);
    const { lawyer } = firm;

    const wrong = await api.post(
      '/api/v1/users/deleteAccount',
      { password: 'no es la clave' },
      lawyer.token,
    );
    expect(wrong.statusCode).toBe(400);
    const asked = await api.post(
      '/api/v1/users/deleteAccount',
      { password: lawyer.password },
      lawyer.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const dueIn = new Date(asked.json().deletionDueAt).getTime() - api.clock.now().getTime();
    expect(Math.abs(dueIn - 7 * day)).toBeLessThan(60_000);
    // Closed at once: the session ended, no sign-in, guest links stop answering.
    expect((await api.get('/api/v1/users/me', lawyer.token)).statusCode).toBe(401);
    expect((await login(lawyer)).json().message).toBe('Tu cuenta se encuentra desactivada');
    expect((await openLink(api, firm.inProgress)).statusCode).toBeGreaterThanOrEqual(400);
    const mail = await api.mail.waitFor(lawyer.email, /se eliminará/);
    expect(mail.text).toContain('/reactivar-cuenta');

    // Undone within the grace period: everything is back.
    api.clock.advance(3 * day);
    expect((await reactivate(lawyer)).statusCode).toBe(200);
    const back = (await login(lawyer)).json().accessToken as string;
    expect((await api.get('/api/v1/documents/getMasterWeb', back)).body).toContain(
      `${sentinel} muestra`,
    );
    expect((await purgeDeletedAccounts(api.ports)).purged).toEqual([]);

    // Asked again, and left to run out.
    const again = await api.post(
      '/api/v1/users/deleteAccount',
      { password: lawyer.password },
      back,
    );
    expect(again.statusCode, again.body).toBe(200);
    api.clock.advance(7 * day - 60_000);
    expect((await purgeDeletedAccounts(api.ports)).purged).toEqual([]);
    api.clock.advance(2 * 60_000);
    // Past the date the account cannot come back: it is being purged.
    const late = await reactivate(lawyer);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/^Venció el plazo de 7 días para reactivar esta cuenta/);
    // Before the purge the scan does find the firm (its interview's name is plain text).
    expect(await dumpDatabase(api)).toContain(sentinel);
    const storedKeys = [
      ...(await api.ports.db
        .selectFrom('generated_files')
        .select('storage_key as key')
        .where('account_id', '=', lawyer.accountId)
        .execute()),
      ...(await api.ports.db
        .selectFrom('word_templates')
        .select('storage_key as key')
        .where('account_id', '=', lawyer.accountId)
        .execute()),
    ].map((row) => row.key);
    expect(storedKeys).toHaveLength(2);
    for (const key of storedKeys) expect(await api.ports.storage.get(key)).not.toBeNull();
    expect((await purgeDeletedAccounts(api.ports)).purged).toEqual([lawyer.accountId]);
    for (const key of storedKeys) expect(await api.ports.storage.get(key)).toBeNull();
    expect(readdirSync(join(api.dataDir, 'files/images'))).toHaveLength(1);
    expect((await purgeDeletedAccounts(api.ports)).purged).toEqual([]);

    // Nothing of the firm in a dump of the database or in the file store.
    const dump = await dumpDatabase(api);
    expect(dump).not.toContain(sentinel);
    expect(dump).not.toContain(lawyer.email);
    expect(dump).toContain(other.lawyer.email);
    const store = await readFileStore(join(api.dataDir, 'files'));
    expect(store).not.toContain(sentinel);
    // No row of any table points at the account or its people (the audit trail excepted).
    const userIds = [lawyer.userId];
    const columns = await sql<{ table: string; column: string }>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() and data_type = 'uuid'
        and column_name in ('account_id', 'user_id', 'uploaded_by', 'created_by', 'published_by')`.execute(
      api.ports.db,
    );
    for (const { table, column } of columns.rows) {
      if (table === 'audit_log') continue;
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)}
        where ${sql.ref(column)} in (${sql.join([lawyer.accountId, ...userIds])})`.execute(
        api.ports.db,
      );
      expect(`${table}.${column}: ${rows[0]?.n}`).toBe(`${table}.${column}: 0`);
    }
    const audit = await api.ports.db
      .selectFrom('audit_log')
      .selectAll()
      .where('account_id', '=', lawyer.accountId)
      .execute();
    expect(audit.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['operator_created', 'account_deletion_requested', 'account_purged']),
    );
    for (const entry of audit) {
      expect(entry.actor_user_id).toBeNull();
      expect(entry.subject_user_id).toBeNull();
      expect(entry.ip).toBeNull();
    }
    expect(audit.find((entry) => entry.event === 'account_purged')?.details).toMatchObject({
      users: 2,
      documents: 1,
    });
    // The owner and the operator are gone; signing in says so as for any unknown address.
    expect((await login(lawyer)).statusCode).toBe(400);

    // The other firm is intact.
    const otherToken = (await login(other.lawyer)).json().accessToken as string;
    expect((await api.get('/api/v1/documents/getMasterWeb', otherToken)).body).toContain(
      `${otherSentinel} muestra`,
    );
    expect((await openLink(api, other.inProgress)).json().response.answers).toEqual({
      nombre: `${otherSentinel} en curso`,
    });
    const files = await callDocuments(
      api,
      otherToken,
      'GET',
      `getGeneratedFiles/${other.session.documentId}`,
    );
    const [file] = files.json().files as Array<{ url: string }>;
    const bytes = (await download(api, file?.url ?? '')).rawPayload;
    expect(await docxText(bytes)).toContain(`Declarante: ${otherSentinel} enviado.`);
  }, 180_000);

  it('charges no renewal while the deletion is pending, and renews again once reactivated', async () => {
    const lawyer = await signedInLawyer(api);
    const start = api.clock.now();
    const end = new Date(start.getTime() + 3 * day);
    await startSubscription(api.ports.db, api.ports, lawyer.accountId, 'premium', { start, end });
    const asked = await api.post(
      '/api/v1/users/deleteAccount',
      { password: lawyer.password },
      lawyer.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const subscription = () =>
      api.ports.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('account_id', '=', lawyer.accountId)
        .executeTakeFirstOrThrow();
    expect((await subscription()).next_attempt_at).toBeNull();
    // The period ends during the grace period: the renewal pass charges nothing.
    api.clock.advance(4 * day);
    await runRenewals(api.ports);
    const charges = await api.ports.db
      .selectFrom('charges')
      .select('id')
      .where('account_id', '=', lawyer.accountId)
      .execute();
    expect(charges).toEqual([]);
    expect((await subscription()).status).toBe('active');
    const back = await api.post('/api/v1/users/enableAccount', {
      email: lawyer.email,
      password: lawyer.password,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await subscription()).next_attempt_at).toEqual(end);
  });

  it('asks the owner for the second factor, and refuses operators and administrators', async () => {
    // Administrators have a second factor (required of them): without it, a wrong one, then the
    // right one, which still does not delete the platform's administrator.
    const admin = await api.createUser({ role: 'admin' });
    const adminToken = (await api.signIn(admin)).accessToken;
    const ask = (code?: string) =>
      api.post('/api/v1/users/deleteAccount', { password: admin.password, code }, adminToken);
    expect((await ask()).json().code).toBe('TWO_FACTOR_CODE_REQUIRED');
    api.clock.advance(31_000);
    expect((await ask('000000')).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const stored = await api.ports.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    const cipher = await api.ports.dataKeys.forAccount(api.ports.db, admin.accountId);
    const secret = cipher.openJson<string>(stored.totp_secret, totpPurpose);
    const refused = await ask(totpCode(secret, api.clock.now()));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('ACCOUNT_DELETION_REFUSED');
    const owner = await signedInLawyer(api);
    const operatorEmail = `op-${randomBytes(4).toString('hex')}@despacho.test`;
    await api.post(
      '/api/v1/users/createOpeAccount',
      { email: operatorEmail, firstName: 'Óscar', lastName: 'Ruiz' },
      owner.token,
    );
    const invitation = await api.mail.waitFor(operatorEmail, /te invitó a Minuta/);
    const chosen = await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(invitation.text),
      password: 'clave del operador',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const operator = await api.signIn({ email: operatorEmail, password: 'clave del operador' });
    const asOperator = await api.post(
      '/api/v1/users/deleteAccount',
      { password: 'clave del operador' },
      operator.accessToken,
    );
    expect(asOperator.statusCode).toBe(404);
    const exportAsOperator = await api.post(
      '/api/v1/users/exportAccount',
      { password: 'clave del operador' },
      operator.accessToken,
    );
    expect(exportAsOperator.statusCode).toBe(404);
  });
});
