import type { WordTemplate } from '@schemas/api/generation';
import { templateLimits } from '@schemas/template';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import { ApiError } from '../../errors/ApiError';
import { reserveStorage } from '../../plans/reserveStorage';
import type { Ports } from '../../ports/Ports';
import { uploadMessages } from '../generationMessages';
import { analyzeWordTemplate } from './analyzeWordTemplate';
import { checkDocxUpload } from './checkDocxUpload';
import { checkPlaceholders } from './checkPlaceholders';
import { findDocumentVariables } from './findDocumentVariables';
import type { WordTemplateUpload } from './readWordTemplateUpload';
import { toWordTemplateView } from './toWordTemplateView';

// {storage}/uploadToS3?document_id=: stores an uploaded .docx as a Word template of the document.
// The document is looked up in the caller's account before the upload is read. The file then
// goes through the upload gate (checkDocxUpload: refused with 4xx and a Spanish reason), is
// compiled to list its placeholders (syntax errors refuse it with 422 and one message per error
// in `fields`), and the sanitized copy is stored with its placeholders, its bytes counted against
// the plan's storage. The answer carries the
// warnings: what the gate removed and the check against the interview.
export async function uploadWordTemplate(
  ports: Ports,
  principal: Principal,
  documentId: string,
  readUpload: () => Promise<WordTemplateUpload>,
): Promise<WordTemplate> {
  const variables = await findDocumentVariables(ports.db, principal.accountId, documentId);
  if (variables === undefined) throw documentErrors.notFound();
  const upload = await readUpload();
  const checked = checkDocxUpload(upload.bytes);
  const analysis = analyzeWordTemplate(checked.bytes);
  if (analysis.errors.length > 0) {
    // Every problem at once: the errors, then what would only be a warning of an accepted
    // template (placeholders with no question…), each with its paragraph.
    const warnings = variables ? checkPlaceholders(analysis.placeholders, variables) : [];
    throw new ApiError(
      422,
      'TEMPLATE_INVALID',
      uploadMessages.templateErrors,
      [...analysis.errors, ...warnings].map((message) => ({ field: 'file', message })),
    );
  }
  const id = ports.random.uuid();
  const key = `word-templates/${ports.random.hex(16)}.docx`;
  await ports.storage.put(key, checked.bytes);
  try {
    const row = await ports.db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('word_templates')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('document_id', '=', documentId)
        .where('account_id', '=', principal.accountId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= templateLimits.templatesPerDocument) {
        throw new ApiError(
          409,
          'TEMPLATE_LIMIT_REACHED',
          uploadMessages.tooManyTemplates(templateLimits.templatesPerDocument),
        );
      }
      await reserveStorage(trx, principal.accountId, checked.bytes.length);
      return trx
        .insertInto('word_templates')
        .values({
          id,
          account_id: principal.accountId,
          document_id: documentId,
          name: upload.name,
          storage_key: key,
          size_bytes: checked.bytes.length,
          placeholders: JSON.stringify(analysis.placeholders),
          warnings: JSON.stringify(checked.warnings),
          uploaded_by: principal.userId,
          created_at: ports.clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toWordTemplateView(row, variables);
  } catch (error) {
    await ports.storage.delete(key);
    throw error;
  }
}
