import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { elementTypeLabels } from '@engine/index';
import type { InterviewElement, InterviewPage } from '@schemas/interview';
import { Button } from '@ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@ui/DropdownMenu';
import { Input } from '@ui/Input';
import { Switch } from '@ui/Switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useMemo, useRef } from 'react';
import { builderMessages } from '../builderMessages';
import { createElementOf } from '../model/createQuestion';
import { collectVariableNames } from '../model/editorModel';
import { questionsForCondition } from '../model/listQuestions';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { expandedIdsAtom, focusRequestAtom, selectedPageIdAtom } from '../state/editorUiAtoms';
import { addableElementTypes } from './addableTypes';
import { ConditionEditor } from './ConditionEditor';
import { QuestionCard } from './QuestionCard';
import { questionTypeIcons } from './questionTypeIcons';
import { useDraft } from './useDraft';

const text = builderMessages;

// The open page: its name and condition, its questions as sortable cards, and "Agregar
// pregunta". The DndContext lives in InterviewEditor so cards can be dropped on the pages list.
export function PageCanvas({ page }: { page: InterviewPage }) {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const expanded = useAtomValue(expandedIdsAtom);
  const setExpanded = useSetAtom(expandedIdsAtom);
  const setFocus = useSetAtom(focusRequestAtom);
  const select = useSetAtom(selectedPageIdAtom);
  // The question just added from the menu: its title takes the focus once the menu has closed
  // (the menu traps the focus while open, and would hand it back to its button).
  const added = useRef<string | null>(null);
  if (!model) return null;

  const add = (type: (typeof addableElementTypes)[number]) => {
    const element = createElementOf(type, page.id, collectVariableNames(model));
    dispatch({ type: 'addQuestion', pageId: page.id, index: page.elements.length, element });
    setExpanded(new Set([...expanded, element.id]));
    added.current = element.id;
  };
  const pageIndex = model.interview.pages.findIndex((p) => p.id === page.id);
  const deletePage = () => {
    if (!window.confirm(text.pages.confirmDelete(page.name, page.elements.length))) return;
    const next = model.interview.pages[pageIndex + 1] ?? model.interview.pages[pageIndex - 1];
    dispatch({ type: 'deletePage', pageId: page.id });
    select(next?.id ?? null);
  };

  return (
    <section aria-label={page.name} className="grid content-start gap-4">
      <PageHeader page={page} onDelete={deletePage} />
      {page.elements.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {text.pages.empty}
        </p>
      )}
      <SortableContext
        items={page.elements.map((element) => element.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol className="grid gap-3">
          {page.elements.map((element) => (
            <SortableQuestion
              key={element.id}
              element={element}
              movableAcrossPages={model.interview.pages.length > 1}
            />
          ))}
        </ol>
      </SortableContext>
      <div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button">
              <Plus /> {text.questions.add}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="start"
            className="max-h-96 overflow-y-auto"
            onCloseAutoFocus={(event) => {
              if (!added.current) return;
              event.preventDefault();
              setFocus({ id: added.current, at: Date.now() });
              added.current = null;
            }}
          >
            {addableElementTypes.map((type) => {
              const Icon = questionTypeIcons[type];
              return (
                <DropdownMenuItem key={type} onSelect={() => add(type)}>
                  <Icon /> {elementTypeLabels[type]}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </section>
  );
}

function SortableQuestion({
  element,
  movableAcrossPages,
}: {
  element: InterviewElement;
  movableAcrossPages: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: element.id });
  // Stable props, so the memoised card skips re-rendering while other cards are dragged.
  const target = useMemo(() => ({ kind: 'element' as const, id: element.id }), [element.id]);
  const handleProps = useMemo(
    () => ({ ...attributes, ...listeners, ref: setActivatorNodeRef }) as ComponentProps<'button'>,
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="grid min-w-0 gap-1"
    >
      <QuestionCard
        target={target}
        question={element}
        handleProps={handleProps}
        dragging={isDragging}
        movableAcrossPages={movableAcrossPages}
      />
    </li>
  );
}

function PageHeader({ page, onDelete }: { page: InterviewPage; onDelete: () => void }) {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const name = useDraft(
    page.name,
    (next) =>
      next.trim() &&
      dispatch({ type: 'updatePage', pageId: page.id, patch: { name: next.trim() } }),
  );
  if (!model) return null;
  const candidates = page.conditional ? questionsForCondition(model, { pageId: page.id }) : [];
  const id = `page-${page.id}`;
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1 text-sm font-medium">
          <label htmlFor={`${id}-name`}>{text.pages.rename}</label>
          <Input
            id={`${id}-name`}
            className="text-lg font-semibold"
            value={name.value}
            onChange={(event) => name.onChange(event.target.value)}
            onBlur={name.onBlur}
            onKeyDown={name.onKeyDown}
          />
        </div>
        <Button type="button" variant="ghost" onClick={onDelete}>
          <Trash2 /> {text.pages.delete}
        </Button>
      </div>
      <div className="flex items-center gap-3 text-sm font-medium">
        <Switch
          id={`${id}-conditional`}
          checked={page.conditional}
          onCheckedChange={(conditional) =>
            dispatch({ type: 'updatePage', pageId: page.id, patch: { conditional } })
          }
        />
        <label htmlFor={`${id}-conditional`}>{text.pages.conditional}</label>
      </div>
      {page.conditional && (
        <ConditionEditor
          statement={page.statement}
          candidates={candidates}
          onChange={(statement) =>
            dispatch({ type: 'updatePage', pageId: page.id, patch: { statement } })
          }
        />
      )}
    </div>
  );
}
