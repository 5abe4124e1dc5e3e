import { InterviewCompileError } from '@engine/index';
import type { GeneratedFile } from '@schemas/api/generation';
import type {
  RegenerateBody,
  RegenerationPreviewAnswer,
  RegenerationPreviewBody,
} from '@schemas/api/provenance';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { ApiError } from '../errors/ApiError';
import { assertDocumentEnabled } from '../generation/assertDocumentEnabled';
import {
  type RenderedMember,
  storeGeneratedFiles,
  versionOf,
} from '../generation/files/storeGeneratedFiles';
import { findTemplate } from '../generation/findTemplate';
import { validateFor } from '../generation/generateDocument';
import { generationErrors } from '../generation/generationErrors';
import { loadCompiledInterview } from '../generation/loadCompiledInterview';
import { renderDocx } from '../generation/renderDocx';
import { toPdfError } from '../generation/toPdfError';
import { readDocxPackage } from '../generation/wordTemplates/readDocxPackage';
import { answerPurposes } from '../guests/answerPurposes';
import type { Ports } from '../ports/Ports';
import { docxBodyText } from './extractText';
import { provenanceMessages } from './provenanceMessages';

// "Regenerar con la plantilla actual": the same answers a generation used (kept sealed with it)
// rendered again with the current version of each of its templates and the interview as it is
// now, as a new generation that names the one it regenerates. The original files are never
// touched. previewRegeneration renders without storing anything and answers both texts, so the
// lawyer sees the redline before saving; regenerateDocument stores the new files.
// - Another account's file, or an unknown one: 404 like every lookup.
// - A template of the generation deleted since: 409 TEMPLATE_DELETED naming it.
// - Answers that no longer validate against the changed interview: 400 with the engine's
//   reasons, as generateTemp answers.
export async function previewRegeneration(
  ports: Ports,
  principal: Principal,
  body: RegenerationPreviewBody,
): Promise<RegenerationPreviewAnswer> {
  const plan = await planRegeneration(ports, principal, body.file_id);
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  const sealed = cipher.files(ports.storage, answerPurposes.generatedFiles);
  const originals = await Promise.all(
    plan.originalKeys.map(async (key) => textOf((await sealed.get(key)) ?? Buffer.alloc(0))),
  );
  return {
    templates: plan.members.map((member, index) => ({
      templateId: member.template.id,
      name: member.template.name,
      originalVersion: plan.originalVersions[index] ?? 1,
      currentVersion: versionOf(member.template),
    })),
    interview: {
      original: {
        source: plan.generation.interview_source,
        version: plan.generation.interview_version,
      },
      current: { source: 'draft', version: plan.interviewVersion },
    },
    originalText: originals.join('\n'),
    currentText: plan.members.map((member) => textOf(member.docx)).join('\n'),
  };
}

export async function regenerateDocument(
  ports: Ports,
  principal: Principal,
  body: RegenerateBody,
): Promise<GeneratedFile[]> {
  const plan = await planRegeneration(ports, principal, body.file_id);
  const caller = { kind: 'user' as const, principal };
  return storeGeneratedFiles(
    ports,
    {
      caller,
      answers: plan.answers,
      interview: { source: 'draft', version: plan.interviewVersion, publishedVersionId: null },
      generatedBy: 'user',
      generatedByRef: principal.userId,
      regeneratedFrom: plan.generation.id,
    },
    {
      documentId: plan.generation.document_id,
      documentName: plan.documentName,
      members: plan.members,
      pdf: body.convert_to_pdf,
    },
  ).catch((error: unknown) => {
    throw toPdfError(error);
  });
}

async function planRegeneration(ports: Ports, principal: Principal, fileId: string) {
  const { db } = ports;
  const accountId = principal.accountId;
  const file = await db
    .selectFrom('generated_files')
    .select(['generation_id', 'document_id'])
    .where('id', '=', fileId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!file) throw documentErrors.notFound();
  const generation = file.generation_id
    ? await db
        .selectFrom('generations')
        .selectAll()
        .where('id', '=', file.generation_id)
        .where('account_id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  if (!generation) throw new ApiError(409, 'NO_ANSWERS_KEPT', provenanceMessages.noAnswers);
  await assertDocumentEnabled(db, accountId, generation.document_id);
  // The generation's Word files, in the order they were made: one per template.
  const originals = await db
    .selectFrom('generated_files')
    .select(['template_id', 'template_name', 'template_version', 'storage_key'])
    .where('generation_id', '=', generation.id)
    .where('account_id', '=', accountId)
    .where('format', '=', 'docx')
    .orderBy('set_position')
    .execute();
  const ordered = originals;
  const templates = [];
  for (const original of ordered) {
    const template = await findTemplate(
      db,
      accountId,
      original.template_id,
      generation.document_id,
    );
    if (!template) {
      throw new ApiError(
        409,
        'TEMPLATE_DELETED',
        provenanceMessages.templateDeleted(original.template_name ?? ''),
      );
    }
    templates.push(template);
  }
  let document: Awaited<ReturnType<typeof loadCompiledInterview>>;
  try {
    document = await loadCompiledInterview(db, accountId, generation.document_id);
  } catch (error) {
    if (error instanceof InterviewCompileError) throw generationErrors.wordGenerationFailed();
    throw error;
  }
  if (!document) throw documentErrors.notFound();
  const cipher = await ports.dataKeys.forAccount(db, accountId);
  const stored = cipher.openJson<Record<string, unknown>>(
    generation.answers,
    answerPurposes.generations,
  );
  // Validated again as a signed-in user's answers, against the interview as it is now.
  const answers = validateFor({ kind: 'user', principal }, document.compiled, stored);
  const members: RenderedMember[] = [];
  for (const template of templates) {
    members.push({
      template,
      docx: await renderDocx(ports, accountId, template, answers, document.compiled),
    });
  }
  return {
    generation,
    members,
    answers,
    interviewVersion: document.version,
    documentName: document.name,
    originalKeys: ordered.map((original) => original.storage_key),
    originalVersions: ordered.map((original) => original.template_version ?? 1),
  };
}

/** The text a person reads in a DOCX, one paragraph per line (the redline's unit). */
function textOf(docx: Buffer): string {
  try {
    const xml = readDocxPackage(docx).get('word/document.xml');
    return (xml ? (docxBodyText(xml.toString('utf8')) ?? '') : '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim();
  } catch {
    return '';
  }
}
