import type { Visibility } from '@engine/index';
// The Form module itself: @rjsf/core's index also exports a test registry that imports
// @rjsf/validator-ajv8, which the player does not use (and the embed must not carry).
import Form, { type IChangeEvent } from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledInterview, CompiledPage } from '@schemas/compiledInterview';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Answers, errorSchemaFor } from '../model/answers';
import { type PagePart, questionsPerPart } from '../model/pageForm';
import { PlainPart, plainQuestionsOf } from './PlainPart';
import type { PlayerFormContext } from './playerFormContext';
import { playerValidator } from './playerValidator';
import { playerFields, playerTemplates, playerWidgets, translateToSpanish } from './theme';
import { SelectsDeferred } from './widgets/DeferrableSelect';

const requiredBooleans = { requiredBooleanDefault: 'skip' } as const;

interface PageFormProps {
  compiled: CompiledInterview;
  page: CompiledPage;
  // The page's visible questions in parts of a few (`buildPageParts`).
  parts: PagePart[];
  visibility: Visibility;
  // Every answer so far: each part reads its own questions'.
  answers: Answers;
  errors: Record<string, string[]>;
  // One answer changed (undefined: cleared).
  onAnswer(name: string, value: unknown): void;
  onAnnounce(message: string): void;
}

const noErrors: ErrorSchema = {};
// The height guessed for a question not drawn yet.
const questionHeight = 96;

