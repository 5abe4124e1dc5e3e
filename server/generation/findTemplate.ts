import type { TemplateContent } from '@schemas/template';
import type { Db } from '../db/Database';

export type GenerationTemplate =
  | { kind: 'word'; id: string; documentId: string; storageKey: string }
  | { kind: 'rich'; id: string; documentId: string; content: TemplateContent };

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
    .select(['id', 'document_id', 'storage_key'])
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
    .executeTakeFirst();
  if (word) {
    return {
      kind: 'word',
      id: word.id,
      documentId: word.document_id,
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
    .select(['id', 'document_id', 'content'])
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('document_id', '=', documentId as string))
    .executeTakeFirst();
  return rich
    ? { kind: 'rich', id: rich.id, documentId: rich.document_id, content: rich.content }
    : null;
}
