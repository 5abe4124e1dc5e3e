import {
  renderTemplate,
  resolvedToText,
  TemplateRenderError,
  validateAnswers,
} from '@engine/index';
import { normalizeAnswers } from '@engine/validate/normalizeAnswerText';
import type { ScenarioProblem, ScenarioStatus } from '@schemas/api/scenarios';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { ApiError } from '../errors/ApiError';
import type { GenerationTemplate } from '../generation/findTemplate';
import { renderDocx } from '../generation/renderDocx';
import type { Ports } from '../ports/Ports';
import { extractText } from '../provenance/extractText';
import { scenarioMessages } from './scenarioMessages';

export interface ScenarioOutcome {
  status: ScenarioStatus;
  /** The text the answers produce now; null when they do not validate or it could not render. */
  text: string | null;
  problems: ScenarioProblem[];
}

// One scenario against the interview and template as they are now, exactly as generation does
// it: the answers validated by the engine (hidden and unknown ones pruned), then the template
// filled with the validated answers and read as text, one line per paragraph:
// - a rich template: the resolved document the DOCX is packaged from (renderTemplate), written
//   by resolvedToText;
// - a Word template: the DOCX itself (renderDocx, docxtemplater on a DOCX thread of the
//   process, shared fairly by account), its body's paragraphs read back
//   (provenance/extractText).
// `expected` is the accepted text (null when the case is being created).
export async function evaluateScenario(
  ports: Pick<Ports, 'storage' | 'docx'>,
  accountId: string,
  compiled: CompiledInterview,
  template: GenerationTemplate,
  answers: unknown,
  expected: string | null,
): Promise<ScenarioOutcome> {
  const validation = validateAnswers(compiled, normalizeAnswers(answers));
  if (!validation.ok) {
    return { status: 'invalid', text: null, problems: answerProblems(compiled, validation.errors) };
  }
  let text: string | null;
  try {
    text =
      template.kind === 'rich'
        ? resolvedToText(renderTemplate(template.content, validation.answers, compiled))
        : wordText(
            await extractText(
              await renderDocx(ports, accountId, template, validation.answers, compiled),
              'docx',
            ),
          );
  } catch (error) {
    if (error instanceof TemplateRenderError) return failure(scenarioMessages.tooLarge);
    if (error instanceof ApiError) return failure(error.message);
    throw error;
  }
  if (text === null) return failure(scenarioMessages.unreadable);
  return {
    status: expected === null || text === expected ? 'same' : 'changed',
    text,
    problems: [],
  };
}

export function failure(message: string): ScenarioOutcome {
  return { status: 'failed', text: null, problems: [{ field: '', message }] };
}

// Every paragraph of a DOCX ends a line: the last one's newline is not a paragraph of its own.
function wordText(text: string | null): string | null {
  return text === null ? null : text.replace(/\n$/, '');
}

// Errors by answer path ("herederos.1.nombre") as the lawyer reads them: the question's label
// (found through the path without row numbers) and the engine's Spanish message.
export function answerProblems(
  compiled: CompiledInterview,
  errors: Record<string, string[]>,
): ScenarioProblem[] {
  const labels = new Map(compiled.variables.map((variable) => [variable.path, variable.label]));
  return Object.entries(errors).map(([path, messages]) => {
    const label = labels.get(
      path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .join('.'),
    );
    const message = messages.join(' ');
    return {
      field: path,
      message: label ? scenarioMessages.answerProblem(label, message) : message,
    };
  });
}
