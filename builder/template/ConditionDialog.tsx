import type { Statement } from '@schemas/statement';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { useEffect, useState } from 'react';
import { ConditionEditor } from '../components/ConditionEditor';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.conditional;

// Edits the condition of a conditional block with the builder's own ConditionEditor.
export function ConditionDialog({
  open,
  initial,
  candidates,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  initial: Statement | null;
  candidates: QuestionInfo[];
  onSave: (condition: Statement) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [condition, setCondition] = useState<Statement | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (open) {
      setCondition(initial);
      setError(null);
    }
  }, [open, initial]);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.title} className="max-w-2xl">
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noQuestions}</p>
        ) : (
          <ConditionEditor
            statement={condition}
            candidates={candidates}
            onChange={setCondition}
            onPendingChange={setPending}
          />
        )}
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {onRemove && (
            <Button type="button" variant="outline" onClick={onRemove}>
              {text.remove}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            type="button"
            onClick={() => {
              if (pending) setError(text.incomplete);
              else if (!condition) setError(text.required);
              else onSave(condition);
            }}
          >
            {text.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
