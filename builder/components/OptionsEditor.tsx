import type { InterviewItem } from '@schemas/interview';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { useSetAtom } from 'jotai';
import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { builderMessages } from '../builderMessages';
import { createItemOf } from '../model/createQuestion';
import type { QuestionNode } from '../model/editorModel';
import { dispatchAtom } from '../state/editorAtoms';
import type { QuestionTarget } from './questionTarget';
import { SortableList } from './SortableList';
import { useDraft } from './useDraft';

const text = builderMessages.questions;

// The options of a choice question: label and stored value, reordered by drag and drop or
// keyboard (exchangeItem).
export function OptionsEditor({
  parent,
  question,
}: {
  parent: QuestionTarget;
  question: QuestionNode;
}) {
  const dispatch = useSetAtom(dispatchAtom);
  const options = question.items.filter((item) => item.name === 'option');
  const elementId = parent.kind === 'element' ? parent.id : (question as InterviewItem).elementId;
  const parentItemId = parent.kind === 'element' ? null : parent.id;
  return (
    <section className="grid gap-2" aria-label={text.options}>
      <h4 className="text-sm font-medium">{text.options}</h4>
      <div className="grid gap-2">
        <SortableList
          items={options}
          label={(option) => option.title}
          onMove={(id, index) => dispatch({ type: 'moveItem', itemId: id, index })}
        >
          {(option, { handleProps }) => <OptionRow option={option} handleProps={handleProps} />}
        </SortableList>
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            dispatch({
              type: 'addItem',
              parent: { elementId, parentItemId },
              index: options.length,
              item: createItemOf('option', elementId, parentItemId, options),
            })
          }
        >
          <Plus /> {text.addOption}
        </Button>
      </div>
    </section>
  );
}

function OptionRow({
  option,
  handleProps,
}: {
  option: InterviewItem;
  handleProps: React.ComponentProps<'button'>;
}) {
  const dispatch = useSetAtom(dispatchAtom);
  const label = useDraft(option.title, (title) =>
    dispatch({ type: 'updateItem', itemId: option.id, patch: { title } }),
  );
  const value = useDraft(option.value[0] ?? '', (next) =>
    dispatch({
      type: 'updateItem',
      itemId: option.id,
      patch: { value: next.trim() ? [next.trim()] : [] },
    }),
  );
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted"
        aria-label={text.optionDragHandle(option.title)}
        {...handleProps}
      >
        <GripVertical className="size-4" />
      </button>
      <Input
        aria-label={text.optionLabel}
        value={label.value}
        onChange={(event) => label.onChange(event.target.value)}
        onBlur={label.onBlur}
        onKeyDown={label.onKeyDown}
      />
      <Input
        aria-label={text.optionValue}
        placeholder={text.optionValue}
        className="max-w-40 font-mono text-xs"
        value={value.value}
        onChange={(event) => value.onChange(event.target.value)}
        onBlur={value.onBlur}
        onKeyDown={value.onKeyDown}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={text.deleteOption}
        onClick={() => dispatch({ type: 'deleteItem', itemId: option.id })}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
