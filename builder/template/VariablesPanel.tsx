import { questionTypeLabels } from '@engine/index';
import { Input } from '@ui/Input';
import { useState } from 'react';
import { questionTypeIcons } from '../components/questionTypeIcons';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';
import { filterQuestions } from './VariablePickerDialog';

const text = templateEditorMessages.variables;

// The side list of the interview's questions: a click inserts one as a variable at the cursor.
export function VariablesPanel({
  questions,
  questionsByPath,
  onPick,
}: {
  questions: QuestionInfo[];
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  onPick: (question: QuestionInfo) => void;
}) {
  const [filter, setFilter] = useState('');
  const matches = filterQuestions(questions, filter);
  return (
    <section aria-labelledby="template-variables-title" className="grid gap-2">
      <h2 id="template-variables-title" className="text-sm font-semibold">
        {text.title}
      </h2>
      <p className="text-xs text-muted-foreground">{text.hint}</p>
      <Input
        aria-label={text.filter}
        placeholder={text.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.none}</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noMatch}</p>
      ) : (
        <VariableList questions={matches} questionsByPath={questionsByPath} onPick={onPick} />
      )}
    </section>
  );
}

export function VariableList({
  questions,
  questionsByPath,
  onPick,
}: {
  questions: QuestionInfo[];
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  onPick: (question: QuestionInfo) => void;
}) {
  return (
    <ul className="grid gap-1">
      {questions.map((question) => {
        const Icon = questionTypeIcons[question.type];
        const list = question.listStack.at(-1);
        return (
          <li key={question.id}>
            <button
              type="button"
              className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(question)}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="grid min-w-0">
                <span className="truncate">{question.label}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {questionTypeLabels[question.type]}
                  {list ? ` · ${text.inList(questionsByPath.get(list)?.label ?? list)}` : ''}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
