import type { TemplateAnswer, UpdateTempBody } from '@schemas/api/templates';
import type { Principal } from '../auth/Principal';
import { parseSpecDate } from '../documents/parseSpecDate';
import type { Ports } from '../ports/Ports';
import { scheduleScenarioRun } from '../scenarios/scenarios';
import { checkTemplateContent } from './checkTemplateContent';
import { claimTemplateVersion } from './claimTemplateVersion';
import { recordTemplateVersion } from './recordTemplateVersion';
import { templateErrors } from './templateErrors';
import { templateMessages } from './templateMessages';
import { toTemplate } from './toTemplate';

// documents/updateTemp: renames, re-dates or replaces the content of a template, if `version` is
// still the template's. Everything is checked before the transaction; a refused body changes
// nothing. The template editor autosaves through this call.
export async function updateTemplate(
  ports: Ports,
  principal: Principal,
  body: UpdateTempBody,
): Promise<TemplateAnswer> {
  const content = body.content === undefined ? undefined : checkTemplateContent(body.content);
  const date = body.date === undefined ? undefined : parseSpecDate(body.date);
  if (date === null) throw templateErrors.field('date', templateMessages.invalidDate);
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    await claimTemplateVersion(
      trx,
      principal.accountId,
      body.templateId,
      body.version,
      now,
      body.documentId,
    );
    const row = await trx
      .updateTable('templates')
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(date !== undefined && { template_date: date }),
        ...(content !== undefined && { content: JSON.stringify(content) }),
      })
      .where('id', '=', body.templateId)
      .where('account_id', '=', principal.accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordTemplateVersion(trx, row, principal.userId);
    // The template's version moved: the document's test scenarios are re-run by a worker (a
    // rename re-runs them too, cheaply, so their statuses stay current for the new version).
    await scheduleScenarioRun(trx, ports.jobs, principal.accountId, row.document_id);
    return { template: toTemplate(row) };
  });
}