// One page in parts of a few questions each (`questionsPerPart`): the visible questions only, the
// engine's errors at their fields. A part of plain questions draws them without rjsf (`PlainPart`:
// a keystroke redraws the question typed in); a part holding a group or a list is an rjsf form (a
// keystroke redraws that form). An answer redraws its question, or its form, and the parts
// gaining or losing a question. Parts and questions are plain blocks, not grids: on each change
// the browser would lay out every item of a grid again.
export const PageForm = memo(function PageForm({
  compiled,
  page,
  parts,
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
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const onPartChange = useMemo(
    () => (name: string, value: unknown) => onAnswerRef.current(name, value),
    [],
  );
  // Lists shape their rows from the visibility when drawn, so their part redraws with every new
  // visibility; other parts have it in their schema.
  const listContext = useMemo<PlayerFormContext>(
    () => ({
      compiled,
      visibility: () => current.current,
      visibilityVersion,
      announce: onAnnounce,
      answer: onPartChange,
    }),
    [compiled, visibilityVersion, onAnnounce, onPartChange],
  );
  const stableContext = useMemo<PlayerFormContext>(
    () => ({
      compiled,
      visibility: () => current.current,
      visibilityVersion: 0,
      announce: onAnnounce,
      answer: onPartChange,
    }),
    [compiled, onAnnounce, onPartChange],
  );
  const partErrors = useMemo(() => {
    const answered = new Set(Object.keys(errors).map((path) => path.split('.')[0]));
    return parts.map((part) =>
      part.names.some((name) => answered.has(name)) ? errorSchemaFor(errors, part.names) : noErrors,
    );
  }, [errors, parts]);
  const answerVersions = useAnswerVersions(page, answers);
  // Errors shown: every part is drawn, so the focus can reach the first one.
  const container = useRef<HTMLDivElement>(null);
  const { drawnUntil, deferredFrom } = useProgressiveDrawing(
    parts,
    Object.keys(errors).length > 0,
    container,
  );
  return (
    <div ref={container} className="space-y-6">
      {parts.map(
        (part, index) =>
          part.start < drawnUntil && (
            <SelectsDeferred.Provider key={part.start} value={part.start >= deferredFrom}>
              <PartForm
                part={part}
                formContext={part.hasList ? listContext : stableContext}
                answers={answers}
                answersVersion={answerVersions.get(part.start) ?? 0}
                extraErrors={partErrors[index] ?? noErrors}
                idPrefix={`p-${page.id}`}
                onAnswer={onPartChange}
              />
            </SelectsDeferred.Provider>
          ),
      )}
    </div>
  );
});

// For each part (by its first question's index), a number that grows whenever an answer to one
// of its questions changes: a part compares one number to know whether to draw again, instead of
// each of its answers (on a page of 1,000 questions, a keystroke compared every answer). Only
// growing, so a render React throws away cannot leave a part showing an older answer.
function useAnswerVersions(page: CompiledPage, answers: Answers): ReadonlyMap<number, number> {
  const state = useRef<{ answers: Answers; versions: Map<number, number> } | null>(null);
  if (!state.current) state.current = { answers, versions: new Map() };
  const last = state.current;
  if (last.answers !== answers) {
    const partOf = partStarts(page);
    const bump = (name: string) => {
      const start = partOf.get(name);
      if (start !== undefined) last.versions.set(start, (last.versions.get(start) ?? 0) + 1);
    };
    for (const name in answers)
      if (Object.hasOwn(answers, name) && answers[name] !== last.answers[name]) bump(name);
    for (const name in last.answers)
      if (Object.hasOwn(last.answers, name) && !Object.hasOwn(answers, name)) bump(name);
    last.answers = answers;
  }
  return last.versions;
}

const partStartsOf = new WeakMap<CompiledPage, ReadonlyMap<string, number>>();

// Question name → the index of its part's first question (the part's key).
function partStarts(page: CompiledPage): ReadonlyMap<string, number> {
  let starts = partStartsOf.get(page);
  if (!starts) {
    starts = new Map(
      page.variables.map((name, index) => [name, index - (index % questionsPerPart)]),
    );
    partStartsOf.set(page, starts);
  }
  return starts;
}

// Input that finishes the drawing at once: whoever types, clicks, tabs or moves the focus
// (a screen reader too) finds every question of the page in place.
const userInput = ['keydown', 'pointerdown', 'focusin'] as const;
// Main-thread time given to each following chunk of parts (a long task is one over 50 ms).
const chunkBudgetMs = 50;

// Draws a long page progressively: the parts that fill the first screen at once (more are added
// before the first paint while the drawn ones end above the bottom of the window), then the
// others a few at a time in the following tasks, the browser painting in between, until every
// question is in the page. Any user input first draws all the remaining parts synchronously.
// Returns the page position (question index) up to which parts are drawn, and from which the
// drawn parts' drop-down lists wait for the page to be complete (`DeferrableSelect`).
function useProgressiveDrawing(
  parts: PagePart[],
  drawAll: boolean,
  container: React.RefObject<HTMLDivElement | null>,
): { drawnUntil: number; deferredFrom: number } {
  const [drawnUntil, setDrawnUntil] = useState(() =>
    drawAll ? Number.POSITIVE_INFINITY : firstScreenEnd(parts),
  );
  if (drawAll && drawnUntil !== Number.POSITIVE_INFINITY) setDrawnUntil(Number.POSITIVE_INFINITY);
  const complete = drawnUntil > (parts.at(-1)?.start ?? -1);
  const latest = useRef({ parts, drawnUntil });
  latest.current = { parts, drawnUntil };

  // Before the first paint: one more part while the drawn ones end above the window's bottom.
  // The time the first screen's parts took tells how many parts the following chunks can hold on
  // this device (a phone draws a part several times slower than a laptop).
  const screenFilled = useRef(false);
  const screenEnd = useRef(Number.POSITIVE_INFINITY);
  const drawingSince = useRef(0);
  const perPartEstimate = useRef(4);
  if (drawingSince.current === 0) drawingSince.current = performance.now();
  useLayoutEffect(() => {
    if (complete || screenFilled.current) return;
    const bottom = container.current?.getBoundingClientRect().bottom ?? 0;
    if (bottom < window.innerHeight) setDrawnUntil(drawnUntil + questionsPerPart);
    else {
      screenFilled.current = true;
      screenEnd.current = drawnUntil;
      const drawn = latest.current.parts.filter((part) => part.start < drawnUntil).length;
      perPartEstimate.current = (performance.now() - drawingSince.current) / Math.max(1, drawn);
    }
  });

  useEffect(() => {
    if (complete) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Measured on each chunk; the first one goes by the first screen's drawing.
    let perPartMs: number | null = null;
    const channel = new MessageChannel();
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      channel.port1.onmessage = null;
      channel.port1.close();
      for (const type of userInput) window.removeEventListener(type, finish, true);
    };
    const finish = () => {
      stop();
      flushSync(() => setDrawnUntil(Number.POSITIVE_INFINITY));
    };
    channel.port1.onmessage = () => {
      const { parts, drawnUntil } = latest.current;
      const rest = parts.filter((part) => part.start >= drawnUntil);
      const count = Math.max(1, Math.floor(chunkBudgetMs / (perPartMs ?? perPartEstimate.current)));
      const until =
        count >= rest.length
          ? Number.POSITIVE_INFINITY
          : (rest[count - 1] as PagePart).start + questionsPerPart;
      const started = performance.now();
      flushSync(() => setDrawnUntil(until));
      perPartMs = Math.max(0.5, (performance.now() - started) / Math.min(count, rest.length));
      if (until !== Number.POSITIVE_INFINITY) channel.port2.postMessage(null);
    };
    for (const type of userInput) window.addEventListener(type, finish, true);
    // The first chunk once the first screen is painted (or soon, where frames are not drawn:
    // a tab in the background).
    const start = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      channel.port2.postMessage(null);
    };
    frame = requestAnimationFrame(start);
    timer = setTimeout(start, 200);
    return stop;
  }, [complete]);
  return { drawnUntil, deferredFrom: complete ? Number.POSITIVE_INFINITY : screenEnd.current };
}

