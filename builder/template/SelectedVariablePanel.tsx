import { formatLabels, formatsByQuestionType, isFormatAllowed } from '@engine/index';
import type { FormatKey } from '@schemas/template';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.selection;

// The format picker of the selected variable: only the formats that fit its question's type (the
// engine's formatsByQuestionType, the same table the Word-template check uses).
export function SelectedVariablePanel({
  path,
  format,
  question,
  onFormat,
  onRemove,
}: {
  path: string;
  format: FormatKey;
  question: QuestionInfo | undefined;
  onFormat: (format: FormatKey) => void;
  onRemove: () => void;
}) {
  const formats = question ? formatsByQuestionType[question.type] : (['plain'] as const);
  const fits = !question || isFormatAllowed(question.type, format);
  const offered = fits || formats.includes(format) ? formats : [...formats, format];
  return (
    <section
      aria-labelledby="template-selection-title"
      className="grid gap-2 rounded-md border bg-muted/30 p-3"
    >
      <h2 id="template-selection-title" className="text-sm font-semibold">
        {text.title}
      </h2>
      <p className="text-sm">
        <span className="text-muted-foreground">{text.question}: </span>
        {question?.label ?? templateEditorMessages.variables.unknown(path)}
      </p>
      <Field label={text.format} error={fits ? null : text.notFitting}>
        <NativeSelect
          value={format}
          onChange={(event) => onFormat(event.target.value as FormatKey)}
        >
          {offered.map((key) => (
            <option key={key} value={key}>
              {formatLabels[key]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        {text.remove}
      </Button>
    </section>
  );
}
