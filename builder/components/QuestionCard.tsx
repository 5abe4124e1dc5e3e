import { elementTypeLabels } from '@engine/index';
import type { InterviewElement } from '@schemas/interview';
import { defaultQuestionTitle } from '@schemas/question';
import { type ElementType, isQuestionType } from '@schemas/questionType';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { ChevronDown, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import { type ComponentProps, memo, useEffect, useMemo, useRef } from 'react';
import { builderMessages } from '../builderMessages';
import type { QuestionPatch } from '../model/editorCommand';
import type { QuestionNode } from '../model/editorModel';
import { dispatchAtom } from '../state/editorAtoms';
import { expandedIdsAtom, focusRequestAtom, toggleExpandedAtom } from '../state/editorUiAtoms';
import { CalculationSettings, RuleSettings } from './ComputedSettings';
import { ConditionSection } from './ConditionSection';
import { MoveToPageField } from './MoveToPageField';
import { OptionsEditor } from './OptionsEditor';
import { QuestionFields } from './QuestionFields';
import { childrenOf } from './questionCardEdits';
import { deleteCommandFor, type QuestionTarget, updateCommandFor } from './questionTarget';
import { questionTypeIcons } from './questionTypeIcons';
import { SubQuestionsEditor } from './SubQuestionsEditor';
import { ValidationSettings } from './ValidationSettings';

const text = builderMessages.questions;

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

  const update = (patch: QuestionPatch) => dispatch(updateCommandFor(target, patch));
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
