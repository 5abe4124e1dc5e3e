import {
  type DescriptionFieldProps,
  descriptionId,
  errorId,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  getUiOptions,
  helpId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { cn } from '@ui/cn';
import { AlertCircle } from 'lucide-react';
import { Fragment } from 'react';
import { playerMessages } from '../playerMessages';

// Widgets whose control is a group of inputs: their question is a legend, not a <label for>.
const groupWidgets = new Set([
  'radio',
  'checkboxes',
  'yesNo',
  'date',
  'DateWidget',
  'RadioWidget',
  'CheckboxesWidget',
]);

function isGroupField(props: FieldTemplateProps): boolean {
  const { schema, uiSchema } = props;
  const widget = getUiOptions(uiSchema).widget;
  if (schema.type === 'object' || schema.type === 'array') return true;
  if (schema.format === 'date' && !widget) return true;
  return typeof widget === 'string' && groupWidgets.has(widget);
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="ms-1 text-destructive" aria-hidden>
      *
    </span>
  ) : (
    <>
      {' '}
      <span className="text-xs font-normal text-muted-foreground">({playerMessages.optional})</span>
    </>
  );
}

// One question: its wording, the lawyer's help text, the control and its errors, tied together
// for assistive technology (ids from rjsf: `{id}__description`, `{id}__error`).
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, required, children, errors, description, hidden, displayLabel, rawErrors, schema } =
    props;
  const label = props.label || (typeof schema.title === 'string' ? schema.title : '');
  if (hidden) return <div className="hidden">{children}</div>;
  const path = props.fieldPathId.path;
  if (path.length === 0) return children;
  // A row of a repeating list: the list field draws its frame and name ("Herederos 2").
  if (typeof path.at(-1) === 'number')
    return (
      <>
        {children}
        {errors}
      </>
    );
  const invalid = rawErrors && rawErrors.length > 0;
  // A calculation shown to the client is neither required nor optional: nobody answers it.
  const computed = props.uiSchema?.['ui:field'] === 'computed';
  if (isGroupField(props)) {
    return (
      <fieldset
        className={cn(
          'grid min-w-0 gap-2',
          invalid && 'rounded-md border-s-4 border-destructive ps-3',
        )}
        data-field={props.fieldPathId.path.join('.')}
        data-invalid={invalid || undefined}
      >
        {/* rjsf hides the label of lists and groups (its own templates draw it); ours draw none. */}
        {label && (
          <legend id={`${id}__title`} className="mb-1 text-base font-medium">
            {label}
            <RequiredMark required={required} />
          </legend>
        )}
        {description}
        {children}
        {errors}
      </fieldset>
    );
  }
  return (
    <div
      className={cn(
        'grid min-w-0 gap-2',
        invalid && 'rounded-md border-s-4 border-destructive ps-3',
      )}
      data-field={props.fieldPathId.path.join('.')}
      data-invalid={invalid || undefined}
    >
      {(displayLabel !== false || computed) && label && (
        <label htmlFor={id} id={`${id}__title`} className="text-base font-medium">
          {label}
          {!computed && <RequiredMark required={required} />}
        </label>
      )}
      {description}
      {children}
      {errors}
    </div>
  );
}

// The page (the root object) lists its questions; a group shows its fields together. Each
// question's own element (FieldTemplate's) is the grid's item: no wrapper per question.
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const path = props.fieldPathId.path;
  const framed = path.length > 0 && typeof path.at(-1) !== 'number';
  return (
    <div className={cn('grid gap-6', framed && 'rounded-lg border bg-card p-4')}>
      {props.properties.map((property) =>
        property.hidden ? null : <Fragment key={property.name}>{property.content}</Fragment>,
      )}
    </div>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id ?? descriptionId(id)} className="-mt-1 text-sm text-muted-foreground">
      {description}
    </p>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).filter((error): error is string => typeof error === 'string');
  if (messages.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="grid gap-1 text-sm font-medium text-destructive">
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </li>
      ))}
    </ul>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="text-sm text-muted-foreground">
      {help}
    </p>
  );
}

// rjsf's own list of errors and submit button are not used: errors sit at their questions and
// the player draws its own navigation.
export function ErrorListTemplate() {
  return null;
}

export function SubmitButton() {
  return null;
}
