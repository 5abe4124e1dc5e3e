import { elementTypeLabels, isValidVariableName } from '@engine/index';
import {
  type ElementType,
  elementTypes,
  isQuestionType,
  questionTypes,
} from '@schemas/questionType';
import { cn } from '@ui/cn';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { builderMessages } from '../builderMessages';
import type { QuestionPatch } from '../model/editorCommand';
import { type QuestionNode, takenNamesFor } from '../model/editorModel';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { changeTypeEdit, takesPlaceholder, titlePatch, variableProblem } from './questionCardEdits';
import type { QuestionTarget } from './questionTarget';
import { useDraft } from './useDraft';

const text = builderMessages.questions;

// The question's own fields: title, type, variable, help, example and "Obligatoria". Each
// commits one edit when it is done (a draft while typing).
export function QuestionFields({
  target,
  question,
  onUpdate,
}: {
  target: QuestionTarget;
  question: QuestionNode;
  onUpdate: (patch: QuestionPatch) => void;
}) {
  const dispatch = useSetAtom(dispatchAtom);
  const model = useAtomValue(modelAtom);
  // The names this question's variable must not repeat (other page questions, or siblings).
  const takenNames = useMemo(
    () => (model ? takenNamesFor(model, target) : new Set<string>()),
    [model, target],
  );
  const variable = question.variable[0] ?? '';
  const type = question.name as ElementType;
  const computed = !isQuestionType(type);

  // A variable still named after the previous title (or the default) follows the new title.
  const title = useDraft(question.title, (next) =>
    onUpdate(titlePatch(question, next, takenNames)),
  );
  const variableDraft = useDraft(variable, (next) => {
    if (isValidVariableName(next) && !takenNames.has(next)) onUpdate({ variable: [next] });
  });
  const variableError = variableProblem(variableDraft.value, variable, takenNames);
  const help = useDraft(question.help ?? '', (next) =>
    onUpdate({ help: next.trim() ? next : null }),
  );
  const placeholder = useDraft(question.placeholder ?? '', (next) =>
    onUpdate({ placeholder: next.trim() ? next : null }),
  );

  const changeType = (next: ElementType) => {
    const { drops, command } = changeTypeEdit(target, question, next);
    // The children the new type cannot hold are deleted only once the lawyer agrees.
    if (drops > 0 && !window.confirm(text.changeTypeDropsItems(drops))) return;
    dispatch(command);
  };

  const id = `q-${question.id}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="grid gap-1 text-sm font-medium md:col-span-2">
        <label htmlFor={`${id}-title`}>
          {type === 'calculation'
            ? builderMessages.formula.calculationTitle
            : type === 'validationRule'
              ? builderMessages.formula.ruleTitle
              : text.title}
        </label>
        <Textarea
          id={`${id}-title`}
          rows={2}
          className="min-h-16"
          value={title.value}
          onChange={(event) => title.onChange(event.target.value)}
          onBlur={title.onBlur}
        />
      </div>
      <div className="grid content-start gap-1 text-sm font-medium">
        <label htmlFor={`${id}-type`}>{text.type}</label>
        <NativeSelect
          id={`${id}-type`}
          value={type}
          onChange={(event) => changeType(event.target.value as ElementType)}
        >
          {(target.kind === 'element' ? elementTypes : questionTypes).map((candidate) => (
            <option key={candidate} value={candidate}>
              {elementTypeLabels[candidate]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-1">
        <div className="text-sm font-medium">
          <label htmlFor={`${id}-variable`}>{text.variable}</label>
        </div>
        <Input
          id={`${id}-variable`}
          className="font-mono"
          value={variableDraft.value}
          aria-invalid={variableError ? true : undefined}
          aria-describedby={`${id}-variable-hint`}
          onChange={(event) => variableDraft.onChange(event.target.value)}
          onBlur={variableDraft.onBlur}
          onKeyDown={variableDraft.onKeyDown}
        />
        <p
          id={`${id}-variable-hint`}
          className={cn('text-xs', variableError ? 'text-destructive' : 'text-muted-foreground')}
        >
          {variableError ?? text.variableHint}
        </p>
      </div>
      <div className="grid content-start gap-1 text-sm font-medium">
        <label htmlFor={`${id}-help`}>{text.help}</label>
        <Input
          id={`${id}-help`}
          value={help.value}
          onChange={(event) => help.onChange(event.target.value)}
          onBlur={help.onBlur}
          onKeyDown={help.onKeyDown}
        />
      </div>
      {takesPlaceholder(type) && (
        <div className="grid content-start gap-1 text-sm font-medium">
          <label htmlFor={`${id}-placeholder`}>{text.placeholder}</label>
          <Input
            id={`${id}-placeholder`}
            value={placeholder.value}
            onChange={(event) => placeholder.onChange(event.target.value)}
            onBlur={placeholder.onBlur}
            onKeyDown={placeholder.onKeyDown}
          />
        </div>
      )}
      {type !== 'group' && !computed && (
        <div className="flex items-center gap-3 text-sm font-medium">
          <Switch
            id={`${id}-required`}
            checked={question.required}
            onCheckedChange={(required) => onUpdate({ required })}
          />
          <label htmlFor={`${id}-required`}>{text.required}</label>
        </div>
      )}
    </div>
  );
}
