import { InterviewCompileError, validateAnswers } from '@engine/index';
import { normalizeAnswers } from '@engine/validate/normalizeAnswerText';
import type { GeneratedFile, GenerateTempBody } from '@schemas/api/generation';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { documentErrors } from '../documents/documentErrors';
import { apiErrors } from '../errors/ApiError';
import { queues } from '../jobs/queues';
import type { Ports } from '../ports/Ports';
import { type GenerationSource, generatorOf } from '../provenance/GenerationSource';
import { assertDocumentEnabled } from './assertDocumentEnabled';
import { storeGeneratedFiles } from './files/storeGeneratedFiles';
import { findTemplate } from './findTemplate';
import { accountOf, type GenerationCaller } from './GenerationCaller';
import { generationErrors } from './generationErrors';
import { loadCompiledInterview } from './loadCompiledInterview';
import { ConversionError } from './pdf/ConverterWorker';
import { renderDocx } from './renderDocx';
import { toPdfError } from './toPdfError';

// {storage}/generateTemp: one document from one template and a set of answers.
// 1. The template (`template_path`, a template id) in the caller's account; a guest only within
//    its document. Missing and foreign answer the same 404.
// 2. The document must not be disabled by an administrator.
// 3. The answers are validated by the engine against the interview: as it is now for a
//    signed-in user, the published version for a guest. Errors: 400 with `context.<path>`
//    fields; hidden and unknown answers are dropped before rendering. A guest's answers are the
//    ones it sent (resolveGuestCaller), whatever `context` says.
// 4. DOCX: docxtemplater for a Word template, renderTemplate + docx for a rich one, on a DOCX
//    thread (bounded memory and time, fair between accounts), never on this event loop.
// 5. PDF when asked: a job for the cluster's converters (429 when the account has too many
//    waiting, 503 when no converter runs anywhere).
// 6. The files are stored and recorded together, each with a short-lived download link and its
//    provenance (in the file and in the database). Nothing is stored when any step fails.
export async function generateDocument(
  ports: Ports,
  caller: GenerationCaller,
  body: GenerateTempBody,
): Promise<GeneratedFile[]> {
  const accountId = accountOf(caller);
  const scope = caller.kind === 'guest' ? caller.documentId : undefined;
  const template = await findTemplate(ports.db, accountId, body.template_path, scope);
  if (!template) throw documentErrors.notFound();
  await assertDocumentEnabled(ports.db, accountId, template.documentId);
  const { compiled, name, interview } = await interviewFor(ports, caller, template.documentId);
  const answers = validateFor(caller, compiled, body.context);
  // Without a converter anywhere in the cluster a PDF request fails before any work is done.
  if (body.convert_to_pdf && (await ports.jobs.capacity(queues.pdf)) === 0) {
    throw toPdfError(new ConversionError('unavailable', 'no PDF worker is running'));
  }
  const docx = await renderDocx(ports, accountId, template, answers, compiled);
  const source = { caller, answers, interview, ...generatorOf(caller) };
  return storeGeneratedFiles(ports, source, {
    documentId: template.documentId,
    documentName: name,
    members: [{ template, docx }],
    pdf: body.convert_to_pdf,
  }).catch((error: unknown) => {
    throw toPdfError(error);
  });
}

export async function interviewFor(
  ports: Ports,
  caller: GenerationCaller,
  documentId: string,
): Promise<{
  compiled: CompiledInterview;
  name: string;
  interview: GenerationSource['interview'];
}> {
  if (caller.kind === 'guest') {
    const { id, number } = caller.publishedVersion;
    return {
      compiled: caller.compiled,
      name: caller.compiled.name,
      interview: { source: 'published', version: number, publishedVersionId: id },
    };
  }
  try {
    const document = await loadCompiledInterview(ports.db, caller.principal.accountId, documentId);
    if (!document) throw documentErrors.notFound();
    return {
      ...document,
      interview: { source: 'draft', version: document.version, publishedVersionId: null },
    };
  } catch (error) {
    // An interview that does not compile cannot validate answers: the builder shows why.
    if (error instanceof InterviewCompileError) throw generationErrors.wordGenerationFailed();
    throw error;
  }
}

// The answers to generate from, validated by the engine: a guest's are the ones it sent, a
// signed-in user's those of the request. Errors: 400 with `context.<path>` fields; hidden and
// unknown answers are dropped.
export function validateFor(
  caller: GenerationCaller,
  compiled: CompiledInterview,
  context: Record<string, unknown>,
): Record<string, unknown> {
  // Answers arriving now were normalised at the edge; a guest's were stored, maybe before that
  // rule existed: normalising again (idempotent) keeps every accepted set renderable.
  const validation = validateAnswers(
    compiled,
    normalizeAnswers(caller.kind === 'guest' ? caller.answers : context),
  );
  if (!validation.ok) {
    throw apiErrors.fieldsInvalid(
      Object.entries(validation.errors).map(([path, messages]) => ({
        field: `context.${path}`,
        message: messages.join(' '),
      })),
    );
  }
  return validation.answers;
}
