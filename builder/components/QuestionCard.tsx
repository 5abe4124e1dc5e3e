import {
  elementTypeLabels,
  emptyCalculation,
  isValidVariableName,
  questionTypeRegistry,
} from '@engine/index';
import type { InterviewElement } from '@schemas/interview';
import { defaultQuestionTitle } from '@schemas/question';
import {
  type ElementType,
  elementTypes,
  isQuestionType,
  type QuestionType,
  questionTypes,
} from '@schemas/questionType';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Switch } from '@ui/Switch';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { ChevronDown, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import { type ComponentProps, memo, useEffect, useMemo, useRef } from 'react';
import { builderMessages } from '../builderMessages';
import { createItemOf, emptyValidationRule } from '../model/createQuestion';
import type { EditorCommand } from '../model/editorCommand';
import { type QuestionNode, takenNamesFor } from '../model/editorModel';
import { listQuestions, questionsForCondition } from '../model/listQuestions';
import { suggestVariableName } from '../model/suggestVariableName';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { expandedIdsAtom, focusRequestAtom, toggleExpandedAtom } from '../state/editorUiAtoms';
import { CalculationSettings, RuleSettings } from './ComputedSettings';
import { ConditionEditor } from './ConditionEditor';
import { MoveToPageField } from './MoveToPageField';
import { OptionsEditor } from './OptionsEditor';
import { deleteCommandFor, type QuestionTarget, updateCommandFor } from './questionTarget';
import { questionTypeIcons } from './questionTypeIcons';
import { SubQuestionsEditor } from './SubQuestionsEditor';
import { useDraft } from './useDraft';
import { ValidationSettings } from './ValidationSettings';

const text = builderMessages.questions;

// What a question or element holds: options, sub-questions or nothing (a calculation or a
// validation rule holds nothing).
const childrenOf = (type: ElementType) =>
  isQuestionType(type) ? questionTypeRegistry[type].children : 'none';

// The types whose answer is typed in a field (or picked from a list) that can show an example
// while empty; a yes/no, radio, checkbox or date question has no such field.
const typesWithPlaceholder: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'shortText',
  'longText',
  'number',
  'currency',
  'email',
  'phone',
  'idNumber',
  'dropdown',
]);

export interface QuestionCardProps {
  target: QuestionTarget;
  question: QuestionNode;
  // The drag handle's listeners and attributes from the sortable wrapper.
  handleProps?: ComponentProps<'button'>;
  dragging?: boolean;
  // A question on a page of a document with several pages: "Mover a la página" in the card.
  movableAcrossPages?: boolean;
}

