import { ConditionEditor } from '@builder/components/ConditionEditor';
import type { QuestionInfo } from '@builder/model/listQuestions';
import { formatLabels, formatsByQuestionType, questionTypeLabels } from '@engine/index';
import type { Statement } from '@schemas/statement';
import type { FormatKey } from '@schemas/template';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Input, NativeSelect } from '@ui/Input';
import { useId, useState } from 'react';
import type { HostAdapter } from '../../host/HostAdapter';
import { paneMessages } from '../paneMessages';
import { MixedConnectorsError, wordTagSyntax } from '../syntax/wordTagSyntax';
import type { OpenDocument } from './DocumentWorkspace';

const text = paneMessages.questions;

// The interview's questions by page, searchable, each with the formats its type admits; a click
// writes the placeholder at the cursor. Lists offer a repeat section and their fields inside it.
// Below, the same condition picker as the web template editor wraps the selection in a section.
export function InsertPanel({ document, host }: { document: OpenDocument; host: HostAdapter }) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const searchId = useId();
  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      setStatus({ tone: 'success', text: done });
    } catch (caught) {
      setStatus({
        tone: 'error',
        text: caught instanceof Error ? caught.message : paneMessages.failed,
      });
    }
  };
  const insert = (tag: string) => run(() => host.insertText(tag), text.inserted(tag));
  const wrap = (open: string, close: string, done: string) =>
    run(() => host.wrapSelection(open, close), done);

  const needle = fold(query);
  const matches = (q: QuestionInfo) =>
    needle === '' || fold(q.label).includes(needle) || fold(q.path).includes(needle);
  const shown = document.questions.filter((q) => q.type !== 'group' && matches(q));
  const pages = document.interview.pages
    .map((page, index) => ({
      id: page.id,
      name: page.name.trim() || `Página ${index + 1}`,
      questions: shown.filter((q) => q.pageId === page.id),
    }))
    .filter((page) => page.questions.length > 0);

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          {text.search}
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {document.questions.length === 0 ? (
        <p className="text-muted-foreground">{text.empty}</p>
      ) : pages.length === 0 ? (
        <p className="text-muted-foreground">{text.none}</p>
      ) : (
        pages.map((page) => (
          <section key={page.id} className="grid gap-2" aria-label={page.name}>
            <h2 className="font-semibold">{page.name}</h2>
            <ul className="grid gap-2">
              {page.questions.map((question) => (
                <li key={question.id}>
                  <QuestionRow
                    question={question}
                    onInsert={insert}
                    onRepeat={(open, close) => wrap(open, close, text.inserted(`${open}…${close}`))}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ConditionSection document={document} onWrap={wrap} />
    </div>
  );
}

function QuestionRow({
  question,
  onInsert,
  onRepeat,
}: {
  question: QuestionInfo;
  onInsert: (tag: string) => Promise<void>;
  onRepeat: (open: string, close: string) => Promise<void>;
}) {
  const formats = formatsByQuestionType[question.type];
  const [format, setFormat] = useState<FormatKey>(formats[0] ?? 'plain');
  const list = question.listStack.at(-1);
  const isList = question.type === 'repeatingList';
  const tag = list
    ? wordTagSyntax.fieldInRepeat(list, question.path, format)
    : wordTagSyntax.variable(question.path, format);
  return (
    <div className="grid gap-1.5 rounded-md border p-2" data-question={question.path}>
      <div className="min-w-0">
        <p className="break-words font-medium">{question.label}</p>
        <p className="break-all text-xs text-muted-foreground">
          {questionTypeLabels[question.type]} · <code>{question.path}</code>
          {list && ` · ${text.fieldsOf(list)}`}
        </p>
      </div>
      {isList ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={text.repeatLabel(question.label)}
          onClick={() => {
            const { open, close } = wordTagSyntax.repeat(question.path);
            void onRepeat(open, close);
          }}
        >
          {text.repeat}
        </Button>
      ) : (
        <div className="flex min-w-0 gap-2">
          <NativeSelect
            aria-label={`${text.format}: ${question.label}`}
            className="min-w-0 flex-1"
            value={format}
            onChange={(e) => setFormat(e.target.value as FormatKey)}
          >
            {formats.map((key) => (
              <option key={key} value={key}>
                {formatLabels[key]}
              </option>
            ))}
          </NativeSelect>
          <Button
            size="sm"
            aria-label={text.insertLabel(question.label)}
            onClick={() => void onInsert(tag)}
          >
            {text.insert}
          </Button>
        </div>
      )}
    </div>
  );
}

function ConditionSection({
  document,
  onWrap,
}: {
  document: OpenDocument;
  onWrap: (open: string, close: string, done: string) => Promise<void>;
}) {
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Outside any repeat: questions on pages (and group fields), never a whole group or a list's field.
  const candidates = document.questions.filter(
    (q) => q.type !== 'group' && q.listStack.length === 0,
  );
  const text = paneMessages.condition;
  return (
    <section className="grid gap-2" aria-label={text.heading}>
      <h2 className="font-semibold">{text.heading}</h2>
      <p className="text-muted-foreground">{text.intro}</p>
      <ConditionEditor statement={statement} candidates={candidates} onChange={setStatement} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        size="sm"
        disabled={statement === null}
        onClick={() => {
          if (!statement) return;
          try {
            const { open, close } = wordTagSyntax.condition(statement);
            setError(null);
            void onWrap(open, close, text.inserted);
          } catch (caught) {
            if (caught instanceof MixedConnectorsError) setError(text.mixed);
            else throw caught;
          }
        }}
      >
        {text.insert}
      </Button>
    </section>
  );
}

/** Lower case without accents, as a person searches. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
