import type { FieldError } from '@schemas/api/errors';
import type { WordPlaceholder } from '@schemas/api/generation';
import type { InterviewFileWordTemplate } from '@schemas/api/interviewFile';
import { ApiError, apiErrors } from '../../errors/ApiError';
import { uploadMessages } from '../../generation/generationMessages';
import { analyzeWordTemplate } from '../../generation/wordTemplates/analyzeWordTemplate';
import { checkDocxUpload } from '../../generation/wordTemplates/checkDocxUpload';
import { cleanFileName } from '../../generation/wordTemplates/readWordTemplateUpload';
import { documentMessages } from '../documentMessages';

export interface CheckedWordTemplate {
  /** The exporting server's id, to follow the selected template. */
  fileId: string;
  name: string;
  /** As it will be stored: rebuilt by the upload gate. */
  bytes: Buffer;
  placeholders: WordPlaceholder[];
  warnings: string[];
}

// The Word templates of an interview file pass the same gate as an upload to
// {storage}/uploadToS3: the size limit, the package and XML checks (checkDocxUpload) and a
// compile of their placeholders. A file is another server's word, not ours: nothing in it is
// trusted for having been checked there. Every refusal is collected, each naming its template,
// and answered as one 400 before anything is stored.
export function checkWordTemplates(
  templates: InterviewFileWordTemplate[],
  maxBytes: number,
): CheckedWordTemplate[] {
  const checked: CheckedWordTemplate[] = [];
  const fields: FieldError[] = [];
  for (const [index, template] of templates.entries()) {
    const field = `file.wordTemplates.${index}.docx`;
    const name = cleanFileName(template.name);
    const refuse = (message: string) =>
      fields.push({ field, message: documentMessages.wordTemplateRefused(name, message) });
    const bytes = Buffer.from(template.docx, 'base64');
    if (bytes.length > maxBytes) {
      refuse(uploadMessages.tooLarge(maxBytes));
      continue;
    }
    try {
      const gated = checkDocxUpload(bytes);
      const analysis = analyzeWordTemplate(gated.bytes);
      if (analysis.errors.length > 0) {
        for (const error of analysis.errors) refuse(error);
        continue;
      }
      checked.push({
        fileId: template.id,
        name,
        bytes: gated.bytes,
        placeholders: analysis.placeholders,
        warnings: gated.warnings,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refuse(error.message);
    }
  }
  if (fields.length > 0) throw apiErrors.fieldsInvalid(fields);
  return checked;
}
