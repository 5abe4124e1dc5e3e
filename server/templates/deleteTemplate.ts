import type { DeleteTemplateAnswer, DeleteTemplateBody } from '@schemas/api/templates';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { scheduleScenarioRun } from '../scenarios/scenarios';
import { claimTemplateVersion } from './claimTemplateVersion';

// documents/deleteTemplate: the template, if `version` is still current (a deletion must not
// discard edits the person has not seen). If the document generated from it, the selection is
// cleared in the same transaction: generalSelectedTemp never names a template that is gone.
export async function deleteTemplate(
  ports: Ports,
  principal: Principal,
  body: DeleteTemplateBody,
  origin: RequestOrigin,
): Promise<DeleteTemplateAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const claimed = await claimTemplateVersion(
      trx,
      principal.accountId,
      body.template_id,
      body.version,
      ports.clock.now(),
    );
    await trx
      .deleteFrom('templates')
      .where('id', '=', claimed.id)
      .where('account_id', '=', principal.accountId)
      .execute();
    const document = await trx
      .updateTable('documents')
      .set((eb) => ({
        general_selected_temp: eb
          .case()
          .when('general_selected_temp', '=', claimed.id)
          .then(null)
          .else(eb.ref('general_selected_temp'))
          .end(),
        general_selected_kind: eb
          .case()
          .when('general_selected_temp', '=', claimed.id)
          .then(null)
          .else(eb.ref('general_selected_kind'))
          .end(),
      }))
      .where('id', '=', claimed.document_id)
      .where('account_id', '=', principal.accountId)
      .returning(['general_selected_temp'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'template_deleted',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { templateId: claimed.id, documentId: claimed.document_id, name: claimed.name },
    });
    // Cases rendering this template now report it gone.
    await scheduleScenarioRun(trx, ports.jobs, principal.accountId, claimed.document_id);
    return {
      templateId: claimed.id,
      documentId: claimed.document_id,
      generalSelectedTemp: document.general_selected_temp,
    };
  });
}
