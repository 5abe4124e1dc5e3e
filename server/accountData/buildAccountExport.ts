import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { answerPurposes } from '../guests/answerPurposes';
import type { Ports } from '../ports/Ports';
import { imageKey } from '../storage/saveImage';
import { accountDataMessages } from './accountDataMessages';

export type ExportPorts = Pick<Ports, 'db' | 'clock' | 'storage' | 'dataKeys'>;

interface StoredFile {
  /** The entry's path in the ZIP. */
  path: string;
  read(): Promise<Buffer | null>;
}

export interface AccountExport {
  /** The ZIP's file name: `minuta-<firm>-<YYYY-MM-DD>.zip`. */
  fileName: string;
  /** The ZIP, written as it is read: JSON first, then each stored file. */
  stream: Readable;
}

// Everything the firm holds, as a ZIP a person or another product can read: JSON of the account
// and its people, interviews (with pages, questions, options and sample answers), templates and
// the clause library, publications, share links, guests' answers and submissions and the test
// scenarios (opened with the account's key), generated documents and uploaded files, and the activity log. Secrets are left
// out (password and TOTP hashes and secrets, link tokens, the card's gateway token). The JSON is
// read before the first byte is sent, so a database failure is an ordinary error answer; files
// are then read one at a time, so an account with gigabytes of documents never sits in memory.
export async function buildAccountExport(
  ports: ExportPorts,
  accountId: string,
): Promise<AccountExport> {
  const db = ports.db;
  const now = ports.clock.now();
  const cipher = await ports.dataKeys.forAccount(db, accountId);
  const json: Array<[string, unknown]> = [];
  const files: StoredFile[] = [];

  const account = await db
    .selectFrom('accounts')
    .select(['id', 'name_plan', 'created_at', 'operators_need_two_factor'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'email',
      'first_name',
      'last_name',
      'phone',
      'image_profile_url',
      'email_verified_at',
      'is_deleted',
      'totp_enabled_at',
      'created_at',
      'updated_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const userIds = users.map((user) => user.id);
  const owner = users.find((user) => user.role !== 'operator') ?? users[0];
  json.push([
    'cuenta.json',
    {
      account,
      users,
      preferences:
        userIds.length === 0
          ? []
          : await db
              .selectFrom('user_preferences')
              .selectAll()
              .where('user_id', 'in', userIds)
              .execute(),
      subscription:
        (await db
          .selectFrom('subscriptions')
          .selectAll()
          .where('account_id', '=', accountId)
          .executeTakeFirst()) ?? null,
      paymentMethod:
        (await db
          .selectFrom('payment_methods')
          .select(['provider', 'brand', 'last4', 'expiry_month', 'expiry_year', 'holder'])
          .where('account_id', '=', accountId)
          .executeTakeFirst()) ?? null,
      charges: await db
        .selectFrom('charges')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute(),
    },
  ]);

  const workspaces = await db
    .selectFrom('workspaces')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const documentIds = documents.map((document) => document.id);
  const [pages, elements, items] = await Promise.all([
    inDocuments(documentIds, () =>
      db
        .selectFrom('pages')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('position')
        .execute(),
    ),
    inDocuments(documentIds, () =>
      db
        .selectFrom('elements')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('position')
        .execute(),
    ),
    inDocuments(documentIds, () =>
      db
        .selectFrom('items')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('position')
        .execute(),
    ),
  ]);
  json.push([
    'entrevistas.json',
    workspaces.map((workspace) => ({
      ...workspace,
      documents: documents
        .filter((document) => document.workspace_id === workspace.id)
        .map((document) => ({
          ...document,
          all_variables: cipher.openJson(document.all_variables, answerPurposes.allVariables),
          pages: pages
            .filter((page) => page.document_id === document.id)
            .map((page) => ({
              ...page,
              elements: elements
                .filter((element) => element.page_id === page.id)
                .map((element) => ({
                  ...element,
                  items: items.filter((item) => item.element_id === element.id),
                })),
            })),
        })),
    })),
  ]);

  const wordTemplates = await db
    .selectFrom('word_templates')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  json.push([
    'plantillas.json',
    {
      richTemplates: await db
        .selectFrom('templates')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute(),
      // The clause library: passages saved by name to reuse in other templates.
      clauses: await db
        .selectFrom('clauses')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute(),
      wordTemplates: wordTemplates.map((template) => {
        const path = `plantillas-word/${entryName(template.id, template.name)}`;
        files.push({ path, read: () => ports.storage.get(template.storage_key) });
        return { ...omit(template, 'storage_key'), file: path };
      }),
    },
  ]);
  json.push([
    'publicaciones.json',
    await inDocuments(documentIds, () =>
      db
        .selectFrom('published_versions')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('published_at')
        .execute(),
    ),
  ]);
  const links = await inDocuments(documentIds, () =>
    db
      .selectFrom('share_links')
      .selectAll()
      .where('document_id', 'in', documentIds)
      .orderBy('created_at')
      .execute(),
  );
  json.push(['enlaces.json', links.map((link) => omit(link, 'token_hash', 'token_sealed'))]);
  const [responses, submissions] = await Promise.all([
    inDocuments(documentIds, () =>
      db
        .selectFrom('guest_responses')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('created_at')
        .execute(),
    ),
    inDocuments(documentIds, () =>
      db
        .selectFrom('guest_submissions')
        .selectAll()
        .where('document_id', 'in', documentIds)
        .orderBy('submitted_at')
        .execute(),
    ),
  ]);
  json.push([
    'respuestas.json',
    {
      inProgress: responses.map((response) => ({
        ...omit(response, 'token_hash'),
        answers: cipher.openJson(response.answers, answerPurposes.inProgress),
      })),
      submitted: submissions.map((submission) => ({
        ...submission,
        answers: cipher.openJson(submission.answers, answerPurposes.submitted),
        summary: cipher.openJson(submission.summary, answerPurposes.summary),
      })),
    },
  ]);

  // Test scenarios ("Casos de prueba"): saved answers and the accepted and last texts, opened.
  const scenarios = await db
    .selectFrom('scenarios')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  json.push([
    'casos-de-prueba.json',
    scenarios.map((scenario) => ({
      ...scenario,
      answers: cipher.openJson(scenario.answers, answerPurposes.scenarioAnswers),
      expected_text: cipher.openJson(scenario.expected_text, answerPurposes.scenarioText),
      actual_text:
        scenario.actual_text === null
          ? null
          : cipher.openJson(scenario.actual_text, answerPurposes.scenarioText),
    })),
  ]);

  const sealedFiles = cipher.files(ports.storage, answerPurposes.generatedFiles);
  const generated = await db
    .selectFrom('generated_files')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  json.push([
    'documentos-generados.json',
    generated.map((file) => {
      const path = `documentos-generados/${entryName(file.id, file.name)}`;
      files.push({ path, read: () => sealedFiles.get(file.storage_key) });
      return { ...omit(file, 'storage_key'), file: path };
    }),
  ]);
  const images = await db
    .selectFrom('images')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  json.push([
    'imagenes.json',
    images.map((image) => {
      const path = `imagenes/${image.name}`;
      files.push({ path, read: () => ports.storage.get(imageKey(image.name)) });
      return { ...image, file: path };
    }),
  ]);
  json.push([
    'actividad.json',
    await db
      .selectFrom('audit_log')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('at')
      .execute(),
  ]);

  const firmName = owner ? `${owner.first_name} ${owner.last_name}`.trim() : accountId;
  const readme = accountDataMessages.exportReadme(firmName, now.toISOString());
  const day = now.toISOString().slice(0, 10);
  return {
    fileName: `minuta-${slug(firmName) || 'cuenta'}-${day}.zip`,
    stream: writeZip(now, [
      { path: 'LEEME.txt', read: async () => Buffer.from(readme, 'utf8') },
      ...json.map(([path, value]) => ({
        path,
        read: async () => Buffer.from(JSON.stringify(value, null, 2), 'utf8'),
      })),
      ...files,
    ]),
  };
}

/** Text compresses; DOCX, PDF and images are compressed already and are stored as they are. */
const compressible = /\.(?:json|txt)$/;

function writeZip(mtime: Date, entries: StoredFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    for (const entry of entries) {
      const bytes = await entry.read();
      // A file whose bytes are gone (a disk restored without them) is listed in the JSON only.
      if (!bytes) continue;
      const file = compressible.test(entry.path)
        ? new ZipDeflate(entry.path, { level: 6 })
        : new ZipPassThrough(entry.path);
      file.mtime = mtime;
      zip.add(file);
      file.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), true);
      if (out.writableNeedDrain) await once(out, 'drain');
      if (out.destroyed) return;
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

function entryName(id: string, name: string): string {
  const safe = name
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${id}-${safe || 'archivo'}`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

function omit<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Rows of the account's documents; none without a document (`in ()` is not SQL). */
async function inDocuments<T>(documentIds: string[], query: () => Promise<T[]>): Promise<T[]> {
  return documentIds.length === 0 ? [] : query();
}
