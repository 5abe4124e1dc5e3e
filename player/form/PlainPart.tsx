import {
  type EnumOptionsType,
  getUiOptions,
  optionsList,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import type { JsonObject } from '@schemas/compiledInterview';
import { memo, useCallback } from 'react';
import type { Answers } from '../model/answers';
import type { PagePart } from '../model/pageForm';
import { playerMessages } from '../playerMessages';
import { ComputedValue } from './ComputedField';
import { isGroupQuestion, QuestionDescription, QuestionErrors, QuestionFrame } from './templates';
import { playerWidgets } from './theme';

// A part whose questions each take one widget of the player's theme (texts, numbers, amounts,
// dates, choices, yes/no, identification numbers, calculations shown to the client) is drawn
// without rjsf: one memoised field per question, keyed by its answer path, so a keystroke draws
// the question typed in and nothing else, and no form state is kept beside the player's answers.
// The widgets get what rjsf's string, number, boolean and multiple-choice fields would give them,
// and the question's element is the same `QuestionFrame` rjsf's field template draws. A part
// holding anything else (a group, a repeating list, a widget the theme lacks) is an rjsf form.

interface PlainQuestion {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  label: string;
  description: string;
  showLabel: boolean;
  group: boolean;
  // The widget and what it is given besides the answer; null for a calculation's value.
  Widget: Widget | null;
  options: WidgetProps['options'];
  placeholder: string | undefined;
  autofocus: boolean;
  disabled: boolean;
  readonly: boolean;
  // A calculation's value as written in the document.
  text: string;
}

// rjsf's names for its widgets by schema type, for those the player's theme provides.
const rjsfWidgetNames: Record<string, Record<string, string>> = {
  string: {
    text: 'TextWidget',
    email: 'EmailWidget',
    radio: 'RadioWidget',
    select: 'SelectWidget',
    textarea: 'TextareaWidget',
    date: 'DateWidget',
  },
  number: { text: 'TextWidget', select: 'SelectWidget', radio: 'RadioWidget' },
  integer: { text: 'TextWidget', select: 'SelectWidget', radio: 'RadioWidget' },
  boolean: { radio: 'RadioWidget', select: 'SelectWidget' },
  array: { checkboxes: 'CheckboxesWidget' },
};
// String formats rjsf draws with a widget of its own when the field names none.
const rjsfFormatWidgets = new Set([
  'text',
  'password',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'radio',
  'select',
  'textarea',
  'hidden',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
]);

function themeWidget(type: string, name: unknown): Widget | null {
  if (typeof name !== 'string') return null;
  const own = Object.hasOwn(playerWidgets, name) ? playerWidgets[name] : undefined;
  const mapped = rjsfWidgetNames[type]?.[name];
  return own ?? (mapped ? (playerWidgets[mapped] ?? null) : null);
}

const isSelect = (schema: JsonObject) => Array.isArray(schema.enum);

// One question as rjsf's fields would draw it, or null when only rjsf knows how.
function plainQuestion(
  name: string,
  schema: RJSFSchema | undefined,
  uiSchema: UiSchema,
  required: boolean,
): PlainQuestion | null {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.anyOf || schema.oneOf || schema.allOf || schema.$ref || schema.deprecated) return null;
  const uiOptions = getUiOptions(uiSchema);
  if (uiOptions.widget === 'hidden' || uiOptions.hideError !== undefined || uiOptions.help)
    return null;
  const computed = uiOptions.field === 'computed';
  if (uiOptions.field !== undefined && !computed) return null;
  const base = {
    name,
    schema,
    uiSchema,
    required,
    label: String(uiOptions.title || schema.title || name),
    description: String(uiOptions.description || schema.description || ''),
    showLabel: uiOptions.label !== false || computed,
    group: isGroupQuestion(schema, uiSchema),
    autofocus: Boolean(uiOptions.autofocus),
    disabled: Boolean(uiOptions.disabled),
    readonly: Boolean(uiOptions.readonly ?? schema.readOnly),
    text: '',
    placeholder: undefined,
  };
  if (computed)
    return {
      ...base,
      Widget: null,
      options: {},
      text: typeof uiOptions.text === 'string' ? uiOptions.text : '',
    };
  const type = schema.type;
  switch (type) {
    case 'string':
    case 'number':
    case 'integer': {
      const { widget, placeholder = '', title: _title, ...options } = uiOptions;
      const enumOptions = isSelect(schema) ? optionsList(schema, uiSchema) : undefined;
      let name = widget;
      if (name === undefined) {
        const format = schema.format;
        const ownFormat = format !== undefined && themeWidget(type, format) !== null;
        if (format !== undefined && !ownFormat && rjsfFormatWidgets.has(format)) return null;
        name = enumOptions ? 'select' : ownFormat ? format : 'text';
      }
      const Widget = themeWidget(type, name);
      if (!Widget) return null;
      return {
        ...base,
        Widget,
        options: { ...options, enumOptions },
        placeholder: String(placeholder),
      };
    }
    case 'boolean': {
      const {
        widget = 'checkbox',
        title: _title,
        label: _label,
        enumNames,
        ...options
      } = uiOptions;
      const Widget = themeWidget(type, widget);
      if (!Widget || Array.isArray(schema.enum)) return null;
      const enumOptions: EnumOptionsType[] = enumNames
        ? (optionsList({ enum: [true, false] }, uiSchema) ?? [])
        : [
            { value: true, label: playerMessages.yes },
            { value: false, label: playerMessages.no },
          ];
      return { ...base, Widget, options: { ...options, enumOptions } };
    }
    case 'array': {
      const items = schema.items;
      if (!schema.uniqueItems || !items || typeof items !== 'object' || Array.isArray(items))
        return null;
      if (!isSelect(items as JsonObject) || (items as JsonObject).$ref) return null;
      const { widget = 'select', title: _title, ...options } = uiOptions;
      const Widget = themeWidget(type, widget);
      if (!Widget) return null;
      const itemsUi = (uiSchema.items ?? uiSchema) as UiSchema;
      const enumOptions = optionsList(items as RJSFSchema, itemsUi);
      return { ...base, Widget, options: { ...options, enumOptions } };
    }
    default:
      return null;
  }
}

