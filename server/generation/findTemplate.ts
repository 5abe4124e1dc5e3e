import type { TemplateContent } from '@schemas/template';
import type { Db } from '../db/Database';

export type GenerationTemplate =
  | { kind: 'word'; id: string; documentId: string; name: string; storageKey: string }
  | {
      kind: 'rich';
      id: string;
      documentId: string;
      name: string;
      /** The template's version counter: the version the files will name. */
      version: number;
      content: TemplateContent;
    };

// The template generateTemp's `template_path` names, in the caller's account (and, for a guest,
// in its one document): a Word template, else a rich-text template. Null when there is none, so
// another account's template answers like a missing one.
export async function findTemplate(
  db: Db,
  accountId: string,
  templateId: string,
  documentId?: string,
): Promise<GenerationTemplate | null> {
  const word = await db
    .selectFrom('word_templates')
    .select(['id', 'document_id', 'name', 'storage_key'])
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
    .executeTakeFirst();
  if (word) {
    return {
      kind: 'word',
      id: word.id,
      documentId: word.document_id,
      name: word.name,
      storageKey: word.storage_key,
    };
  }
  return findRichTemplate(db, accountId, templateId, documentId);
}

// Rich-text templates are stored by the template editor's calls (createTemp/updateTemp), their
// content already through the engine's parseTemplateContent gate.
async function findRichTemplate(
  db: Db,
  accountId: string,
  templateId: string,
  documentId?: string,
): Promise<GenerationTemplate | null> {
  const rich = await db
    .selectFrom('templates')
    .select(['id', 'document_id', 'name', 'version', 'content'])
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
    .executeTakeFirst();
  return rich
    ? {
        kind: 'rich',
        id: rich.id,
        documentId: rich.document_id,
        name: rich.name,
        version: rich.version,
        content: rich.content,
      }
    : null;
}