// Where the parts that fill the window (at the guessed height per question) end.
function firstScreenEnd(parts: PagePart[]): number {
  const wanted = Math.ceil(window.innerHeight / questionHeight);
  let shown = 0;
  for (const part of parts) {
    shown += part.names.length;
    if (shown >= wanted) return part.start + questionsPerPart;
  }
  return Number.POSITIVE_INFINITY;
}

interface PartFormProps {
  part: PagePart;
  formContext: PlayerFormContext;
  // The page's answers: the part reads its own.
  answers: Answers;
  // Grows when one of the part's answers changes (`useAnswerVersions`).
  answersVersion: number;
  extraErrors: ErrorSchema;
  idPrefix: string;
  onAnswer(name: string, value: unknown): void;
}

const PartForm = memo(
  function PartForm(props: PartFormProps) {
    const { part, extraErrors, idPrefix, onAnswer } = props;
    const plain = plainQuestionsOf(part);
    return (
      // Parts out of sight are neither laid out nor painted until scrolled to; their height is
      // guessed until first drawn, then remembered. Only the height: an intrinsic width (which
      // `contain-intrinsic-size: auto {n}px` also sets) would make the page as wide as the
      // guessed height on a phone.
      <div
        className={plain ? 'space-y-6' : undefined}
        style={{
          contentVisibility: 'auto',
          containIntrinsicHeight: `auto ${part.names.length * questionHeight}px`,
        }}
      >
        {plain ? (
          <PlainPart
            questions={plain}
            answers={props.answers}
            errors={extraErrors as Record<string, { __errors?: unknown[] }>}
            idPrefix={idPrefix}
            onAnswer={onAnswer}
          />
        ) : (
          <RjsfPartForm {...props} />
        )}
      </div>
    );
  },
  (before, after) =>
    before.part === after.part &&
    before.formContext === after.formContext &&
    before.extraErrors === after.extraErrors &&
    before.idPrefix === after.idPrefix &&
    before.onAnswer === after.onAnswer &&
    before.answersVersion === after.answersVersion,
);

// A part with a group, a repeating list or a widget the plain fields lack: an rjsf form.
function RjsfPartForm({
  part,
  formContext,
  answers,
  extraErrors,
  idPrefix,
  onAnswer,
}: PartFormProps) {
  // rjsf keeps the answers it changes in its own state, and redraws itself once more whenever
  // its props change (it re-derives its state from them after each commit). When only the
  // answers it gave itself changed (told in the event, or reported after), its `formData` stays
  // the object it was last given; new data goes with any other change (a new schema, new
  // errors), from which rjsf re-derives its whole state, and with answers changed elsewhere.
  const holds = useRef<Answers>({});
  const given = useRef<{ data: Answers; props: unknown[] } | null>(null);
  const others = [part, formContext, extraErrors, idPrefix];
  if (
    !given.current ||
    others.some((prop, index) => prop !== given.current?.props[index]) ||
    part.names.some((name) => answers[name] !== holds.current[name])
  ) {
    const data: Answers = {};
    for (const name of part.names) if (answers[name] !== undefined) data[name] = answers[name];
    given.current = { data, props: others };
    holds.current = { ...data };
  }
  const { data } = given.current;
  const context = useMemo<PlayerFormContext>(
    () =>
      formContext.answer
        ? {
            ...formContext,
            answer: (name, value) => {
              holds.current[name] = value;
              formContext.answer?.(name, value);
            },
          }
        : formContext,
    [formContext],
  );
  return (
    <Form
      schema={part.schema as RJSFSchema}
      uiSchema={part.uiSchema as UiSchema}
      formData={data}
      formContext={context}
      validator={playerValidator}
      widgets={playerWidgets}
      fields={playerFields}
      templates={playerTemplates}
      translateString={translateToSpanish}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      // An unanswered required yes/no stays unanswered (rjsf would fill in `false`).
      experimental_defaultFormStateBehavior={requiredBooleans}
      idPrefix={idPrefix}
      onChange={(event: IChangeEvent) => {
        const next = (event.formData ?? {}) as Answers;
        for (const name of part.names)
          if (next[name] !== answers[name]) {
            holds.current[name] = next[name];
            onAnswer(name, next[name]);
          }
      }}
      onSubmit={() => undefined}
      tagName="div"
    />
  );
}
