import type { WordTemplateBodyAnswer } from '@schemas/api/generation';
import PizZip from 'pizzip';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import type { Ports } from '../../ports/Ports';

const bodyPart = 'word/document.xml';

// documents/getWordTemplateBody/:templateId: the body part of a stored Word template of the
// caller's account (another account's, or a rich template's id, answers like a missing one), for
// the live preview, which fills it in the browser with the same parser and options as generation
// (engine/word). The stored file already passed the upload gate: sanitized, its size bounded.
export async function getWordTemplateBody(
  ports: Pick<Ports, 'db' | 'storage'>,
  principal: Principal,
  templateId: string,
): Promise<WordTemplateBodyAnswer> {
  const documentXml = await readWordTemplateBody(ports, principal.accountId, templateId);
  if (documentXml === null) throw documentErrors.notFound();
  return { templateId, documentXml };
}

/** The body part of an account's Word template (of one document when given), or null. */
export async function readWordTemplateBody(
  ports: Pick<Ports, 'db' | 'storage'>,
  accountId: string,
  templateId: string,
  documentId?: string,
): Promise<string | null> {
  const row = await ports.db
    .selectFrom('word_templates')
    .select(['id', 'storage_key'])
    .where('id', '=', templateId)
    .where('account_id', '=', accountId)
    .$if(documentId !== undefined, (query) => query.where('document_id', '=', documentId ?? ''))
    .executeTakeFirst();
  if (!row) return null;
  const bytes = await ports.storage.get(row.storage_key);
  if (!bytes) return null;
  return new PizZip(bytes).file(bodyPart)?.asText() ?? null;
}
