import { parseTypedNumber, showNumber } from '@player/form/widgets/numberInput';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Plus, Trash2 } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.preview;
type Answers = Record<string, unknown>;

// The preview's example answers, one field per question (groups and list rows nested), so the
// lawyer can try the conditions and lists of the template. Kept in the page only.
export function SampleAnswersEditor({
  questions,
  answers,
  onChange,
}: {
  questions: readonly QuestionInfo[];
  answers: Answers;
  onChange: (answers: Answers) => void;
}) {
  // Calculations are computed from the other answers: nothing to fill in.
  const top = questions.filter((question) => !question.path.includes('.') && !question.computed);
  return (
    <div className="grid gap-3">
      {top.map((question) => (
        <AnswerField
          key={question.id}
          question={question}
          questions={questions}
          value={answers[keyOf(question)]}
          onChange={(value) => onChange({ ...answers, [keyOf(question)]: value })}
        />
      ))}
    </div>
  );
}

const keyOf = (question: QuestionInfo) => question.path.slice(question.path.lastIndexOf('.') + 1);

const childrenOf = (question: QuestionInfo, questions: readonly QuestionInfo[]) =>
  questions.filter(
    (candidate) =>
      candidate.path.startsWith(`${question.path}.`) &&
      !candidate.path.slice(question.path.length + 1).includes('.'),
  );

const asRecord = (value: unknown): Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Answers) : {};

function AnswerField({
  question,
  questions,
  value,
  onChange,
}: {
  question: QuestionInfo;
  questions: readonly QuestionInfo[];
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const label = question.label;
  switch (question.type) {
    case 'group': {
      const group = asRecord(value);
      return (
        <fieldset className="grid gap-2 rounded-md border p-2">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          {childrenOf(question, questions).map((child) => (
            <AnswerField
              key={child.id}
              question={child}
              questions={questions}
              value={group[keyOf(child)]}
              onChange={(next) => onChange({ ...group, [keyOf(child)]: next })}
            />
          ))}
        </fieldset>
      );
    }
    case 'repeatingList': {
      const rows = Array.isArray(value) ? value.map(asRecord) : [];
      const children = childrenOf(question, questions);
      return (
        <fieldset className="grid gap-2 rounded-md border p-2">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          {rows.map((row, index) => (
            // Sample rows have no ids; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="grid gap-2 rounded border border-dashed p-2">
              <div className="flex items-center justify-between text-xs text-muted-foreground">
                {text.row(index + 1)}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${text.removeRow} ${index + 1}`}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              {children.map((child) => (
                <AnswerField
                  key={child.id}
                  question={child}
                  questions={questions}
                  value={row[keyOf(child)]}
                  onChange={(next) =>
                    onChange(rows.map((r, i) => (i === index ? { ...r, [keyOf(child)]: next } : r)))
                  }
                />
              ))}
            </div>
          ))}
          <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, {}])}>
            <Plus className="size-4" aria-hidden /> {text.addRow}
          </Button>
        </fieldset>
      );
    }
    case 'number':
    case 'currency':
      return (
        <Field label={label}>
          <SampleNumberInput value={value} onChange={onChange} />
        </Field>
      );
    case 'date':
      return (
        <Field label={label}>
          <Input
            type="date"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          />
        </Field>
      );
    case 'yesNo':
      return (
        <Field label={label}>
          <NativeSelect
            value={value === true ? 'true' : value === false ? 'false' : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : event.target.value === 'true')
            }
          >
            <option value="">{text.unanswered}</option>
            <option value="true">{text.yes}</option>
            <option value="false">{text.no}</option>
          </NativeSelect>
        </Field>
      );
    case 'singleChoice':
    case 'dropdown':
      return (
        <Field label={label}>
          <NativeSelect
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          >
            <option value="">{text.unanswered}</option>
            {question.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{label}</legend>
          {question.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'longText':
      return (
        <Field label={label}>
          <Textarea
            className="min-h-16"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      );
    default:
      return (
        <Field label={label}>
          <Input
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      );
  }
}

// A sample number or amount typed as lawyers write it ("62,5", "1.234,56"): the text stays as
// typed while it is being written, and the answer is the number it reads as (none while it reads
// as no number). A native number field would refuse the decimal comma.
// The id and descriptions the Field hands its control pass through to the input.
function SampleNumberInput({
  value,
  onChange,
  ...field
}: {
  value: unknown;
  onChange: (value: number | undefined) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const shown = typeof value === 'number' ? showNumber(value) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const read = draft === null ? undefined : parseTypedNumber(draft);
  return (
    <Input
      {...field}
      type="text"
      inputMode="decimal"
      value={draft ?? shown}
      aria-invalid={read === null || field['aria-invalid'] === true}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const number = parseTypedNumber(text);
        if (number !== null) onChange(number);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
