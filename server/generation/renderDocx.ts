import type { CompiledInterview } from '@schemas/compiledInterview';
import { documentErrors } from '../documents/documentErrors';
import type { Ports } from '../ports/Ports';
import type { FillInput } from './docx/fillTemplate';
import type { GenerationTemplate } from './findTemplate';
import { toDocxError } from './toDocxError';

// The DOCX of a template filled with validated answers, rendered on a DOCX thread
// (docx/createDocxRenderer.ts): a Word template through docxtemplater, a rich one through the
// engine's renderTemplate and resolvedToDocx. A template that cannot be filled answers the
// catalogue's 'Revisa los campos e intenta de nuevo'; one past the thread's memory or time
// limit, its own 422; an account with too many renders waiting, 429.
export async function renderDocx(
  ports: Pick<Ports, 'storage' | 'docx'>,
  accountId: string,
  template: GenerationTemplate,
  answers: Record<string, unknown>,
  compiled: CompiledInterview,
): Promise<Buffer> {
  let input: FillInput;
  if (template.kind === 'word') {
    const bytes = await ports.storage.get(template.storageKey);
    if (!bytes) throw documentErrors.notFound();
    // A copy of its own, handed over to the thread rather than cloned.
    input = { kind: 'word', template: new Uint8Array(bytes), answers, compiled };
  } else {
    input = { kind: 'rich', content: template.content, answers, compiled };
  }
  try {
    return await ports.docx.render(accountId, input);
  } catch (error) {
    throw toDocxError(error);
  }
}
