import {
  evaluateVisibility,
  type SummarySection,
  summarizeAnswers,
  type Visibility,
} from '@engine/index';
import type { CompiledInterview, CompiledPage } from '@schemas/compiledInterview';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageForm } from './form/PageForm';
import { type Answers, changedKeys, ruleMessagesOnPage, withDefaults } from './model/answers';
import {
  forwardOf,
  initialNavigation,
  type NavigationLayout,
  positionOf,
  type SubmitOutcome,
  shownErrorsOf,
  stepsOfPages,
} from './model/navigation';
import { buildPageParts, type PagePart } from './model/pageForm';
import { stepPage } from './model/questionSteps';
import { type NavigationActions, PlayerNavigation } from './navigation/PlayerNavigation';
import { PlayerProgress } from './navigation/PlayerProgress';
import { RuleMessages } from './navigation/RuleMessages';
import { useNavigation } from './navigation/useNavigation';
import { playerMessages as text } from './playerMessages';
import { ReviewScreen } from './review/ReviewScreen';
import { touchSized } from './touchSized';
import { warmUpAnswering } from './warmUp/warmUpAnswering';

export type { SubmitOutcome } from './model/navigation';

export interface InterviewPlayerProps {
  compiled: CompiledInterview;
  initialAnswers?: Answers;
  // Every change of the answers (the host autosaves them).
  onAnswersChange?(answers: Answers): void;
  // Page changes and leaving the review: a moment to save at once.
  onCheckpoint?(answers: Answers): void;
  // Sends the answers. Without it the review has no send button (the operators' preview).
  onSubmit?(answers: Answers, summary: SummarySection[]): Promise<SubmitOutcome>;
  // The save state, drawn by the host (e.g. "Guardado").
  status?: ReactNode;
  // Drawn above the progress bar: the firm's name and logo.
  header?: ReactNode;
  // Replaces the send button's label.
  submitLabel?: string;
  // "Una pregunta a la vez": one question per screen instead of one page.
  oneQuestionAtATime?: boolean;
  // Brings the question at this answer path to the screen and focuses it (the document pane's
  // click to source); a new object asks again for the same path.
  focusRequest?: { path: string } | null;
  // The answer path of the question that holds the focus (null when none does).
  onQuestionFocus?(path: string | null): void;
}

