import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import { useEffect, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.repeat;

// Chooses the repeating list a block (or a table row) is written for.
export function RepeatDialog({
  open,
  initial,
  lists,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  initial: string | null;
  lists: QuestionInfo[];
  onSave: (path: string) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [path, setPath] = useState(initial ?? lists[0]?.path ?? '');
  useEffect(() => {
    if (open) setPath(initial ?? lists[0]?.path ?? '');
  }, [open, initial, lists]);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.title}>
        {lists.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.none}</p>
        ) : (
          <Field label={text.list}>
            <NativeSelect value={path} onChange={(event) => setPath(event.target.value)}>
              {lists.map((list) => (
                <option key={list.path} value={list.path}>
                  {list.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {onRemove && (
            <Button type="button" variant="outline" onClick={onRemove}>
              {text.remove}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onClose}>
            {templateEditorMessages.conditional.cancel}
          </Button>
          <Button type="button" disabled={!path} onClick={() => onSave(path)}>
            {text.insert}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
