import { formatLongDate, monthNames } from '@engine/index';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { cn } from '@ui/cn';
import { inputClassName } from '@ui/Input';
import { useEffect, useId, useRef, useState } from 'react';
import { playerMessages } from '../../playerMessages';
import { DeferrableSelect } from './DeferrableSelect';

const text = playerMessages.date;

interface Parts {
  day: string;
  month: string;
  year: string;
}

const partsOf = (value: unknown): Parts => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { year: match[1] as string, month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
};

// The three controls' class names, worked out once (not on each render of every date).
const dayClassName = cn(inputClassName, 'w-16');
const monthClassName = cn(inputClassName, 'w-40');
const yearClassName = cn(inputClassName, 'w-24');

// A date in Spanish whatever the browser's language: day, month by name and year, as legal forms
// ask for them (and as people read them), then the date written out ("21 de noviembre de 2026").
// The answer is ISO 8601 (YYYY-MM-DD) once the three parts are there; an impossible date
// (31 de febrero) is still sent, so the validation names it.
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, rawErrors, required } = props;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const hintId = useId();

  // An answer changed from outside (loaded, undone) resets the parts; what this widget sent
  // itself does not (it may be incomplete).
  const sent = useRef<unknown>(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setParts(partsOf(value));
    }
  }, [value]);

  const update = (next: Parts) => {
    setParts(next);
    const emit = (answer: string | undefined) => {
      sent.current = answer;
      onChange(answer);
    };
    const complete = next.day && next.month && /^\d{4}$/.test(next.year);
    if (complete) {
      emit(`${next.year}-${next.month.padStart(2, '0')}-${next.day.padStart(2, '0')}`);
    } else {
      emit(
        next.day || next.month || next.year ? `${next.year}-${next.month}-${next.day}` : undefined,
      );
    }
  };
  const invalid = rawErrors && rawErrors.length > 0 ? true : undefined;
  const describedBy = `${ariaDescribedByIds(id)} ${hintId}`;
  const locked = disabled || readonly;
  const iso = typeof value === 'string' && isCalendarDate(value) ? value : null;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          {text.day}
          <input
            id={id}
            className={dayClassName}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={parts.day}
            disabled={locked}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => update({ ...parts, day: event.target.value.replace(/\D/g, '') })}
            onBlur={() => onBlur(id, value)}
          />
        </label>
        <label
          htmlFor={`${id}__month`}
          className="grid gap-1 text-xs font-medium text-muted-foreground"
        >
          {text.month}
          <DeferrableSelect
            shown={monthNames[Number(parts.month) - 1] ?? text.monthPlaceholder}
            id={`${id}__month`}
            className={monthClassName}
            value={parts.month}
            disabled={locked}
            aria-invalid={invalid}
            onChange={(event) => update({ ...parts, month: event.target.value })}
            onBlur={() => onBlur(id, value)}
          >
            <option value="">{text.monthPlaceholder}</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </DeferrableSelect>
        </label>
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          {text.year}
          <input
            id={`${id}__year`}
            className={yearClassName}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={parts.year}
            disabled={locked}
            aria-invalid={invalid}
            onChange={(event) => update({ ...parts, year: event.target.value.replace(/\D/g, '') })}
            onBlur={() => onBlur(id, value)}
          />
        </label>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground" aria-live="polite">
        {iso ? formatLongDate(iso) : text.hint}
      </p>
    </div>
  );
}

// A real day of the calendar (not 31 February).
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
