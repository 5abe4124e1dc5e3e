import { type AnswerValidation, answerFormats, evaluateVisibility } from '@engine/index';
import { answerMessages } from '@engine/messages';
import { localizeErrors } from '@engine/validate/localizeErrors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CompiledInterview, CompiledVariable } from '@schemas/compiledInterview';

// The player's answer validation done by @rjsf/validator-ajv8 instead of the engine, for the
// benchmark's variant "Minuta with validator-ajv8" (the requested stack's validator): the bench
// builds bundle this module in place of `@engine/index` for player/model/navigation.ts only
// (bench/player/validatorAjv8Variant.ts), so the product's code is the same in both pages.
//
// What it does, as an rjsf application would: each visible page's JSON Schema (the compiled
// interview's `pages[].schema`, every question of the page) is given to validator-ajv8's
// `validateFormData` with the answers; ajv compiles a page's schema on its first validation
// (`new Function`) and keeps the compiled function for that schema object. Its errors are mapped
// to the engine's result: the answer path of the question, the engine's Spanish words
// (localizeErrors, the same texts the guest reads from the engine), and only at questions the
// engine's visibility says are shown (a page's schema holds its conditional questions too).
// What JSON Schema cannot say is not checked, as it would not be by ajv: the interview's own
// validation rules across answers, the ID numbers' check digits beyond the formats given to ajv,
// and a required answer of only spaces or an empty list (ajv's `required` asks for the key).

const validator = customizeValidator({ customFormats: answerFormats });

export * from '@engine/index';

export function validateAnswers(compiled: CompiledInterview, answers: unknown): AnswerValidation {
  const visibility = evaluateVisibility(compiled, answers);
  const data = (answers ?? {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const variables = variablesOf(compiled);
  for (const page of compiled.pages) {
    if (visibility.pages[page.id] !== true) continue;
    for (const error of validator.validateFormData(data, page.schema).errors) {
      const segments = error.property.split('.').filter((segment) => segment !== '');
      const at = questionAt(segments, variables);
      if (!at || visibility.fields[at.path] !== true) continue;
      const messages = errors[at.path] ?? [];
      for (const message of messageOf(error, at.variable, at.rest))
        if (!messages.includes(message)) messages.push(message);
      errors[at.path] = messages;
    }
  }
  // The answers of the shown questions at the top level, as the engine's result carries them.
  const kept: Record<string, unknown> = {};
  const pruned: string[] = [];
  for (const [key, value] of Object.entries(data))
    if (visibility.fields[key] === true && variables.get(key)?.computed === undefined)
      kept[key] = value;
    else pruned.push(key);
  return {
    ok: Object.keys(errors).length === 0,
    errors,
    answers: kept,
    pruned,
    failedRules: [],
  };
}

const byInterview = new WeakMap<CompiledInterview, Map<string, CompiledVariable>>();

function variablesOf(compiled: CompiledInterview): Map<string, CompiledVariable> {
  let variables = byInterview.get(compiled);
  if (!variables) {
    variables = new Map(compiled.variables.map((variable) => [variable.path, variable]));
    byInterview.set(compiled, variables);
  }
  return variables;
}

// The deepest question an error's instance path reaches ('q4.0.monto': the list's field in its
// first row; 'q3.2': the multiple choice q3, its third chosen option at '/2').
function questionAt(
  segments: string[],
  variables: Map<string, CompiledVariable>,
): { path: string; variable: CompiledVariable; rest: string } | null {
  for (let length = segments.length; length > 0; length--) {
    const variable = variables.get(
      segments
        .slice(0, length)
        .filter((segment) => !/^\d+$/.test(segment))
        .join('.'),
    );
    if (variable)
      return {
        path: segments.slice(0, length).join('.'),
        variable,
        rest: segments
          .slice(length)
          .map((segment) => `/${segment}`)
          .join(''),
      };
  }
  return null;
}

function messageOf(
  error: { name: string; params: Record<string, unknown> },
  variable: CompiledVariable,
  rest: string,
): string[] {
  if (error.name === 'required') return [answerMessages.required];
  if (variable.type === 'repeatingList' && rest === '') {
    const limit = error.params.limit as number;
    if (error.name === 'minItems') return [answerMessages.minRows(limit)];
    if (error.name === 'maxItems') return [answerMessages.maxRows(limit)];
  }
  return localizeErrors(
    [{ keyword: error.name, params: error.params, instancePath: rest }],
    variable,
  );
}
