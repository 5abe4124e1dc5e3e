import { evaluateTemplateCondition } from '@engine/index';
import type { GeneratedFile } from '@schemas/api/generation';
import type { Statement } from '@schemas/statement';
import { documentErrors } from '../../documents/documentErrors';
import { ApiError } from '../../errors/ApiError';
import { queues } from '../../jobs/queues';
import type { Ports } from '../../ports/Ports';
import { generatorOf } from '../../provenance/GenerationSource';
import { provenanceMessages } from '../../provenance/provenanceMessages';
import { assertDocumentEnabled } from '../assertDocumentEnabled';
import { type RenderedMember, storeGeneratedFiles } from '../files/storeGeneratedFiles';
import { findTemplate } from '../findTemplate';
import { accountOf, type GenerationCaller } from '../GenerationCaller';
import { interviewFor, validateFor } from '../generateDocument';
import { ConversionError } from '../pdf/ConverterWorker';
import { renderDocx } from '../renderDocx';
import { toPdfError } from '../toPdfError';

// A document's set ("Paquete") generated from one set of answers: each member whose condition
// holds for these answers (read as a template's conditional block reads it), in the set's order,
// as one generation — a DOCX per member, and its PDF when asked. A document without a set
// generates its selected template alone. Every file is counted against the plan's storage like
// any generated file; nothing is stored when any member fails.
// - No member's condition holds: 409 SET_EMPTY in Spanish.
export async function generateSet(
  ports: Ports,
  caller: GenerationCaller,
  request: { documentId: string; context: Record<string, unknown>; pdf: boolean },
): Promise<GeneratedFile[]> {
  const accountId = accountOf(caller);
  const { db } = ports;
  const document = await db
    .selectFrom('documents')
    .select(['id', 'general_selected_temp'])
    .where('id', '=', request.documentId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!document) throw documentErrors.notFound();
  await assertDocumentEnabled(db, accountId, document.id);
  const { compiled, name, interview } = await interviewFor(ports, caller, document.id);
  const answers = validateFor(caller, compiled, request.context);
  const configured = await db
    .selectFrom('document_set_members')
    .select(['template_id', 'statement'])
    .where('document_id', '=', document.id)
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();
  const candidates: { template_id: string; statement: Statement | null }[] =
    configured.length > 0
      ? configured
      : document.general_selected_temp
        ? [{ template_id: document.general_selected_temp, statement: null }]
        : [];
  if (candidates.length === 0) throw documentErrors.notFound();
  const chosen = candidates.filter((member) =>
    evaluateTemplateCondition(member.statement, answers, compiled),
  );
  if (chosen.length === 0) throw new ApiError(409, 'SET_EMPTY', provenanceMessages.setEmpty);
  if (request.pdf && (await ports.jobs.capacity(queues.pdf)) === 0) {
    throw toPdfError(new ConversionError('unavailable', 'no PDF worker is running'));
  }
  const members: RenderedMember[] = [];
  for (const member of chosen) {
    const template = await findTemplate(db, accountId, member.template_id, document.id);
    // A member whose template was deleted since the set was saved is left out of the set.
    if (!template) continue;
    members.push({
      template,
      docx: await renderDocx(ports, accountId, template, answers, compiled),
    });
  }
  if (members.length === 0) throw new ApiError(409, 'SET_EMPTY', provenanceMessages.setEmpty);
  return storeGeneratedFiles(
    ports,
    { caller, answers, interview, ...generatorOf(caller) },
    { documentId: document.id, documentName: name, members, pdf: request.pdf },
  ).catch((error: unknown) => {
    throw toPdfError(error);
  });
}
