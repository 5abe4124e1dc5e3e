import {
  renderTemplate,
  resolvedToText,
  TemplateRenderError,
  validateAnswers,
} from '@engine/index';
import { normalizeAnswers } from '@engine/validate/normalizeAnswerText';
import type { ScenarioProblem, ScenarioStatus } from '@schemas/api/scenarios';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { TemplateContent } from '@schemas/template';
import { scenarioMessages } from './scenarioMessages';

export interface ScenarioOutcome {
  status: ScenarioStatus;
  /** The text the answers produce now; null when they do not validate or it could not render. */
  text: string | null;
  problems: ScenarioProblem[];
}

// One scenario against the interview and template as they are now, exactly as generation does
// it: the answers validated by the engine (hidden and unknown ones pruned), then the rich template
// rendered with the validated answers — the resolved document the DOCX is packaged from — and
// written as text (resolvedToText, one line per paragraph). `expected` is the accepted text.
export function evaluateScenario(
  compiled: CompiledInterview,
  content: TemplateContent,
  answers: unknown,
  expected: string | null,
): ScenarioOutcome {
  const validation = validateAnswers(compiled, normalizeAnswers(answers));
  if (!validation.ok) {
    return { status: 'invalid', text: null, problems: answerProblems(compiled, validation.errors) };
  }
  let text: string;
  try {
    text = resolvedToText(renderTemplate(content, validation.answers, compiled));
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    return {
      status: 'failed',
      text: null,
      problems: [{ field: '', message: scenarioMessages.tooLarge }],
    };
  }
  return {
    status: expected === null || text === expected ? 'same' : 'changed',
    text,
    problems: [],
  };
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
