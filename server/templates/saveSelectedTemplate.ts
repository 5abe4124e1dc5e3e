import type { SaveSelectedTempBody, SelectedTemplateAnswer } from '@schemas/api/templates';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { templateErrors } from './templateErrors';

// documents/saveSelectedTemp: the template the document generates (the spec's
// generalSelectedTemp). The template — a rich one (`type: 'rich'`) or a Word one (`'word'`) —
// must be the caller's; its document is the one selected for. A pointer, not content: it does
// not carry or move the document's version (the interview editor open elsewhere stays valid),
// and the last selection wins.
export async function saveSelectedTemplate(
  ports: Ports,
  principal: Principal,
  body: SaveSelectedTempBody,
  origin: RequestOrigin,
): Promise<SelectedTemplateAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const template =
      body.type === 'rich'
        ? await trx
            .selectFrom('templates')
            .select(['id', 'document_id'])
            .where('id', '=', body.templateId)
            .where('account_id', '=', principal.accountId)
            .executeTakeFirst()
        : await trx
            .selectFrom('word_templates')
            .select(['id', 'document_id'])
            .where('id', '=', body.templateId)
            .where('account_id', '=', principal.accountId)
            .executeTakeFirst();
    if (!template) throw templateErrors.notFound();
    await trx
      .updateTable('documents')
      .set({ general_selected_temp: template.id, general_selected_kind: body.type })
      .where('id', '=', template.document_id)
      .where('account_id', '=', principal.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'template_selected',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { templateId: template.id, documentId: template.document_id, type: body.type },
    });
    return {
      documentId: template.document_id,
      generalSelectedTemp: template.id,
      generalSelectedTempType: body.type,
    };
  });
}
