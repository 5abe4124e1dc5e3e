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
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { cn } from '@ui/cn';
import { AlertCircle } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
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

// Whether a question's control is a group of inputs, named by a legend.
export function isGroupQuestion(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
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

interface QuestionFrameProps {
  // The control's id (rjsf's `{idPrefix}_{name}`): the label's target and the root of the ids
  // of the title, description and errors.
  id: string;
  // The answer path, for `data-field`.
  path: string;
  label: string;
  required: boolean | undefined;
  // A group of inputs (a fieldset named by a legend) or one control (a label for it).
  group: boolean;
  showLabel: boolean;
  // A calculation shown to the client: neither required nor optional, nobody answers it.
  computed: boolean;
  invalid: boolean;
  description: ReactNode;
  errors: ReactNode;
  children: ReactNode;
}

const frameClassName = {
  valid: 'space-y-2',
  invalid: cn('space-y-2', 'rounded-md border-s-4 border-destructive ps-3'),
};

// One question's element: its wording, the lawyer's help text, the control and its errors, tied
// together for assistive technology. It is the page's item itself (no wrapper), laid out as plain
// blocks: a grid would make the browser measure every question of a long page again on each change.
export function QuestionFrame({
  id,
  path,
  label,
  required,
  group,
  showLabel,
  computed,
  invalid,
  description,
  errors,
  children,
}: QuestionFrameProps) {
  const className = invalid ? frameClassName.invalid : frameClassName.valid;
  if (group)
    return (
      <fieldset className={className} data-field={path} data-invalid={invalid || undefined}>
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
  return (
    <div className={className} data-field={path} data-invalid={invalid || undefined}>
      {showLabel && label && (
        <label htmlFor={id} id={`${id}__title`} className="block text-base font-medium">
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

// rjsf's field template: the page's questions and a group's fields as `QuestionFrame`s (ids from
// rjsf: `{id}__description`, `{id}__error`).
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
  const computed = props.uiSchema?.['ui:field'] === 'computed';
  return (
    <QuestionFrame
      id={id}
      path={path.join('.')}
      label={label}
      required={required}
      group={isGroupQuestion(schema, props.uiSchema)}
      showLabel={displayLabel !== false || computed}
      computed={computed}
      invalid={Boolean(rawErrors && rawErrors.length > 0)}
      description={description}
      errors={errors}
    >
      {children}
    </QuestionFrame>
  );
}

// The page (the root object) lists its questions; a group shows its fields together. Each
// question's own element (FieldTemplate's) is the grid's item: no wrapper per question.
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const path = props.fieldPathId.path;
  const framed = path.length > 0 && typeof path.at(-1) !== 'number';
  return (
    <div className={cn('space-y-6', framed && 'rounded-lg border bg-card p-4')}>
      {props.properties.map((property) =>
        property.hidden ? null : <Fragment key={property.name}>{property.content}</Fragment>,
      )}
    </div>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return <QuestionDescription id={id ?? descriptionId(id)} description={description} />;
}

export function QuestionDescription({ id, description }: { id: string; description: ReactNode }) {
  if (!description) return null;
  return (
    <p id={id} className="-mt-1 text-sm text-muted-foreground">
      {description}
    </p>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  return <QuestionErrors id={errorId(fieldPathId)} errors={errors} />;
}

// A question's errors, under its control (`aria-describedby` names the list's id).
export function QuestionErrors({ id, errors }: { id: string; errors: unknown[] | undefined }) {
  const messages = (errors ?? []).filter((error): error is string => typeof error === 'string');
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="grid gap-1 text-sm font-medium text-destructive">
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
