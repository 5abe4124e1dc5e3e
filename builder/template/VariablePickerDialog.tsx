import { Dialog, DialogContent } from '@ui/Dialog';
import { Input } from '@ui/Input';
import { useEffect, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';
import { VariableList } from './VariablesPanel';

const text = templateEditorMessages.variables;

// What typing '@' opens: the interview's questions, filtered as the lawyer types; Enter takes the
// first match, Escape closes without inserting anything.
export function VariablePickerDialog({
  open,
  questions,
  questionsByPath,
  onPick,
  onClose,
}: {
  open: boolean;
  questions: QuestionInfo[];
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  onPick: (question: QuestionInfo) => void;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState('');
  useEffect(() => {
    if (open) setFilter('');
  }, [open]);
  const matches = filterQuestions(questions, filter);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.pickerTitle} description={text.pickerDescription}>
        <Input
          autoFocus
          aria-label={text.filter}
          placeholder={text.filter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) {
              event.preventDefault();
              onPick(matches[0]);
            }
          }}
        />
        <div className="max-h-80 overflow-y-auto">
          <VariableList questions={matches} questionsByPath={questionsByPath} onPick={onPick} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function filterQuestions(questions: QuestionInfo[], filter: string): QuestionInfo[] {
  const words = normalize(filter).split(' ').filter(Boolean);
  if (words.length === 0) return questions;
  return questions.filter((question) => {
    const haystack = normalize(`${question.label} ${question.path}`);
    return words.every((word) => haystack.includes(word));
  });
}

const normalize = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
