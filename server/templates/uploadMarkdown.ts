import { compileInterview, InterviewCompileError, importMarkdown } from '@engine/index';
import type { UploadMdAnswer, UploadMdBody } from '@schemas/api/templates';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { loadDocuments } from '../documents/loadDocuments';
import { toInterview } from '../documents/toInterview';
import type { Ports } from '../ports/Ports';
import { scheduleScenarioRun } from '../scenarios/scenarios';
import { checkTemplateContent } from './checkTemplateContent';
import { claimTemplateVersion } from './claimTemplateVersion';
import { findOwnedTemplate } from './findOwnedTemplate';
import { recordTemplateVersion } from './recordTemplateVersion';
import { templateErrors } from './templateErrors';
import { toTemplate } from './toTemplate';

// {storage}/uploadMd: Markdown imported into a template, replacing its content (the engine's
// importMarkdown: a bounded subset, never HTML; placeholders read against the document's
// interview so `{#x}` becomes a repeat or a condition by x's type). The result passes the same
// gate as any content, and the write carries the template's version like updateTemp. What could
// not be imported as written comes back in `warnings`.
export async function uploadMarkdown(
  ports: Ports,
  principal: Principal,
  body: UploadMdBody,
): Promise<UploadMdAnswer> {
  const template = await findOwnedTemplate(ports.db, principal.accountId, body.template_id, {
    documentId: body.document_id,
  });
  if (!template) throw templateErrors.notFound();
  const compiled = await compileDocument(ports.db, principal.accountId, body.document_id);
  const imported = importMarkdown(body.content, compiled);
  const content = checkTemplateContent(imported.content);
  return ports.db.transaction().execute(async (trx) => {
    await claimTemplateVersion(
      trx,
      principal.accountId,
      body.template_id,
      body.version,
      ports.clock.now(),
      body.document_id,
    );
    const row = await trx
      .updateTable('templates')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', body.template_id)
      .where('account_id', '=', principal.accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordTemplateVersion(trx, row, principal.userId);
    await scheduleScenarioRun(trx, ports.jobs, principal.accountId, row.document_id);
    return { template: toTemplate(row), warnings: imported.warnings };
  });
}

// The document's interview compiled, to read placeholders with their question types; undefined
// when it cannot compile yet (the import then reads names as they are written).
async function compileDocument(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<CompiledInterview | undefined> {
  const [loaded] = await loadDocuments(db, { accountId, documentId });
  if (!loaded) throw templateErrors.notFound();
  try {
    return compileInterview(toInterview(loaded));
  } catch (error) {
    if (error instanceof InterviewCompileError) return undefined;
    throw error;
  }
}
