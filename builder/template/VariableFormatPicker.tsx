import { formatLabels, formatsByQuestionType, isFormatAllowed } from '@engine/index';
import type { FormatKey } from '@schemas/template';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.selection;

// What a variable chip opens: its question, the formats that fit the question's type (the
// engine's formatsByQuestionType, the same table the Word-template check uses) with the chosen
// one selected, and, for a number with a unit, the reminder that the unit is the text's to write.
export function VariableFormatPicker({
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
    <section aria-labelledby="variable-format-title" className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id="variable-format-title" className="text-sm font-semibold">
          {question?.label ?? templateEditorMessages.variables.unknown(path)}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">{path}</p>
      </div>
      <Field
        label={text.format}
        error={fits ? null : text.notFitting}
        hint={question?.unit ? text.unitNote(question.unit, question.label) : undefined}
      >
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