// One question, folded to a line or unfolded to edit everything about it. Each field commits one
// edit (a command) when it is done, never on every keystroke.
//
// A page may hold hundreds of cards, so a card re-renders only when its own question, drag state
// or folding changes: it is memoised, its props must keep their identity (the sortable wrapper
// memoises them), and it reads the shared UI atoms through per-card selections.
export const QuestionCard = memo(function QuestionCard({
  target,
  question,
  handleProps,
  dragging,
  movableAcrossPages,
}: QuestionCardProps) {
  const expanded = useAtomValue(
    useMemo(() => atom((get) => get(expandedIdsAtom).has(question.id)), [question.id]),
  );
  const toggle = useSetAtom(toggleExpandedAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const focusRequest = useAtomValue(
    useMemo(
      () =>
        atom((get) => {
          const request = get(focusRequestAtom);
          return request?.id === question.id ? request : null;
        }),
      [question.id],
    ),
  );
  const consumeFocus = useSetAtom(focusRequestAtom);
  const cardRef = useRef<HTMLElement>(null);
  const type = question.name as ElementType;
  const Icon = questionTypeIcons[type];
  const variable = question.variable[0] ?? '';

  useEffect(() => {
    if (!focusRequest) return;
    cardRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    // The title first (a new question is named before anything else), else its first control.
    const card = cardRef.current;
    (
      card?.querySelector<HTMLElement>('textarea') ??
      card?.querySelector<HTMLElement>('input, select, button')
    )?.focus({ preventScroll: true });
    // Served once: a card mounted again later (another page and back, an undo) keeps its focus.
    consumeFocus(null);
  }, [focusRequest, consumeFocus]);

  const update = (patch: Parameters<typeof updateCommandFor>[1]) =>
    dispatch(updateCommandFor(target, patch));
  const titleLabel = question.title.trim() || defaultQuestionTitle;

  return (
    <article
      ref={cardRef}
      aria-label={titleLabel}
      data-question-id={question.id}
      // Cards out of view skip layout and paint (a folded card is 52 px high; `auto` keeps the
      // size last rendered), so a keystroke or a drop on a 300-question page costs like on a short one.
      className={cn(
        'min-w-0 rounded-lg border bg-card shadow-sm [contain-intrinsic-size:auto_52px] [content-visibility:auto]',
        dragging && 'opacity-60 ring-2 ring-ring',
      )}
    >
      <header className="flex items-center gap-2 p-2 pe-3">
        {handleProps && (
          <button
            type="button"
            className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted active:cursor-grabbing"
            aria-label={text.dragHandle(titleLabel)}
            {...handleProps}
          >
            <GripVertical className="size-4" />
          </button>
        )}
        <button
          type="button"
          className="flex min-w-32 flex-1 items-center gap-2 rounded p-1 text-start hover:bg-muted"
          aria-expanded={expanded}
          onClick={() => toggle(question.id)}
        >
          {expanded ? (
            <ChevronDown className="size-4 shrink-0" aria-hidden />
          ) : (
            <ChevronRight className="size-4 shrink-0" aria-hidden />
          )}
          <Icon className="size-4 shrink-0 text-accent" aria-hidden />
          <span className="truncate font-medium">{titleLabel}</span>
          <span className="sr-only">{expanded ? text.collapse : text.expand}</span>
        </button>
        <code className="hidden max-w-40 shrink truncate rounded bg-muted px-1.5 py-0.5 text-xs 2xl:inline">
          {variable}
        </code>
        <span className="hidden shrink-0 text-xs text-muted-foreground xl:inline">
          {elementTypeLabels[type]}
        </span>
        {question.required && (
          <span className="rounded bg-secondary px-1.5 py-0.5 text-xs">{text.required}</span>
        )}
        {question.conditional && (
          <span className="rounded bg-accent/20 px-1.5 py-0.5 text-xs">
            {builderMessages.condition.title}
          </span>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={text.delete}
          onClick={() => dispatch(deleteCommandFor(target))}
        >
          <Trash2 />
        </Button>
      </header>
      {expanded && (
        <div className="grid gap-4 border-t p-4">
          <QuestionFields target={target} question={question} onUpdate={update} />
          {childrenOf(type) === 'options' && <OptionsEditor parent={target} question={question} />}
          {childrenOf(type) === 'questions' && (
            <SubQuestionsEditor parent={target} question={question} />
          )}
          {type === 'calculation' && (
            <CalculationSettings element={question as InterviewElement} onUpdate={update} />
          )}
          {type === 'validationRule' && (
            <RuleSettings element={question as InterviewElement} onUpdate={update} />
          )}
          {isQuestionType(type) && <ValidationSettings question={question} onUpdate={update} />}
          {type !== 'calculation' && (
            <ConditionSection target={target} question={question} onUpdate={update} />
          )}
          {movableAcrossPages && target.kind === 'element' && (
            <MoveToPageField elementId={question.id} />
          )}
        </div>
      )}
    </article>
  );
});

function QuestionFields({
  target,
  question,
  onUpdate,
}: {
  target: QuestionTarget;
  question: QuestionNode;
  onUpdate: (patch: Parameters<typeof updateCommandFor>[1]) => void;
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
  const title = useDraft(question.title, (next) => {
    const previousSuggestion = suggestVariableName(question.title, takenNames);
    const followsTitle =
      variable === previousSuggestion || /^(pregunta|campo|calculo|regla)_\d+$/.test(variable);
    const nextVariable = suggestVariableName(next, takenNames);
    onUpdate(
      followsTitle && nextVariable !== variable
        ? { title: next, variable: [nextVariable] }
        : { title: next },
    );
  });
  const variableDraft = useDraft(variable, (next) => {
    if (isValidVariableName(next) && !takenNames.has(next)) onUpdate({ variable: [next] });
  });
  const variableError = !isValidVariableName(variableDraft.value)
    ? text.invalidVariable
    : variableDraft.value !== variable && takenNames.has(variableDraft.value)
      ? text.duplicateVariable
      : null;
  const help = useDraft(question.help ?? '', (next) =>
    onUpdate({ help: next.trim() ? next : null }),
  );
  const placeholder = useDraft(question.placeholder ?? '', (next) =>
    onUpdate({ placeholder: next.trim() ? next : null }),
  );

  const changeType = (next: ElementType) => {
    // A calculation or a rule gets its settings with its new type.
    const settings =
      next === 'calculation' && !('calculation' in question && question.calculation)
        ? { calculation: emptyCalculation }
        : next === 'validationRule' && !('validationRule' in question && question.validationRule)
          ? { validationRule: emptyValidationRule }
          : {};
    const before = childrenOf(type);
    const after = childrenOf(next);
    if (before === after) return onUpdate({ name: next, ...settings });
    if (
      question.items.length > 0 &&
      !window.confirm(text.changeTypeDropsItems(question.items.length))
    )
      return;
    const elementId =
      target.kind === 'element' ? target.id : (question as { elementId: string }).elementId;
    const parent = { elementId, parentItemId: target.kind === 'element' ? null : target.id };
    const starters: EditorCommand[] = [];
    if (after === 'options') {
      const first = createItemOf('option', elementId, parent.parentItemId, []);
      starters.push({ type: 'addItem', parent, index: 0, item: first });
      starters.push({
        type: 'addItem',
        parent,
        index: 1,
        item: createItemOf('option', elementId, parent.parentItemId, [first]),
      });
    } else if (after === 'questions') {
      starters.push({
        type: 'addItem',
        parent,
        index: 0,
        item: createItemOf('shortText', elementId, parent.parentItemId, []),
      });
    }
    dispatch({
      type: 'batch',
      commands: [
        ...question.items.map((item): EditorCommand => ({ type: 'deleteItem', itemId: item.id })),
        updateCommandFor(target, { name: next, ...settings }),
        ...starters,
      ],
    });
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
      {isQuestionType(type) && typesWithPlaceholder.has(type) && (
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

function ConditionSection({
  target,
  question,
  onUpdate,
}: {
  target: QuestionTarget;
  question: QuestionNode;
  onUpdate: (patch: Parameters<typeof updateCommandFor>[1]) => void;
}) {
  const model = useAtomValue(modelAtom);
  if (!model) return null;
  // A validation rule is checked once the answers are given: its condition may read any of them.
  const candidates =
    question.name === 'validationRule'
      ? listQuestions(model).filter((q) => q.type !== 'group' && q.listStack.length === 0)
      : questionsForCondition(model, { questionId: target.id });
  const id = `q-${question.id}-conditional`;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm font-medium">
        <Switch
          id={id}
          checked={question.conditional}
          onCheckedChange={(conditional) => onUpdate({ conditional })}
        />
        <label htmlFor={id}>
          {question.name === 'validationRule'
            ? builderMessages.formula.ruleCondition
            : text.conditional}
        </label>
      </div>
      {question.conditional && (
        <ConditionEditor
          statement={question.statement}
          candidates={candidates}
          onChange={(statement) => onUpdate({ statement })}
        />
      )}
    </div>
  );
}
