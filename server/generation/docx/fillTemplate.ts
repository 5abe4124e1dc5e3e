import { indexVariables } from '@engine/word/resolveTagPath';
import { withComputedValues } from '@engine/word/wordTemplateData';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { TemplateContent } from '@schemas/template';
import { renderWordTemplate } from '../wordTemplates/renderWordTemplate';

/** What a DOCX render needs, all of it plain data (it crosses to a worker thread). */
export type FillInput =
  | {
      kind: 'word';
      template: Uint8Array;
      answers: Record<string, unknown>;
      compiled: CompiledInterview;
    }
  | {
      kind: 'rich';
      content: TemplateContent;
      answers: Record<string, unknown>;
      compiled: CompiledInterview;
    };

/** The template or its answers cannot be filled: the lawyer's or the guest's input, not ours. */
export class TemplateFillError extends Error {}

// The CPU-bound part of generation, with no I/O and no ports: a Word template through
// docxtemplater, a rich one through the engine's renderTemplate and resolvedToDocx. It runs in
// a DOCX thread (createDocxRenderer), never on the event loop that answers requests.
export async function fillTemplate(input: FillInput): Promise<Uint8Array> {
  if (input.kind === 'word') {
    try {
      return renderWordTemplate(
        Buffer.from(input.template.buffer, input.template.byteOffset, input.template.byteLength),
        withComputedValues(input.compiled, input.answers),
        indexVariables(input.compiled.variables),
      );
    } catch (error) {
      throw new TemplateFillError(error instanceof Error ? error.message : String(error));
    }
  }
  // Loaded on the first rich render: a thread that only fills Word templates starts sooner.
  const [{ renderTemplate, TemplateRenderError }, { resolvedToDocx }] = await Promise.all([
    import('@engine/render/renderTemplate'),
    import('../richTemplates/resolvedToDocx'),
  ]);
  let resolved: ReturnType<typeof renderTemplate>;
  try {
    resolved = renderTemplate(input.content, input.answers, input.compiled);
  } catch (error) {
    // The engine's output budget (a nested repeat over very long lists) is the answers' fault.
    if (error instanceof TemplateRenderError) throw new TemplateFillError(error.message);
    throw error;
  }
  return resolvedToDocx(resolved);
}