const plainParts = new WeakMap<PagePart, PlainQuestion[] | null>();
const noUi: UiSchema = {};
// A question keeps its object while its schema and uiSchema fragments do (a part reshaped because
// another of its questions appeared keeps them), so its memoised field is not drawn again.
const questionsByFragment = new WeakMap<
  object,
  WeakMap<object, Map<string, PlainQuestion | null>>
>();

function cachedQuestion(
  name: string,
  schema: RJSFSchema | undefined,
  uiSchema: UiSchema,
  required: boolean,
): PlainQuestion | null {
  if (!schema || typeof schema !== 'object') return null;
  let byUi = questionsByFragment.get(schema);
  if (!byUi) {
    byUi = new WeakMap();
    questionsByFragment.set(schema, byUi);
  }
  let byName = byUi.get(uiSchema);
  if (!byName) {
    byName = new Map();
    byUi.set(uiSchema, byName);
  }
  const key = `${required ? 1 : 0}${name}`;
  if (!byName.has(key)) byName.set(key, plainQuestion(name, schema, uiSchema, required));
  return byName.get(key) ?? null;
}

// The part's questions as plain fields, or null when it is drawn as an rjsf form. A part keeps its
// object while its shape does not change, so this is worked out once per shape.
export function plainQuestionsOf(part: PagePart): PlainQuestion[] | null {
  if (plainParts.has(part)) return plainParts.get(part) ?? null;
  const properties = (part.schema.properties ?? {}) as Record<string, RJSFSchema>;
  const required = new Set(
    Array.isArray(part.schema.required) ? (part.schema.required as string[]) : [],
  );
  const questions: PlainQuestion[] = [];
  for (const name of part.names) {
    const question = cachedQuestion(
      name,
      properties[name],
      (part.uiSchema[name] ?? noUi) as UiSchema,
      required.has(name),
    );
    if (!question) {
      plainParts.set(part, null);
      return null;
    }
    questions.push(question);
  }
  plainParts.set(part, questions);
  return questions;
}

interface PlainPartProps {
  questions: PlainQuestion[];
  answers: Answers;
  // rjsf's error schema of the part: `{name: {__errors}}`.
  errors: Record<string, { __errors?: unknown[] } | undefined>;
  idPrefix: string;
  onAnswer(name: string, value: unknown): void;
}

// The part's questions, each a memoised field: a change draws only the fields whose answer or
// errors changed.
export function PlainPart({ questions, answers, errors, idPrefix, onAnswer }: PlainPartProps) {
  return questions.map((question) => (
    <PlainField
      key={question.name}
      question={question}
      value={answers[question.name]}
      errors={errors[question.name]?.__errors}
      idPrefix={idPrefix}
      onAnswer={onAnswer}
    />
  ));
}

interface PlainFieldProps {
  question: PlainQuestion;
  value: unknown;
  errors: unknown[] | undefined;
  idPrefix: string;
  onAnswer(name: string, value: unknown): void;
}

// rjsf's form answers blur and focus with nothing the player uses (the engine validates).
const ignore = () => undefined;

const PlainField = memo(function PlainField({
  question,
  value,
  errors,
  idPrefix,
  onAnswer,
}: PlainFieldProps) {
  const { name, Widget } = question;
  // rjsf's id of a page's question: `{idPrefix}_{name}`.
  const id = `${idPrefix}_${name}`;
  const onChange = useCallback((next: unknown) => onAnswer(name, next), [name, onAnswer]);
  const invalid = errors !== undefined && errors.length > 0;
  // The player's widgets read no rjsf registry: they get every other prop rjsf's fields give.
  const widgetProps = {
    id,
    name,
    label: question.label,
    hideLabel: !question.showLabel,
    schema: question.schema,
    uiSchema: question.uiSchema,
    options: question.options,
    value: question.schema.type === 'array' ? (value ?? []) : value,
    required: question.required,
    disabled: question.disabled,
    readonly: question.readonly,
    autofocus: question.autofocus,
    placeholder: question.placeholder,
    rawErrors: errors as string[] | undefined,
    onChange,
    onBlur: ignore,
    onFocus: ignore,
    ...(question.schema.type === 'array' && { multiple: true }),
  } as unknown as WidgetProps;
  return (
    <QuestionFrame
      id={id}
      path={name}
      label={question.label}
      required={question.required}
      group={question.group}
      showLabel={question.showLabel}
      computed={Widget === null}
      invalid={invalid}
      description={
        question.description ? (
          <QuestionDescription id={`${id}__description`} description={question.description} />
        ) : null
      }
      errors={invalid ? <QuestionErrors id={`${id}__error`} errors={errors} /> : null}
    >
      {Widget ? <Widget {...widgetProps} /> : <ComputedValue id={id} text={question.text} />}
    </QuestionFrame>
  );
});
