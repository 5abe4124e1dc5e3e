import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { InterviewPage } from '@schemas/interview';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { GitBranch, GripVertical, Plus } from 'lucide-react';
import { memo } from 'react';
import { builderMessages } from '../builderMessages';
import { newId } from '../model/createQuestion';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';
import { selectedPageIdAtom } from '../state/editorUiAtoms';

const text = builderMessages.pages;

export const pageDndId = (pageId: string) => `page:${pageId}`;

// The document's pages: pick one to edit, reorder them by drag and drop or keyboard, drop a
// question on one to move it there, add a page.
export function PagesPanel() {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const [selected, select] = useAtom(selectedPageIdAtom);
  if (!model) return null;
  const pages = model.interview.pages;
  const addPage = () => {
    const page: InterviewPage = {
      id: newId(),
      documentId: model.documentId,
      name: text.newName(pages.length + 1),
      conditional: false,
      statement: null,
      elements: [],
    };
    dispatch({ type: 'addPage', index: pages.length, page });
    select(page.id);
  };
  return (
    <nav aria-label={text.title} className="grid content-start gap-2">
      <h2 className="px-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {text.title}
      </h2>
      <ol className="grid gap-1">
        {pages.map((page, index) => (
          <PageRow
            key={page.id}
            page={page}
            index={index}
            selected={page.id === selected}
            onSelect={select}
          />
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" onClick={addPage}>
        <Plus /> {text.add}
      </Button>
    </nav>
  );
}

// Memoised: a drop re-renders the list, and only the rows whose page changed need to.
const PageRow = memo(function PageRow({
  page,
  index,
  selected,
  onSelect,
}: {
  page: InterviewPage;
  index: number;
  selected: boolean;
  onSelect: (pageId: string) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({
    id: pageDndId(page.id),
  });
  const questionOver = isOver && active !== null && !String(active.id).startsWith('page:');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-1 rounded-md border border-transparent',
        selected && 'border-border bg-secondary',
        questionOver && 'border-primary bg-primary/10',
        isDragging && 'opacity-60',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted"
        aria-label={text.dragHandle(page.name)}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onSelect(page.id)}
        aria-current={selected ? 'page' : undefined}
        className="flex min-w-0 flex-1 flex-col items-start rounded px-1 py-1.5 text-start text-sm"
        title={questionOver ? text.dropHere : undefined}
      >
        <span className="flex w-full items-center gap-1 truncate font-medium">
          <span className="text-muted-foreground">{index + 1}.</span>{' '}
          <span className="truncate">{page.name}</span>
          {page.conditional && (
            <GitBranch
              className="ms-auto size-3.5 shrink-0 text-accent"
              aria-label={text.conditional}
            />
          )}
        </span>
        <span className="text-xs text-muted-foreground">
          {text.questions(page.elements.length)}
        </span>
      </button>
    </li>
  );
});
