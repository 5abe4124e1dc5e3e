import type { CreateTempBody, TemplateAnswer } from '@schemas/api/templates';
import { emptyTemplateContent, templateLimits } from '@schemas/template';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { parseSpecDate } from '../documents/parseSpecDate';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkTemplateContent } from './checkTemplateContent';
import { recordTemplateVersion } from './recordTemplateVersion';
import { templateErrors } from './templateErrors';
import { templateMessages } from './templateMessages';
import { toTemplate } from './toTemplate';

// documents/createTemp: a rich template in one of the caller's documents. The content goes
// through the engine's gate before the transaction; the document row is locked while the
// templates are counted, so parallel creations cannot pass the per-document limit together.
// The document's version does not move (templates have their own).
export async function createTemplate(
  ports: Ports,
  principal: Principal,
  body: CreateTempBody,
  origin: RequestOrigin,
): Promise<TemplateAnswer> {
  const content =
    body.content === undefined ? emptyTemplateContent() : checkTemplateContent(body.content);
  const date = body.date === undefined ? ports.clock.now() : parseSpecDate(body.date);
  if (!date) throw templateErrors.field('date', templateMessages.invalidDate);
  const id = body.id ?? ports.random.uuid();
  return ports.db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('documents')
      .select('id')
      .where('id', '=', body.document_id)
      .where('account_id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw templateErrors.notFound();
    const { count } = await trx
      .selectFrom('templates')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= templateLimits.templatesPerDocument) {
      throw templateErrors.templateLimit(templateLimits.templatesPerDocument);
    }
    if (body.id) {
      const taken = await trx
        .selectFrom('templates')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (taken) throw templateErrors.idInUse();
    }
    const now = ports.clock.now();
    const row = await trx
      .insertInto('templates')
      .values({
        id,
        account_id: principal.accountId,
        document_id: document.id,
        name: body.name ?? templateMessages.defaultName(Number(count) + 1),
        template_date: date,
        content: JSON.stringify(content),
        version: 1,
        created_by: principal.userId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordTemplateVersion(trx, row, principal.userId);
    await recordAudit(trx, ports, {
      event: 'template_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { templateId: id, documentId: document.id, name: row.name },
    });
    return { template: toTemplate(row) };
  });
}
