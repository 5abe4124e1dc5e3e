import type { Visibility } from '@engine/index';
// The Form module itself: @rjsf/core's index also exports a test registry that imports
// @rjsf/validator-ajv8, which the player does not use (and the embed must not carry).
import Form, { type IChangeEvent } from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledInterview, CompiledPage, JsonObject } from '@schemas/compiledInterview';
import { memo, useMemo, useRef } from 'react';
import { type Answers, errorSchemaFor } from '../model/answers';
import type { PageForm as PageFormModel } from '../model/pageForm';
import type { PlayerFormContext } from './playerFormContext';
import { playerValidator } from './playerValidator';
import { playerFields, playerTemplates, playerWidgets, translateToSpanish } from './theme';

interface PageFormProps {
  compiled: CompiledInterview;
  page: CompiledPage;
  form: PageFormModel;
  visibility: Visibility;
  answers: Answers;
  errors: Record<string, string[]>;
  // One answer changed (undefined: cleared).
  onAnswer(name: string, value: unknown): void;
  onAnnounce(message: string): void;
}

// Questions drawn by one rjsf form. rjsf redraws its whole form on every change (and compares
// each field's props deeply), so a page of a thousand questions drawn as one form costs tens of
// milliseconds per keystroke; in parts, a keystroke or a question appearing redraws one part.
const questionsPerPart = 20;
const noErrors: ErrorSchema = {};

interface Part {
  // Index of the part's first question on the page, visible or not: its React key.
  start: number;
  names: string[];
  schema: JsonObject;
  uiSchema: JsonObject;
  // The part's schemas as text: an unchanged part keeps its objects, so it is not redrawn.
  key: string;
  hasList: boolean;
}

// One page as rjsf forms: the visible questions only, the engine's errors at their fields.
export const PageForm = memo(function PageForm({
  compiled,
  page,
  form,
  visibility,
  answers,
  errors,
  onAnswer,
  onAnnounce,
}: PageFormProps) {
  const current = useRef(visibility);
  const version = useRef(0);
  if (current.current !== visibility) {
    current.current = visibility;
    version.current += 1;
  }
  const visibilityVersion = version.current;
  // Lists shape their rows from the visibility when drawn, so their part redraws with every new
  // visibility; other parts have it in their schema.
  const listContext = useMemo<PlayerFormContext>(
    () => ({
      compiled,
      visibility: () => current.current,
      visibilityVersion,
      announce: onAnnounce,
    }),
    [compiled, visibilityVersion, onAnnounce],
  );
  const stableContext = useMemo<PlayerFormContext>(
    () => ({
      compiled,
      visibility: () => current.current,
      visibilityVersion: 0,
      announce: onAnnounce,
    }),
    [compiled, onAnnounce],
  );
  const parts = useParts(page, form);
  const partErrors = useMemo(() => {
    const answered = new Set(Object.keys(errors).map((path) => path.split('.')[0]));
    return parts.map((part) =>
      part.names.some((name) => answered.has(name)) ? errorSchemaFor(errors, part.names) : noErrors,
    );
  }, [errors, parts]);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const onPartChange = useMemo(
    () => (name: string, value: unknown) => onAnswerRef.current(name, value),
    [],
  );
  return (
    <div className="grid gap-6">
      {parts.map((part, index) => (
        // Parts out of sight are neither laid out nor painted until scrolled to; their height is
        // guessed until first drawn, then remembered.
        <div
          key={part.start}
          style={{
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${part.names.length * 96}px`,
          }}
        >
          <PartForm
            part={part}
            formContext={part.hasList ? listContext : stableContext}
            answers={answersOf(part, answers)}
            extraErrors={partErrors[index] ?? noErrors}
            idPrefix={`p-${page.id}`}
            onAnswer={onPartChange}
          />
        </div>
      ))}
    </div>
  );
});

interface PartFormProps {
  part: Part;
  formContext: PlayerFormContext;
  answers: PartAnswers;
  extraErrors: ErrorSchema;
  idPrefix: string;
  onAnswer(name: string, value: unknown): void;
}

const PartForm = memo(
  function PartForm({
    part,
    formContext,
    answers,
    extraErrors,
    idPrefix,
    onAnswer,
  }: PartFormProps) {
    return (
      <Form
        schema={part.schema as RJSFSchema}
        uiSchema={part.uiSchema as UiSchema}
        formData={answers.data}
        formContext={formContext}
        validator={playerValidator}
        widgets={playerWidgets}
        fields={playerFields}
        templates={playerTemplates}
        translateString={translateToSpanish}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        idPrefix={idPrefix}
        onChange={(event: IChangeEvent) => {
          const data = (event.formData ?? {}) as Answers;
          for (const name of part.names)
            if (data[name] !== answers.data[name]) onAnswer(name, data[name]);
        }}
        onSubmit={() => undefined}
        tagName="div"
      />
    );
  },
  (before, after) =>
    before.part === after.part &&
    before.formContext === after.formContext &&
    before.extraErrors === after.extraErrors &&
    before.idPrefix === after.idPrefix &&
    before.onAnswer === after.onAnswer &&
    before.answers.values.every((value, index) => value === after.answers.values[index]),
);

interface PartAnswers {
  data: Answers;
  // The part's answers in order, compared one by one to decide whether to redraw.
  values: unknown[];
}

function answersOf(part: Part, answers: Answers): PartAnswers {
  const data: Answers = {};
  for (const name of part.names) if (answers[name] !== undefined) data[name] = answers[name];
  return { data, values: part.names.map((name) => answers[name]) };
}

// The page's visible questions in parts of `questionsPerPart` of the page's questions (hidden
// ones included, so a question appearing changes one part only); parts with nothing visible are
// left out. A part whose schemas did not change keeps its objects.
function useParts(page: CompiledPage, form: PageFormModel): Part[] {
  const previous = useRef(new Map<number, Part>());
  return useMemo(() => {
    const properties = (form.schema.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((form.schema.required ?? []) as string[]);
    const next = new Map<number, Part>();
    const parts: Part[] = [];
    for (let start = 0; start < page.variables.length; start += questionsPerPart) {
      const names = page.variables
        .slice(start, start + questionsPerPart)
        .filter((name) => properties[name] !== undefined);
      if (names.length === 0) continue;
      const partProperties: Record<string, JsonObject> = {};
      const uiSchema: JsonObject = { 'ui:order': names };
      for (const name of names) {
        partProperties[name] = properties[name] as JsonObject;
        if (form.uiSchema[name] !== undefined) uiSchema[name] = form.uiSchema[name];
      }
      const partRequired = names.filter((name) => required.has(name));
      const schema: JsonObject = {
        ...form.schema,
        properties: partProperties,
        ...(partRequired.length > 0 ? { required: partRequired } : {}),
      };
      if (partRequired.length === 0) delete schema.required;
      const key = JSON.stringify([schema, uiSchema]);
      const old = previous.current.get(start);
      const part =
        old?.key === key
          ? old
          : {
              start,
              names,
              schema,
              uiSchema,
              key,
              hasList: names.some(
                (name) =>
                  (uiSchema[name] as JsonObject | undefined)?.['ui:field'] === 'repeatingList',
              ),
            };
      next.set(start, part);
      parts.push(part);
    }
    previous.current = next;
    return parts;
  }, [page, form]);
}
