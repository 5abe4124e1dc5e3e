import { createWordParser } from '@engine/word/createWordParser';
import { docxtemplaterOptions } from '@engine/word/wordTemplateData';
import type { CompiledVariable } from '@schemas/compiledInterview';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

// Fills a stored (already checked) Word template with validated answers: docxtemplater with our
// parser (createWordParser) and a nullGetter that prints nothing. Throws docxtemplater's errors
// as they are; the caller answers them as a Word generation error.
export function renderWordTemplate(
  template: Buffer,
  answers: Record<string, unknown>,
  variables: ReadonlyMap<string, CompiledVariable>,
): Buffer {
  const doc = new Docxtemplater(new PizZip(template), {
    ...docxtemplaterOptions,
    parser: createWordParser(variables),
  });
  doc.render(answers);
  return doc.toBuffer({ compression: 'DEFLATE' });
}
