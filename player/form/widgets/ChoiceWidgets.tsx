import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsSelectValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { cn } from '@ui/cn';
import { inputClassName } from '@ui/Input';
import { playerMessages } from '../../playerMessages';
import { touchTall, touchText } from '../../touchSized';
import { DeferrableSelect } from './DeferrableSelect';

// Options are left out of the state the browser keeps for the page's history (autocomplete off):
// Chromium serializes every such control of the document about once a second while answers
// change, and a long page has well over a thousand options (on a mid-range phone 65–95 ms of the
// main thread each time). No browser fills options in, and the answers shown are the player's,
// never ones the browser restores.
const notSaved = 'off';

// Class names worked out once, not per option on each render (a long page draws thousands).
const selectClassName = cn(inputClassName, 'pr-8');
const optionBase = cn(
  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5',
  touchTall,
  touchText,
);
const optionClassName = {
  checked: cn(optionBase, 'border-primary bg-primary/5'),
  unchecked: cn(optionBase, 'border-input hover:bg-muted'),
};
const optionInputClassName = 'size-4 scroll-my-24 accent-[var(--color-primary)]';
const yesNoBase = cn(
  'inline-flex min-w-24 cursor-pointer items-center justify-center rounded-md border px-5 text-sm font-medium transition-colors',
  touchTall,
  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
);
const yesNoClassName = {
  checked: cn(yesNoBase, 'border-primary bg-primary text-primary-foreground'),
  unchecked: cn(yesNoBase, 'border-input bg-background hover:bg-muted'),
};

const invalidOf = (props: WidgetProps) =>
  props.rawErrors && props.rawErrors.length > 0 ? true : undefined;

export function SelectWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
    disabled,
    readonly,
    required,
    placeholder,
  } = props;
  const choices = options.enumOptions ?? [];
  const chosen = typeof value === 'string' ? value : '';
  return (
    <DeferrableSelect
      shown={
        choices.find((choice) => String(choice.value) === chosen)?.label ??
        (placeholder || playerMessages.select)
      }
      id={id}
      name={props.htmlName ?? id}
      className={selectClassName}
      value={chosen}
      disabled={disabled || readonly}
      required={required}
      aria-invalid={invalidOf(props)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{placeholder || playerMessages.select}</option>
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </DeferrableSelect>
  );
}

// One choice among a few, as radio buttons in a fieldset named by the question (the field
// template draws the legend).
export function RadioWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly } = props;
  const choices = options.enumOptions ?? [];
  return (
    <div
      className="grid gap-2"
      role="radiogroup"
      aria-labelledby={`${id}__title`}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {choices.map((choice, index) => {
        const checked = value === choice.value;
        return (
          <label
            key={String(choice.value)}
            className={checked ? optionClassName.checked : optionClassName.unchecked}
          >
            <input
              type="radio"
              autoComplete={notSaved}
              id={optionId(id, index)}
              name={props.htmlName ?? id}
              className={optionInputClassName}
              checked={checked}
              value={String(choice.value)}
              disabled={disabled || readonly}
              aria-invalid={invalidOf(props)}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}

export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly } = props;
  const choices = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div className="grid gap-2">
      {choices.map((choice, index) => {
        const checked = selected.includes(choice.value);
        return (
          <label
            key={String(choice.value)}
            className={checked ? optionClassName.checked : optionClassName.unchecked}
          >
            <input
              type="checkbox"
              autoComplete={notSaved}
              id={optionId(id, index)}
              name={props.htmlName ?? id}
              className={optionInputClassName}
              checked={checked}
              disabled={disabled || readonly}
              aria-invalid={invalidOf(props)}
              onChange={(event) => {
                const next = event.target.checked
                  ? enumOptionsSelectValue(index, selected, choices)
                  : enumOptionsDeselectValue(index, selected, choices);
                onChange(next.length > 0 ? next : undefined);
              }}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}

// Yes or no as two large buttons: radio inputs underneath (the field template's fieldset names
// them), so arrows, Space and screen readers work as with any radio group.
export function YesNoWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly } = props;
  const choices: Array<[boolean, string]> = [
    [true, playerMessages.yes],
    [false, playerMessages.no],
  ];
  return (
    <div className="flex gap-2">
      {choices.map(([choice, label], index) => (
        <label key={label} className="relative">
          <input
            type="radio"
            autoComplete={notSaved}
            id={index === 0 ? id : optionId(id, index)}
            name={props.htmlName ?? id}
            className="peer absolute inset-0 scroll-my-24 opacity-0"
            checked={value === choice}
            disabled={disabled || readonly}
            aria-invalid={invalidOf(props)}
            aria-describedby={ariaDescribedByIds(id)}
            onChange={() => onChange(choice)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span className={value === choice ? yesNoClassName.checked : yesNoClassName.unchecked}>
            {label}
          </span>
        </label>
      ))}
    </div>
  );
}
