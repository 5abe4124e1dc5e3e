import type { WidgetProps } from '@rjsf/utils';
import { cn } from '@ui/cn';
import { inputClassName } from '@ui/Input';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { parseTypedNumber, regroup, showAmount, showNumber } from './numberInput';
import { controlProps } from './TextWidgets';

// The input's class names by whether a prefix and a unit sit beside it, worked out once.
const numberClassName: Record<string, string> = {
  '00': cn(inputClassName),
  '10': cn(inputClassName, 'rounded-s-none'),
  '01': cn(inputClassName, 'rounded-e-none'),
  '11': cn(inputClassName, 'rounded-s-none', 'rounded-e-none'),
};

// Numbers and amounts, grouped as they are typed ("1.234.567,5"). The point key writes the
// decimal comma while there is none. What is shown stays as typed ("1.234," while writing the
// decimals); the answer is the number, or the text itself when it is not one, so the validation
// says so instead of the field silently dropping it. An amount of money is shown with two
// decimals whenever the field is not being typed in ("850,50").
export function NumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options } = props;
  const currency = typeof options.currency === 'string' ? options.currency || 'USD' : null;
  const unit = typeof options.unit === 'string' ? options.unit : null;
  const show = currency ? showAmount : showNumber;
  const [text, setText] = useState(() => (typeof value === 'number' ? show(value) : ''));
  const input = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // An answer changed from outside (loaded, undone) replaces what is shown.
  useEffect(() => {
    const shown = parseTypedNumber(text);
    if (typeof value === 'number' && shown !== value) setText(show(value));
    if (value === undefined && shown !== undefined && shown !== null) setText('');
  }, [value, text, show]);

  useEffect(() => {
    if (pendingCaret.current !== null && input.current) {
      input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const update = (raw: string, caret: number) => {
    let next = { text: raw, caret };
    if (/^[\s\d.,$-]*$/.test(raw)) {
      if (raw.length - text.length > 1) {
        // Pasted: read it in any of the accepted ways, then show it our way.
        const pasted = parseTypedNumber(raw);
        if (typeof pasted === 'number')
          next = { text: showNumber(pasted), caret: Number.MAX_SAFE_INTEGER };
      } else {
        next = regroup(raw, caret);
      }
    }
    setText(next.text);
    pendingCaret.current = Math.min(next.caret, next.text.length);
    const parsed = parseTypedNumber(next.text);
    onChange(parsed === null ? next.text : parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === '.' || event.key === 'Decimal') && !text.includes(',')) {
      event.preventDefault();
      const target = event.currentTarget;
      const start = target.selectionStart ?? text.length;
      const end = target.selectionEnd ?? start;
      update(`${text.slice(0, start)},${text.slice(end)}`, start + 1);
    }
  };

  const prefix = currency === 'USD' ? '$' : currency;
  return (
    <div className="flex items-stretch">
      {prefix && (
        <span
          className="inline-flex items-center rounded-s-md border border-e-0 border-input bg-muted px-3 text-sm text-muted-foreground"
          aria-hidden
        >
          {prefix}
        </span>
      )}
      <input
        {...controlProps(props)}
        ref={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={numberClassName[`${prefix ? 1 : 0}${unit ? 1 : 0}`]}
        value={text}
        placeholder={placeholder}
        onKeyDown={onKeyDown}
        onChange={(event) =>
          update(event.target.value, event.target.selectionStart ?? event.target.value.length)
        }
        onBlur={() => {
          if (currency && typeof value === 'number') setText(showAmount(value));
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
      />
      {unit && (
        <span className="inline-flex items-center rounded-e-md border border-s-0 border-input bg-muted px-3 text-sm text-muted-foreground">
          {unit}
        </span>
      )}
    </div>
  );
}
