import type { Db } from '../db/Database';
import { LoadedDocument } from './LoadedDocument';

export interface DocumentScope {
  accountId: string;
  /** One document; every document of the account when absent. */
  documentId?: string;
}

// Loads documents of one account with their pages, elements, items and template ids: five queries
// whatever the number of documents, each scoped to the account through the documents table. Sequential, so it
// also runs inside a transaction (one connection).
export async function loadDocuments(db: Db, scope: DocumentScope): Promise<LoadedDocument[]> {
  const { accountId, documentId } = scope;
  const documents = await db
    .selectFrom('documents')
    .selectAll()
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('id', '=', documentId as string))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (documents.length === 0) return [];
  const pages = await db
    .selectFrom('pages')
    .innerJoin('documents as d', 'd.id', 'pages.document_id')
    .where('d.account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('d.id', '=', documentId as string))
    .selectAll('pages')
    .execute();
  const elements = await db
    .selectFrom('elements')
    .innerJoin('documents as d', 'd.id', 'elements.document_id')
    .where('d.account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('d.id', '=', documentId as string))
    .selectAll('elements')
    .execute();
  const items = await db
    .selectFrom('items')
    .innerJoin('documents as d', 'd.id', 'items.document_id')
    .where('d.account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('d.id', '=', documentId as string))
    .selectAll('items')
    .execute();
  const templates = await db
    .selectFrom('templates')
    .select(['id', 'document_id'])
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
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

function groupByDocument<T extends { document_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.document_id);
    if (group) group.push(row);
    else groups.set(row.document_id, [row]);
  }
  return groups;
}
