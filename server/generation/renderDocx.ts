import type { CompiledInterview } from '@schemas/compiledInterview';
import { documentErrors } from '../documents/documentErrors';
import type { Ports } from '../ports/Ports';
import type { GenerationTemplate } from './findTemplate';
import { generationErrors } from './generationErrors';
import { renderWordTemplate } from './wordTemplates/renderWordTemplate';
import { indexVariables } from './wordTemplates/resolveTagPath';

// The DOCX of a template filled with validated answers. A Word template that docxtemplater cannot
// fill answers the catalogue's 'Revisa los campos e intenta de nuevo'.
export async function renderDocx(
  ports: Pick<Ports, 'storage'>,
  template: GenerationTemplate,
  answers: Record<string, unknown>,
  compiled: CompiledInterview,
): Promise<Buffer> {
  if (template.kind === 'word') {
    const bytes = await ports.storage.get(template.storageKey);
    if (!bytes) throw documentErrors.notFound();
    try {
      return renderWordTemplate(bytes, answers, indexVariables(compiled.variables));
    } catch {
      throw generationErrors.wordGenerationFailed();
    }
  }
  throw documentErrors.notFound();
}
