import type { WordTemplatesAnswer } from '@schemas/api/generation';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import type { Ports } from '../../ports/Ports';
import { findDocumentVariables } from './findDocumentVariables';
import { toWordTemplateView } from './toWordTemplateView';

// documents/getTemplatesDoc/:documentId: the document's Word templates, oldest first, each
// checked against the interview as it is now.
export async function listWordTemplates(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  documentId: string,
): Promise<WordTemplatesAnswer> {
  const variables = await findDocumentVariables(ports.db, principal.accountId, documentId);
  if (variables === undefined) throw documentErrors.notFound();
  const rows = await ports.db
    .selectFrom('word_templates')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('account_id', '=', principal.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { templates: rows.map((row) => toWordTemplateView(row, variables)) };
}
