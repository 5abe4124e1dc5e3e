import { evaluateVisibility } from '@engine/index';
import { renderTemplate, TemplateRenderError } from '@engine/render/renderTemplate';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { documentErrors } from '../documents/documentErrors';
import type { Ports } from '../ports/Ports';
import type { GenerationTemplate } from './findTemplate';
import { generationErrors } from './generationErrors';
import { resolvedToDocx } from './richTemplates/resolvedToDocx';
import { renderWordTemplate } from './wordTemplates/renderWordTemplate';
import { indexVariables } from './wordTemplates/resolveTagPath';

// The DOCX of a template filled with validated answers: a Word template through docxtemplater, a
// rich one through the engine's renderTemplate and resolvedToDocx. A template that cannot be
// filled answers the catalogue's 'Revisa los campos e intenta de nuevo'.
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
      return renderWordTemplate(
        bytes,
        withComputedValues(compiled, answers),
        indexVariables(compiled.variables),
      );
    } catch {
      throw generationErrors.wordGenerationFailed();
    }
  }
  try {
    return await resolvedToDocx(renderTemplate(template.content, answers, compiled));
  } catch (error) {
    // The engine's output budget (a nested repeat over very long lists) is the answers' fault.
    if (error instanceof TemplateRenderError) throw generationErrors.wordGenerationFailed();
    throw error;
  }
}

// A Word template reads calculations like answers: their values (computed by the engine for these
// answers; a calculation's name never carries a guest's answer, validateAnswers pruned it) join
// the answers under their names.
function withComputedValues(
  compiled: CompiledInterview,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const { values } = evaluateVisibility(compiled, answers);
  let merged: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    merged ??= { ...answers };
    merged[name] = value;
  }
  return merged ?? answers;
}
