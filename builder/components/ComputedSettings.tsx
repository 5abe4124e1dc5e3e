import {
  calculationTypeLabels,
  compileInterview,
  evaluateVisibility,
  formatAnswer,
  formulaDiagnostics,
  ruleScopeLabels,
  validateAnswers,
} from '@engine/index';
import type { Calculation, CalculationType, RuleScope, ValidationRule } from '@schemas/formula';
import { calculationTypes, ruleScopes } from '@schemas/formula';
import type { InterviewElement } from '@schemas/interview';
import { limits } from '@schemas/limits';
import { Field } from '@ui/Field';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Switch } from '@ui/Switch';
import { useAtomValue } from 'jotai';
import { AlertCircle } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { builderMessages } from '../builderMessages';
import type { QuestionPatch } from '../model/editorCommand';
import type { EditorModel } from '../model/editorModel';
import { todayIso } from '../model/formulaMenu';
import { listQuestions } from '../model/listQuestions';
import { modelAtom } from '../state/editorAtoms';
import { createSampleAnswers } from '../template/createSampleAnswers';
import { FormulaEditor } from './FormulaEditor';
import { useDraft } from './useDraft';

const text = builderMessages.formula;

// A calculation's settings: the type of its value, whether the client sees it, its formula (built
// without code), and what the formula gives with the editor's sample answers, live.
export function CalculationSettings({
  element,
  onUpdate,
}: {
  element: InterviewElement;
  onUpdate: (patch: QuestionPatch) => void;
}) {
  const model = useAtomValue(modelAtom);
  const calculation: Calculation = element.calculation ?? {
    type: 'number',
    formula: null,
    show: false,
  };
  const set = (changes: Partial<Calculation>) =>
    onUpdate({ calculation: { ...calculation, ...changes } });
  const path = element.variable[0] ?? '';
  const candidates = useMemo(
    () => (model ? listQuestions(model).filter((question) => question.id !== element.id) : []),
    [model, element.id],
  );
  const id = `q-${element.id}`;
  const symbol = useDraft(element.simbol, (next) => onUpdate({ simbol: next.trim() }));
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={text.resultType}>
          <NativeSelect
            value={calculation.type}
            onChange={(event) => set({ type: event.target.value as CalculationType })}
          >
            {calculationTypes.map((type) => (
              <option key={type} value={type}>
                {calculationTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {(calculation.type === 'currency' || calculation.type === 'number') && (
          <Field
            label={
              calculation.type === 'currency'
                ? builderMessages.questions.currency
                : builderMessages.questions.unit
            }
          >
            <Input
              value={symbol.value}
              maxLength={limits.symbolLength}
              onChange={(event) => symbol.onChange(event.target.value)}
              onBlur={symbol.onBlur}
              onKeyDown={symbol.onKeyDown}
            />
          </Field>
        )}
        <div className="grid gap-1 md:col-span-2">
          <div className="flex items-center gap-3 text-sm font-medium">
            <Switch
              id={`${id}-show`}
              checked={calculation.show}
              onCheckedChange={(show) => set({ show })}
            />
            <label htmlFor={`${id}-show`}>{text.show}</label>
          </div>
          <p className="text-xs text-muted-foreground">{text.showHint}</p>
        </div>
      </div>
      <FormulaEditor
        formula={calculation.formula}
        candidates={candidates}
        label={text.formula}
        onChange={(formula) => set({ formula })}
      />
      {model && <FormulaFeedback model={model} elementId={element.id} path={path} kind="value" />}
    </div>
  );
}

// A validation rule's settings: its formula (what must hold), the message the client reads when
// it does not, and when it is checked.
export function RuleSettings({
  element,
  onUpdate,
}: {
  element: InterviewElement;
  onUpdate: (patch: QuestionPatch) => void;
}) {
  const model = useAtomValue(modelAtom);
  const rule: ValidationRule = element.validationRule ?? {
    formula: null,
    message: '',
    scope: 'page',
  };
  const set = (changes: Partial<ValidationRule>) =>
    onUpdate({ validationRule: { ...rule, ...changes } });
  const message = useDraft(rule.message, (next) => set({ message: next }));
  const candidates = useMemo(() => (model ? listQuestions(model) : []), [model]);
  return (
    <div className="grid gap-4">
      <FormulaEditor
        formula={rule.formula}
        candidates={candidates}
        label={text.ruleFormula}
        onChange={(formula) => set({ formula })}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={text.message} className="md:col-span-2">
          <Textarea
            rows={2}
            maxLength={limits.ruleMessageLength}
            placeholder={text.messagePlaceholder}
            value={message.value}
            onChange={(event) => message.onChange(event.target.value)}
            onBlur={message.onBlur}
          />
        </Field>
        <Field label={text.scope}>
          <NativeSelect
            value={rule.scope}
            onChange={(event) => set({ scope: event.target.value as RuleScope })}
          >
            {ruleScopes.map((scope) => (
              <option key={scope} value={scope}>
                {ruleScopeLabels[scope]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {model && (
        <FormulaFeedback
          model={model}
          elementId={element.id}
          path={element.variable[0] ?? ''}
          kind="rule"
        />
      )}
    </div>
  );
}

// What the lawyer needs to trust a formula: the engine's objections to it, and, when it has none,
// what it gives with the sample answers (the template preview's: texts their question, amounts
// 1.234,50, dates today, two rows per list). Computed from a deferred copy of the model, so
// typing elsewhere never waits for it.
function FormulaFeedback({
  model,
  elementId,
  path,
  kind,
}: {
  model: EditorModel;
  elementId: string;
  path: string;
  kind: 'value' | 'rule';
}) {
  const interview = useDeferredValue(model.interview);
  const feedback = useMemo(() => {
    const problems = formulaDiagnostics(interview).filter(
      (diagnostic) => diagnostic.elementId === elementId && diagnostic.severity === 'error',
    );
    if (problems.length > 0) return { problems, result: null };
    try {
      const compiled = compileInterview(interview);
      const answers = createSampleAnswers(listQuestions({ ...model, interview }), todayIso());
      if (kind === 'value') {
        const variable = compiled.variables.find((candidate) => candidate.path === path);
        const value = evaluateVisibility(compiled, answers).values[path];
        const written = variable ? formatAnswer(variable, value) : '';
        return { problems, result: written || text.sampleEmpty };
      }
      const rule = compiled.rules?.find((candidate) => candidate.elementId === elementId);
      if (!rule) return { problems, result: null };
      const failed = validateAnswers(compiled, answers).failedRules.some(
        (candidate) => candidate.key === rule.key,
      );
      return { problems, result: failed ? text.sampleFails : text.sampleHolds };
    } catch {
      return { problems, result: text.sampleUnavailable };
    }
  }, [interview, model, elementId, path, kind]);
  return (
    <div className="grid gap-2" aria-live="polite">
      {feedback.problems.map((problem) => (
        <p
          key={problem.message}
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {problem.message}
        </p>
      ))}
      {feedback.result && (
        <p className="rounded-md bg-muted/60 px-3 py-2 text-sm">
          {text.sample} <strong>{feedback.result}</strong>
        </p>
      )}
    </div>
  );
}
