import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Statement } from '@schemas/statement';
import { compileStatement } from '../conditions/compileStatement';
import { evaluateRule } from '../conditions/evaluateRule';
import { evaluateVisibility } from '../evaluate/evaluateVisibility';
import { parseText } from '../questions/questionTypeDefinition';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
import { TemplateScope } from './TemplateScope';

// Whether a condition written in the builder's condition picker holds for a set of answers, read
// exactly as a template's conditional block reads it (TemplateScope: own properties only, hidden
// questions read as unanswered, calculations by name). A document set uses it to decide which of
// its templates to generate (the annex only when there is a guarantor). No condition: true.
export function evaluateTemplateCondition(
  statement: Statement | null,
  answers: Record<string, unknown>,
  compiled: CompiledInterview,
): boolean {
  if (!statement) return true;
  const scope = TemplateScope.create(answers, compiled, evaluateVisibility(compiled, answers));
  const rule = compileStatement(statement, (path) => {
    const variable = scope.variable(path);
    if (!variable) return scope.hasInterview() ? null : { kind: 'text', parseValue: parseText };
    const definition = questionTypeRegistry[variable.type];
    const context = { options: variable.options, symbol: variable.symbol };
    return { kind: definition.kind, parseValue: (raw) => definition.parseValue(raw, context) };
  });
  return evaluateRule(rule, scope);
}
