import type { GuestPrincipal } from '../auth/GuestPrincipal';
import { hashToken } from '../auth/hashToken';
import type { Db } from '../db/Database';
import type { GuestResponseRow } from '../db/publishingTables';
import type { Ports } from '../ports/Ports';

export interface OpenedResponse {
  response: GuestResponseRow;
  /** The new visitor's responseToken, when this call created a public link's answers. */
  createdToken: string | null;
}

// The guest's answers: a personal link's only set, or the public link visitor's named by the
// `Minuta-Response` token. Always within the guest's own link.
export async function findResponse(
  db: Db,
  guest: GuestPrincipal,
): Promise<GuestResponseRow | undefined> {
  if (guest.mode === 'public' && !guest.responseTokenHash) return undefined;
  return db
    .selectFrom('guest_responses')
    .selectAll()
    .where('link_id', '=', guest.linkId)
    .$if(guest.mode === 'personal', (q) => q.where('token_hash', 'is', null))
    .$if(guest.mode === 'public', (q) => q.where('token_hash', '=', guest.responseTokenHash))
    .executeTakeFirst();
}

// The guest's answers, created when absent, pinned to the published version the page runs:
// `versionNumber` if it names one of this document's versions, else the latest. A personal
// link's set is unique (partial unique index), so two first calls at once create one; a public
// visitor gets a fresh responseToken, stored hashed. `beforeCreate` runs only when a public
// visitor's set is about to be created (its rate limit).
export async function openResponse(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  guest: GuestPrincipal,
  options: { versionNumber?: number | undefined; beforeCreate?: () => Promise<void> } = {},
): Promise<OpenedResponse> {
  const existing = await findResponse(db, guest);
  if (existing) return { response: existing, createdToken: null };
  const versionId = await pickVersion(db, guest.documentId, options.versionNumber);
  const now = ports.clock.now();
  const values = {
    link_id: guest.linkId,
    document_id: guest.documentId,
    version_id: versionId,
    answers: '{}',
    sequence: 0,
    saved_at: null,
    submitted_at: null,
    created_at: now,
  };
  if (guest.mode === 'personal') {
    await db
      .insertInto('guest_responses')
      .values({ ...values, id: ports.random.uuid(), token_hash: null })
      .onConflict((oc) => oc.column('link_id').where('token_hash', 'is', null).doNothing())
      .execute();
    const created = await findResponse(db, guest);
    if (!created) throw new Error('the personal response vanished after its insert');
    return { response: created, createdToken: null };
  }
  await options.beforeCreate?.();
  const token = ports.random.token();
  const response = await db
    .insertInto('guest_responses')
    .values({ ...values, id: ports.random.uuid(), token_hash: hashToken(token) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { response, createdToken: token };
}

/** The latest published version of a document, or the one numbered `number` when it exists. */
export async function pickVersion(
  db: Db,
  documentId: string,
  number?: number | undefined,
): Promise<string> {
  // Only ids and numbers: a handful of rows even for a document published many times.
  const rows = await db
    .selectFrom('published_versions')
    .select(['id', 'number'])
    .where('document_id', '=', documentId)
    .orderBy('number', 'desc')
    .execute();
  const chosen = rows.find((row) => row.number === number) ?? rows[0];
  // A link exists only for a published document, and versions are never deleted.
  if (!chosen) throw new Error(`document ${documentId} has no published version`);
  return chosen.id;
}

/** The published artifact a response runs, with its number. */
export async function loadVersion(db: Db, versionId: string) {
  return db
    .selectFrom('published_versions')
    .select(['id', 'number', 'compiled'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
}

/** The latest published version of a document with its artifact (a page with no answers yet). */
export async function loadLatestVersion(db: Db, documentId: string) {
  // A link exists only for a published document, and versions are never deleted.
  return db
    .selectFrom('published_versions')
    .select(['id', 'number', 'compiled'])
    .where('document_id', '=', documentId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Only the number of a published version (an autosave needs no artifact). */
export async function versionNumberOf(db: Db, versionId: string): Promise<number> {
  const row = await db
    .selectFrom('published_versions')
    .select('number')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return row.number;
}
