import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { cn } from '@ui/cn';
import { inputClassName } from '@ui/Input';
import type { ChangeEvent, HTMLAttributes } from 'react';

// Text inputs: an empty field is "no answer" (undefined), never an empty string, so required
// checks and the review read it as unanswered. Plain elements with ui/'s look (a page of a
// thousand questions draws a thousand of them: no component around each).
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

function controlProps(props: WidgetProps) {
  const { id, required, disabled, readonly, rawErrors, autofocus } = props;
  return {
    id,
    name: props.htmlName ?? id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-describedby': ariaDescribedByIds(id),
  };
}

export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options, schema } = props;
  const inputType = typeof options.inputType === 'string' ? options.inputType : 'text';
  // The phone's keyboard: digits for an identification number, @ for an email, a dial pad for a
  // phone number.
  const inputMode =
    typeof options.inputMode === 'string'
      ? (options.inputMode as HTMLAttributes<HTMLInputElement>['inputMode'])
      : inputType === 'tel'
        ? 'tel'
        : inputType === 'email'
          ? 'email'
          : undefined;
  return (
    <input
      {...controlProps(props)}
      className={inputClassName}
      type={inputType}
      inputMode={inputMode}
      autoComplete={
        typeof options.autoComplete === 'string'
          ? options.autoComplete
          : inputType === 'email'
            ? 'email'
            : inputType === 'tel'
              ? 'tel'
              : undefined
      }
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(emptyToUndefined(event.target.value))
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

const textareaClassName = cn(inputClassName, 'min-h-28 h-auto');

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, schema } = props;
  return (
    <textarea
      {...controlProps(props)}
      className={textareaClassName}
      rows={5}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      onChange={(event) => onChange(emptyToUndefined(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export { controlProps };
