import type { TemplateAnswer, TemplatesAnswer } from '@schemas/api/templates';
import type { Principal } from '../auth/Principal';
import type { Ports } from '../ports/Ports';
import { findOwnedTemplate } from './findOwnedTemplate';
import { templateErrors } from './templateErrors';
import { toTemplate, toTemplateSummary } from './toTemplate';

// documents/getTemplate/:templateId: one template with its content (the template editor).
export async function getTemplate(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  templateId: string,
): Promise<TemplateAnswer> {
  const row = await findOwnedTemplate(ports.db, principal.accountId, templateId);
  if (!row) throw templateErrors.notFound();
  return { template: toTemplate(row) };
}

// documents/getTemplates/:documentId: a document's templates, oldest first, without content, and
// which one the document generates.
export async function getTemplates(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  documentId: string,
): Promise<TemplatesAnswer> {
  const document = await ports.db
    .selectFrom('documents')
    .select(['id', 'general_selected_temp', 'general_selected_kind'])
    .where('id', '=', documentId)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!document) throw templateErrors.notFound();
  const rows = await ports.db
    .selectFrom('templates')
    .select([
      'id',
      'account_id',
      'document_id',
      'name',
      'template_date',
      'version',
      'created_by',
      'created_at',
      'updated_at',
    ])
    .where('document_id', '=', document.id)
    .where('account_id', '=', principal.accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    templates: rows.map(toTemplateSummary),
    generalSelectedTemp: document.general_selected_temp,
    generalSelectedTempType: document.general_selected_kind,
  };
}