// Runs a compiled interview page by page: only visible pages and questions, answers kept when
// going back and forth, the engine's Spanish errors at their questions, and a review generated
// from the answers before sending. Visibility is re-evaluated incrementally on each change.
export function InterviewPlayer({
  compiled,
  initialAnswers,
  onAnswersChange,
  onCheckpoint,
  onSubmit,
  status,
  header,
  submitLabel,
  oneQuestionAtATime = false,
  focusRequest,
  onQuestionFocus,
}: InterviewPlayerProps) {
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers ?? {});
  useEffect(() => warmUpAnswering(InterviewPlayer), []);
  const visibilityRef = useRef<Visibility | null>(null);
  const answersForVisibility = useRef<Answers | null>(null);
  const visibility = useMemo(() => {
    const previous = visibilityRef.current;
    const before = answersForVisibility.current;
    const next =
      previous && before
        ? evaluateVisibility(compiled, answers, changedKeys(before, answers), previous)
        : evaluateVisibility(compiled, answers);
    visibilityRef.current = next;
    answersForVisibility.current = answers;
    return next;
  }, [compiled, answers]);

  const visiblePages = useMemo(
    () => compiled.pages.filter((page) => visibility.pages[page.id] === true),
    [compiled, visibility],
  );
  // One question at a time: every visible page's questions, one per step.
  const pageSteps = useMemo(
    () => stepsOfPages({ compiled, visiblePages, visibility, oneQuestionAtATime }),
    [oneQuestionAtATime, visiblePages, compiled, visibility],
  );
  const layout: NavigationLayout = {
    compiled,
    answers,
    visibility,
    visiblePages,
    pageSteps,
    oneQuestionAtATime,
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const { state: navigation, run } = useNavigation({
    initial: () => initialNavigation(compiled, visibility),
    layout,
    onCheckpoint,
    headingRef,
    formRef,
  });
  const { place, errors, serverErrors, checkedPages, announcement, submitError, submitting } =
    navigation;
  const position = positionOf(place, layout);
  const { currentPage, currentSteps, stepIndex, step, totalSteps, lastStepOfPage } = position;

  // A page that became hidden while shown, or (one question at a time) has nothing to answer:
  // the nearest place that has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the place's layout depends on.
  useEffect(() => {
    run({ type: 'settle' });
  }, [run, place, currentPage, currentSteps, compiled, visibility, visiblePages, pageSteps]);

  // What is on screen: the page, or (one question at a time) the current question's step.
  const shownPage = useMemo(
    () =>
      currentPage && oneQuestionAtATime
        ? stepPage(currentPage, currentSteps[stepIndex] ?? [])
        : currentPage,
    [currentPage, oneQuestionAtATime, currentSteps, stepIndex],
  );

  // The page's visible questions as rjsf forms of a few questions each; a new visibility
  // reshapes only the parts whose questions or options it shows or hides.
  const lastParts = useRef<{ page: CompiledPage; parts: PagePart[] } | null>(null);
  const parts = useMemo(() => {
    if (!shownPage) return null;
    const previous = lastParts.current?.page === shownPage ? lastParts.current.parts : [];
    const next = buildPageParts(compiled, shownPage, visibility, previous);
    lastParts.current = { page: shownPage, parts: next };
    return next;
  }, [compiled, shownPage, visibility]);

  // Defaults of the page's questions become answers when the page opens (and when a question
  // with a default appears), before it is drawn: the parts new since the last render (an
  // unchanged part keeps its object), so an answer cleared by the guest stays cleared and a
  // keystroke looks at no schema.
  const partsWithDefaults = useRef<ReadonlySet<PagePart>>(new Set());
  if (parts?.some((part) => !partsWithDefaults.current.has(part))) {
    let next = answers;
    for (const part of parts)
      if (!partsWithDefaults.current.has(part)) next = withDefaults(part.schema, next);
    partsWithDefaults.current = new Set(parts);
    if (next !== answers) setAnswers(next);
  }

  // The host hears of every change (not of the answers it gave).
  const reported = useRef(answers);
  const onAnswersChangeRef = useRef(onAnswersChange);
  onAnswersChangeRef.current = onAnswersChange;
  useEffect(() => {
    if (reported.current === answers) return;
    reported.current = answers;
    onAnswersChangeRef.current?.(answers);
  }, [answers]);

  // rjsf copies what it changes, so an edited answer has a new identity.
  const updateAnswer = useCallback((name: string, value: unknown) => {
    setAnswers((current) => {
      if (current[name] === value) return current;
      const next: Answers = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next;
    });
  }, []);
  const announce = useCallback((message: string) => run({ type: 'announce', message }), [run]);

  // Shown errors follow the answers as they are corrected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of these revalidates.
  useEffect(() => {
    run({ type: 'revalidate' });
  }, [run, answers, checkedPages, compiled]);

  // "Una pregunta a la vez": Enter in an answer goes on, as "Siguiente" does (not in a long
  // text, where Enter starts a new line, nor on a button, which Enter presses).
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (
      !oneQuestionAtATime ||
      event.key !== 'Enter' ||
      event.shiftKey ||
      event.nativeEvent.isComposing
    )
      return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A')
      return;
    event.preventDefault();
    // The answer typed is committed first (a field commits on blur), then the latest "Siguiente".
    target.blur();
    setTimeout(() => run({ type: 'next' }), 0);
  };

  const shownErrors = useMemo(
    () => shownErrorsOf(errors, serverErrors, answers),
    [errors, serverErrors, answers],
  );

  const summary = useMemo(
    () => (place.kind === 'review' ? summarizeAnswers(compiled, answers, visibility) : []),
    [place.kind, compiled, answers, visibility],
  );

  const submit = async () => {
    if (!onSubmit || submitting) return;
    // Every answer is checked first: an error leads back to its page.
    if (!run({ type: 'submit' }).submitting) return;
    let outcome: SubmitOutcome | null = null;
    try {
      outcome = await onSubmit(answers, summary);
    } finally {
      run({ type: 'submitted', outcome, answers });
    }
  };
  // The buttons' actions through a ref: the navigation is not drawn again on each keystroke.
  const latestSubmit = useRef<() => unknown>(submit);
  latestSubmit.current = submit;
  const navigationActions = useMemo<NavigationActions>(
    () => ({
      back: () => run({ type: 'back' }),
      next: () => run({ type: 'next' }),
      submit: () => {
        latestSubmit.current();
      },
    }),
    [run],
  );

  // Click to source: the question's page (its step, one question at a time) is opened, then the
  // question is focused once it is drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the guest.
  useEffect(() => {
    if (focusRequest) run({ type: 'focusSource', path: focusRequest.path });
  }, [focusRequest]);

  const onQuestionFocusRef = useRef(onQuestionFocus);
  onQuestionFocusRef.current = onQuestionFocus;
  const reportFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const field = (event.target as HTMLElement).closest<HTMLElement>('[data-field]');
    onQuestionFocusRef.current?.(field?.dataset.field ?? null);
  };
  const reportBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      onQuestionFocusRef.current?.(null);
  };

  const title = place.kind === 'review' ? text.review : (currentPage?.title ?? '');
  // One question at a time is made for phones: buttons a thumb hits easily.
  const touchTargets = oneQuestionAtATime
    ? `${touchSized} px-5 text-base sm:px-4 sm:text-sm`
    : touchSized;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      {header}
      <PlayerProgress step={step} totalSteps={totalSteps} status={status} />

      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none"
      >
        {title}
      </h2>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {place.kind === 'page' && currentPage && shownPage && parts && (
        // Keys typed in an answer: Enter goes on, one question at a time (onKeyDown).
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div
          ref={formRef}
          className="grid gap-6"
          onKeyDown={onKeyDown}
          onFocus={onQuestionFocus ? reportFocus : undefined}
          onBlur={onQuestionFocus ? reportBlur : undefined}
        >
          <PageForm
            key={oneQuestionAtATime ? `${currentPage.id}-${stepIndex}` : currentPage.id}
            compiled={compiled}
            page={shownPage}
            parts={parts}
            visibility={visibility}
            answers={answers}
            errors={checkedPages.has(currentPage.id) ? shownErrors : {}}
            onAnswer={updateAnswer}
            onAnnounce={announce}
          />
          {checkedPages.has(currentPage.id) && lastStepOfPage && (
            <RuleMessages messages={ruleMessagesOnPage(shownErrors, currentPage, compiled)} />
          )}
        </div>
      )}

      {place.kind === 'review' && (
        <ReviewScreen sections={summary} onEdit={(pageId) => run({ type: 'edit', pageId })} />
      )}

      {place.kind === 'review' && visiblePages.length === 0 && (
        <p className="text-muted-foreground">{text.notAvailable}</p>
      )}

      {submitError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {submitError}
        </p>
      )}

      <PlayerNavigation
        touchTargets={touchTargets}
        backDisabled={place.kind === 'page' && step <= 1}
        forward={forwardOf(navigation, position, Boolean(onSubmit))}
        submitLabel={submitLabel}
        submitting={submitting}
        actions={navigationActions}
      />
    </div>
  );
}
