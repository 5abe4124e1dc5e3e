import { sql } from 'kysely';
import type { Db } from '../db/Database';
import type { DocumentRow, ElementRow, ItemRow, PageRow } from '../db/documentTables';
import { LoadedDocument } from './LoadedDocument';

export interface DocumentScope {
  accountId: string;
  /** One document; every document of the account when absent. */
  documentId?: string;
}

// Loads documents of one account with their pages, elements, items and template ids, each scoped
// to the account through the documents table. One document (what every edit, autosave and
// interview read loads) is one round trip; every document of the account is five queries,
// whatever their number. Sequential, so it also runs inside a transaction (one connection).
export async function loadDocuments(db: Db, scope: DocumentScope): Promise<LoadedDocument[]> {
  const { accountId, documentId } = scope;
  if (documentId !== undefined) return loadOneDocument(db, accountId, documentId);
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (documents.length === 0) return [];
  const pages = await db
    .selectFrom('pages')
    .innerJoin('documents as d', 'd.id', 'pages.document_id')
    .where('d.account_id', '=', accountId)
    .selectAll('pages')
    .execute();
  const elements = await db
    .selectFrom('elements')
    .innerJoin('documents as d', 'd.id', 'elements.document_id')
    .where('d.account_id', '=', accountId)
    .selectAll('elements')
    .execute();
  const items = await db
    .selectFrom('items')
    .innerJoin('documents as d', 'd.id', 'items.document_id')
    .where('d.account_id', '=', accountId)
    .selectAll('items')
    .execute();
  const templates = await db
    .selectFrom('templates')
    .select(['id', 'document_id'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const pagesOf = groupByDocument(pages);
  const templatesOf = groupByDocument(templates);
  const elementsOf = groupByDocument(elements);
  const itemsOf = groupByDocument(items);
  return documents.map(
    (document) =>
      new LoadedDocument(
        document,
        pagesOf.get(document.id) ?? [],
        elementsOf.get(document.id) ?? [],
        itemsOf.get(document.id) ?? [],
        (templatesOf.get(document.id) ?? []).map((template) => template.id),
      ),
  );
}

// The document's row with its pages, elements, items and template ids aggregated as JSON in the
// same statement. Those tables hold only text, uuid, boolean, integer and jsonb columns, which
// JSON carries exactly as pg's own parsing of each column would give them (the document's row,
// with its timestamps, is read as columns).
async function loadOneDocument(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<LoadedDocument[]> {
  const { rows } = await sql<
    DocumentRow & { _pages: unknown; _elements: unknown; _items: unknown; _templates: unknown }
  >`select d.*,
      (select coalesce(json_agg(p), '[]') from pages p where p.document_id = d.id) as _pages,
      (select coalesce(json_agg(e), '[]') from elements e where e.document_id = d.id) as _elements,
      (select coalesce(json_agg(i), '[]') from items i where i.document_id = d.id) as _items,
      (select coalesce(json_agg(t.id order by t.created_at, t.id), '[]') from templates t
        where t.document_id = d.id and t.account_id = d.account_id) as _templates
    from documents d
    where d.account_id = ${accountId} and d.id = ${documentId}`.execute(db);
  const row = rows[0];
  if (!row) return [];
  const { _pages, _elements, _items, _templates, ...document } = row;
  return [
    new LoadedDocument(
      document,
      fromJson<PageRow[]>(_pages),
      fromJson<ElementRow[]>(_elements),
      fromJson<ItemRow[]>(_items),
      fromJson<string[]>(_templates),
    ),
  ];
}

/** A json column as the driver gives it: parsed by pg and PGlite, text by a driver that does not. */
const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

function groupByDocument<T extends { document_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.document_id);
    if (group) group.push(row);
    else groups.set(row.document_id, [row]);
  }
  return groups;
}
