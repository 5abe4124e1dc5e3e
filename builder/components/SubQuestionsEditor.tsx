import { questionTypeLabels } from '@engine/index';
import type { InterviewItem } from '@schemas/interview';
import { limits } from '@schemas/limits';
import type { QuestionType } from '@schemas/questionType';
import { Button } from '@ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@ui/DropdownMenu';
import { useSetAtom } from 'jotai';
import { Plus } from 'lucide-react';
import { builderMessages } from '../builderMessages';
import { createItemOf } from '../model/createQuestion';
import type { QuestionNode } from '../model/editorModel';
import { dispatchAtom } from '../state/editorAtoms';
import { addableTypes } from './addableTypes';
import { QuestionCard } from './QuestionCard';
import type { QuestionTarget } from './questionTarget';
import { questionTypeIcons } from './questionTypeIcons';
import { SortableList } from './SortableList';

const text = builderMessages.questions;

// The questions inside a group or repeating list: cards like the page's, nested.
export function SubQuestionsEditor({
  parent,
  question,
  depth = 1,
}: {
  parent: QuestionTarget;
  question: QuestionNode;
  depth?: number;
}) {
  const dispatch = useSetAtom(dispatchAtom);
  const fields = question.items.filter((item) => item.name !== 'option');
  const elementId = parent.kind === 'element' ? parent.id : (question as InterviewItem).elementId;
  const parentItemId = parent.kind === 'element' ? null : parent.id;
  const add = (type: QuestionType) =>
    dispatch({
      type: 'addItem',
      parent: { elementId, parentItemId },
      index: fields.length,
      item: createItemOf(type, elementId, parentItemId, fields),
    });
  const types =
    depth >= limits.nestingDepth
      ? addableTypes.filter((type) => type !== 'group' && type !== 'repeatingList')
      : addableTypes;
  return (
    <section className="grid gap-2 border-s-2 ps-3" aria-label={text.subQuestions}>
      <h4 className="text-sm font-medium">{text.subQuestions}</h4>
      <div className="grid gap-2">
        <SortableList
          items={fields}
          label={(field) => field.title}
          onMove={(id, index) => dispatch({ type: 'moveItem', itemId: id, index })}
        >
          {(field, { handleProps, dragging }) => (
            <QuestionCard
              target={{ kind: 'item', id: field.id }}
              question={field}
              handleProps={handleProps}
              dragging={dragging}
            />
          )}
        </SortableList>
      </div>
      <div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline" size="sm">
              <Plus /> {text.addSubQuestion}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {types.map((type) => {
              const Icon = questionTypeIcons[type];
              return (
                <DropdownMenuItem key={type} onSelect={() => add(type)}>
                  <Icon /> {questionTypeLabels[type]}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </section>
  );
}
