import { checkPatternSafety, questionTypeRegistry } from '@engine/index';
import type { QuestionType } from '@schemas/questionType';
import type { Validation } from '@schemas/validation';
import { idKinds } from '@schemas/validation';
import { cn } from '@ui/cn';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { useId } from 'react';
import { builderMessages } from '../builderMessages';
import type { QuestionPatch } from '../model/editorCommand';
import type { QuestionNode } from '../model/editorModel';
import { useDraft } from './useDraft';

const text = builderMessages.questions;

type NumberKey = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

const numberFields: Array<{ key: NumberKey; label: string; integer: boolean }> = [
  { key: 'minLength', label: text.minLength, integer: true },
  { key: 'maxLength', label: text.maxLength, integer: true },
  { key: 'minimum', label: text.minimum, integer: false },
  { key: 'maximum', label: text.maximum, integer: false },
  { key: 'minItems', label: text.minItems, integer: true },
  { key: 'maxItems', label: text.maxItems, integer: true },
];

// The constraints the question's type accepts (the engine's registry decides which), plus the
// currency or unit symbol. A pattern is checked for catastrophic backtracking as it is typed.
export function ValidationSettings({
  question,
  onUpdate,
}: {
  question: QuestionNode;
  onUpdate: (patch: QuestionPatch) => void;
}) {
  const type = question.name as QuestionType;
  const definition = questionTypeRegistry[type];
  const validation = question.validation ?? {};
  const set = (changes: Partial<Validation>) => {
    const next: Record<string, unknown> = { ...validation, ...changes };
    for (const key of Object.keys(next))
      if (next[key] === undefined || next[key] === '') delete next[key];
    onUpdate({ validation: Object.keys(next).length > 0 ? (next as Validation) : null });
  };
  const accepts = (key: keyof Validation) => definition.validation.includes(key);
  const hasSymbol = type === 'currency' || type === 'number';
  if (definition.validation.length === 0 && !hasSymbol) return null;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{text.settings}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {hasSymbol && (
          <TextSetting
            label={type === 'currency' ? text.currency : text.unit}
            value={question.simbol}
            onCommit={(simbol) =>
              onUpdate({
                simbol: type === 'currency' ? simbol.trim().toUpperCase() : simbol.trim(),
              })
            }
          />
        )}
        {numberFields
          .filter(({ key }) => accepts(key))
          .map(({ key, label, integer }) => (
            <TextSetting
              key={key}
              label={label}
              type="number"
              value={validation[key] === undefined ? '' : String(validation[key])}
              onCommit={(raw) => {
                const parsed =
                  raw.trim() === '' ? undefined : integer ? Math.trunc(Number(raw)) : Number(raw);
                if (parsed === undefined || Number.isFinite(parsed)) set({ [key]: parsed });
              }}
            />
          ))}
        {accepts('minDate') && (
          <TextSetting
            label={text.minDate}
            type="date"
            value={validation.minDate ?? ''}
            onCommit={(minDate) => set({ minDate: minDate || undefined })}
          />
        )}
        {accepts('maxDate') && (
          <TextSetting
            label={text.maxDate}
            type="date"
            value={validation.maxDate ?? ''}
            onCommit={(maxDate) => set({ maxDate: maxDate || undefined })}
          />
        )}
        {accepts('idKind') && (
          <Field label={text.idKind} className="grid gap-1 text-sm font-medium">
            <NativeSelect
              value={validation.idKind ?? 'cualquiera'}
              onChange={(event) => set({ idKind: event.target.value as Validation['idKind'] })}
            >
              {idKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {text.idKinds[kind]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        {accepts('pattern') && (
          <PatternSetting
            validation={validation}
            onCommit={(pattern) => set({ pattern: pattern || undefined })}
          />
        )}
        {accepts('patternMessage') && validation.pattern && (
          <TextSetting
            label={text.patternMessage}
            value={validation.patternMessage ?? ''}
            onCommit={(patternMessage) => set({ patternMessage: patternMessage || undefined })}
          />
        )}
      </div>
    </fieldset>
  );
}

function TextSetting({
  label,
  value,
  type = 'text',
  onCommit,
}: {
  label: string;
  value: string;
  type?: string;
  onCommit: (value: string) => void;
}) {
  const draft = useDraft(value, onCommit);
  return (
    <Field label={label} className="grid gap-1 text-sm font-medium">
      <Input
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={draft.value}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
    </Field>
  );
}

function PatternSetting({
  validation,
  onCommit,
}: {
  validation: Validation;
  onCommit: (pattern: string) => void;
}) {
  const id = useId();
  const draft = useDraft(validation.pattern ?? '', (pattern) => {
    if (pattern === '' || checkPatternSafety(pattern).safe) onCommit(pattern);
  });
  const safety = draft.value ? checkPatternSafety(draft.value) : null;
  const problem = safety && !safety.safe ? safety.reason : null;
  return (
    <div className="grid gap-1 sm:col-span-2">
      <label className="text-sm font-medium" htmlFor={id}>
        {text.pattern}
      </label>
      <Input
        id={id}
        className="font-mono"
        value={draft.value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
      {problem && (
        <p id={`${id}-problem`} className={cn('text-xs text-destructive')}>
          {problem}
        </p>
      )}
    </div>
  );
}
