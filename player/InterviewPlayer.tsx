import {
  evaluateVisibility,
  type SummarySection,
  summarizeAnswers,
  type Visibility,
  validateAnswers,
} from '@engine/index';
import type { CompiledInterview, CompiledPage } from '@schemas/compiledInterview';
import { Button } from '@ui/Button';
import { AlertCircle, ArrowLeft, ArrowRight, ClipboardCheck } from 'lucide-react';
import {
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { PageForm } from './form/PageForm';
import {
  type Answers,
  changedKeys,
  errorsOnPage,
  pageOfPath,
  ruleMessagesOnPage,
  withDefaults,
  withoutInterviewRules,
} from './model/answers';
import { buildPageParts, type PagePart } from './model/pageForm';
import { stepOfPath, stepPage, stepsOf } from './model/questionSteps';
import { playerMessages as text } from './playerMessages';
import { ReviewScreen } from './review/ReviewScreen';
import { touchSized } from './touchSized';
import { warmUpAnswering } from './warmUp/warmUpAnswering';

export type SubmitOutcome =
  | { ok: true }
  // The server refused some answers: answer path → Spanish messages.
  | { ok: false; errors: Record<string, string[]>; message?: string };

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

// `step`: in "Una pregunta a la vez", which of the page's questions is on screen.
type Place = { kind: 'page'; pageId: string; step?: number } | { kind: 'review' };

// The messages of the page's validation rules that are not shown at a question (those it reads
// are on other pages or hidden).
function RuleMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul
      className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive outline-none"
      data-rule-messages
      tabIndex={-1}
    >
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </li>
      ))}
    </ul>
  );
}

// The drawn element of the question at `path`, or of the nearest question around it (a list
// field collected over every row names the list).
function findField(form: HTMLElement | null, path: string): HTMLElement | null {
  if (!form) return null;
  const segments = path.split('.');
  while (segments.length > 0) {
    const found = form.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(segments.join('.'))}"]`,
    );
    if (found) return found;
    segments.pop();
  }
  return null;
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
  const [place, setPlace] = useState<Place>(() => {
    const first = compiled.pages.find((page) => visibility.pages[page.id]);
    return first ? { kind: 'page', pageId: first.id } : { kind: 'review' };
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Refusals from the server (onSubmit) stay shown until the answer they name changes.
  const [serverErrors, setServerErrors] = useState<{
    errors: Record<string, string[]>;
    answers: Answers;
  } | null>(null);
  // Pages whose errors are shown (the guest tried to leave them): they update as answers change.
  const [checkedPages, setCheckedPages] = useState<ReadonlySet<string>>(new Set());
  const [returnToReview, setReturnToReview] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<'heading' | 'error' | null>(null);

  // A page that became hidden while shown: go to the nearest visible one.
  const currentPage: CompiledPage | undefined =
    place.kind === 'page' ? visiblePages.find((page) => page.id === place.pageId) : undefined;
  useEffect(() => {
    if (place.kind === 'page' && !currentPage) {
      const order = compiled.pages.findIndex((page) => page.id === place.pageId);
      const next = compiled.pages.slice(order + 1).find((page) => visibility.pages[page.id]);
      setPlace(next ? { kind: 'page', pageId: next.id } : { kind: 'review' });
    }
  }, [place, currentPage, compiled, visibility]);

  const pageIndex = currentPage ? visiblePages.indexOf(currentPage) : visiblePages.length;
  // One question at a time: every visible page's questions, one per step.
  const pageSteps = useMemo(
    () =>
      oneQuestionAtATime
        ? visiblePages.map((page) => stepsOf(compiled, page, visibility))
        : visiblePages.map(() => [] as string[][]),
    [oneQuestionAtATime, visiblePages, compiled, visibility],
  );
  const currentSteps = pageSteps[pageIndex] ?? [];
  const stepIndex =
    place.kind === 'page' ? Math.min(place.step ?? 0, Math.max(currentSteps.length - 1, 0)) : 0;
  const stepsBefore = pageSteps
    .slice(0, Math.max(pageIndex, 0))
    .reduce((total, steps) => total + steps.length, 0);
  const totalSteps = oneQuestionAtATime
    ? pageSteps.reduce((total, steps) => total + steps.length, 0) + 1
    : visiblePages.length + 1;
  const step =
    place.kind === 'review'
      ? totalSteps
      : oneQuestionAtATime
        ? stepsBefore + stepIndex + 1
        : pageIndex + 1;
  const lastStepOfPage = !oneQuestionAtATime || stepIndex >= currentSteps.length - 1;
  // What is on screen: the page, or (one question at a time) the current question's step.
  const shownPage = useMemo(
    () =>
      currentPage && oneQuestionAtATime
        ? stepPage(currentPage, currentSteps[stepIndex] ?? [])
        : currentPage,
    [currentPage, oneQuestionAtATime, currentSteps, stepIndex],
  );
  // A page with nothing to answer one question at a time is passed over.
  useEffect(() => {
    if (!oneQuestionAtATime || place.kind !== 'page' || !currentPage || currentSteps.length > 0)
      return;
    const following = visiblePages
      .slice(pageIndex + 1)
      .find((_, index) => (pageSteps[pageIndex + 1 + index]?.length ?? 0) > 0);
    setPlace(following ? { kind: 'page', pageId: following.id } : { kind: 'review' });
  }, [oneQuestionAtATime, place, currentPage, currentSteps, visiblePages, pageIndex, pageSteps]);

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

  // Shown errors follow the answers as they are corrected; new ones (a row just added) wait for
  // the next "Siguiente", so nobody is told off for a field they have not reached yet.
  useEffect(() => {
    if (checkedPages.size === 0) return;
    const result = validateAnswers(compiled, answers);
    setErrors((shown) => {
      const next: Record<string, string[]> = {};
      for (const [path, messages] of Object.entries(result.errors))
        if (shown[path]) next[path] = messages;
      const same =
        Object.keys(next).length === Object.keys(shown).length &&
        Object.entries(next).every(([path, messages]) => shown[path]?.join() === messages.join());
      return same ? shown : next;
    });
  }, [answers, checkedPages, compiled]);

  useLayoutEffect(() => {
    if (focusTarget.current === 'heading') headingRef.current?.focus();
    if (focusTarget.current === 'error') {
      // The first field with an error: its control, or the first button of a list without rows.
      const first = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid] button:not(:disabled), [data-rule-messages]',
      );
      first?.focus();
      first?.scrollIntoView({ block: 'center' });
    }
    focusTarget.current = null;
  });

  const goTo = (next: Place) => {
    onCheckpoint?.(answers);
    setPlace(next);
    focusTarget.current = 'heading';
    window.scrollTo?.({ top: 0 });
    if (next.kind === 'review') setAnnouncement(text.reviewAnnouncement);
    else {
      const page = visiblePages.find((candidate) => candidate.id === next.pageId);
      const index = page ? visiblePages.indexOf(page) : 0;
      const position = oneQuestionAtATime
        ? pageSteps.slice(0, index).reduce((total, steps) => total + steps.length, 0) +
          (next.step ?? 0) +
          1
        : index + 1;
      setAnnouncement(text.pageAnnouncement(page?.title ?? '', position, totalSteps));
    }
  };

  // The first step of the next page that has one, or the review.
  const placeAfterPage = (): Place => {
    for (let index = pageIndex + 1; index < visiblePages.length; index++) {
      const page = visiblePages[index] as CompiledPage;
      if (!oneQuestionAtATime || (pageSteps[index]?.length ?? 0) > 0)
        return { kind: 'page', pageId: page.id, step: 0 };
    }
    return { kind: 'review' };
  };

  const showErrorsOf = (page: CompiledPage, all: Record<string, string[]>) => {
    const onPage = errorsOnPage(all, page, compiled);
    setErrors(all);
    setCheckedPages((current) => new Set([...current, page.id]));
    setAnnouncement(text.errorsOnPage(onPage.length));
    focusTarget.current = 'error';
    return onPage.length;
  };

  const next = () => {
    if (!currentPage) return;
    const result = validateAnswers(compiled, answers);
    const errors = withoutInterviewRules(result.errors, result.failedRules);
    if (oneQuestionAtATime) {
      // This question first; at the page's last question, the page as a whole (its rules).
      const names = currentSteps[stepIndex] ?? [];
      const own = Object.keys(errors).filter((path) => names.includes(path.split('.')[0] ?? ''));
      if (own.length > 0) {
        showErrorsOf(currentPage, errors);
        return;
      }
      if (!lastStepOfPage) {
        goTo({ kind: 'page', pageId: currentPage.id, step: stepIndex + 1 });
        return;
      }
      const onPage = errorsOnPage(errors, currentPage, compiled);
      if (onPage.length > 0) {
        const at = onPage
          .map(([path]) => stepOfPath(currentSteps, path))
          .reduce((first, index) => Math.min(first, index), stepIndex);
        setPlace({ kind: 'page', pageId: currentPage.id, step: at });
        showErrorsOf(currentPage, errors);
        return;
      }
    } else if (showErrorsOf(currentPage, errors) > 0) return;
    if (returnToReview) {
      setReturnToReview(false);
      goTo({ kind: 'review' });
      return;
    }
    goTo(placeAfterPage());
  };

  const back = () => {
    if (place.kind === 'page' && oneQuestionAtATime && stepIndex > 0) {
      goTo({ kind: 'page', pageId: place.pageId, step: stepIndex - 1 });
      return;
    }
    const from = place.kind === 'review' ? visiblePages.length : pageIndex;
    for (let index = from - 1; index >= 0; index--) {
      const page = visiblePages[index] as CompiledPage;
      const steps = pageSteps[index]?.length ?? 0;
      if (oneQuestionAtATime && steps === 0) continue;
      goTo({ kind: 'page', pageId: page.id, step: Math.max(steps - 1, 0) });
      return;
    }
  };

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
    setTimeout(() => nextRef.current(), 0);
  };
  const nextRef = useRef(next);
  nextRef.current = next;
  // The buttons' actions through a ref: the navigation is not drawn again on each keystroke.
  const latestActions = useRef<{ back(): void; next(): void; submit(): unknown }>({
    back,
    next,
    submit: () => undefined,
  });
  latestActions.current.back = back;
  latestActions.current.next = next;

  // Leads to the first page with an error and shows its errors.
  const reopenFirstError = (all: Record<string, string[]>) => {
    const firstPath = Object.keys(all)
      .map((path) => ({ path, page: pageOfPath(compiled, path) }))
      .map(({ path, page }) => ({ path, index: visiblePages.findIndex((p) => p.id === page) }))
      .filter(({ index }) => index !== -1)
      .sort((a, b) => a.index - b.index)[0];
    const page = firstPath ? visiblePages[firstPath.index] : undefined;
    if (!page || !firstPath) return;
    const steps = pageSteps[firstPath.index] ?? [];
    setPlace({ kind: 'page', pageId: page.id, step: stepOfPath(steps, firstPath.path) });
    setReturnToReview(true);
    setErrors(all);
    setCheckedPages((current) => new Set([...current, page.id]));
    setAnnouncement(text.errorsElsewhere);
    focusTarget.current = 'error';
  };

  const shownErrors = useMemo(() => {
    if (!serverErrors) return errors;
    const merged = { ...errors };
    for (const [path, messages] of Object.entries(serverErrors.errors)) {
      const top = path.split('.')[0] as string;
      if (answers[top] === serverErrors.answers[top])
        merged[path] = [...new Set([...(merged[path] ?? []), ...messages])];
    }
    return merged;
  }, [errors, serverErrors, answers]);

  const summary = useMemo(
    () => (place.kind === 'review' ? summarizeAnswers(compiled, answers, visibility) : []),
    [place.kind, compiled, answers, visibility],
  );

  const submit = async () => {
    if (!onSubmit || submitting) return;
    setSubmitError(null);
    const result = validateAnswers(compiled, answers);
    if (!result.ok) {
      reopenFirstError(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await onSubmit(answers, summary);
      if (!outcome.ok) {
        if (Object.keys(outcome.errors).length > 0) {
          setServerErrors({ errors: outcome.errors, answers });
          reopenFirstError(outcome.errors);
        } else setSubmitError(outcome.message ?? null);
      }
    } finally {
      setSubmitting(false);
    }
  };

  latestActions.current.submit = submit;
  const navigationActions = useMemo<NavigationActions>(
    () => ({
      back: () => latestActions.current.back(),
      next: () => latestActions.current.next(),
      submit: () => {
        latestActions.current.submit();
      },
    }),
    [],
  );

  // Click to source: the question's page (its step, one question at a time) is opened, then the
  // question is focused once it is drawn (a long page draws its parts over a few frames).
  const pendingFocus = useRef<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the guest.
  useEffect(() => {
    if (!focusRequest) return;
    const pageId = pageOfPath(compiled, focusRequest.path);
    const index = visiblePages.findIndex((page) => page.id === pageId);
    const page = visiblePages[index];
    if (!page) {
      setAnnouncement(text.sourceNotShown);
      return;
    }
    pendingFocus.current = focusRequest.path;
    const stepAt = oneQuestionAtATime ? stepOfPath(pageSteps[index] ?? [], focusRequest.path) : 0;
    if (place.kind !== 'page' || place.pageId !== page.id || (place.step ?? 0) !== stepAt) {
      onCheckpoint?.(answers);
      setPlace({ kind: 'page', pageId: page.id, step: stepAt });
    }
    setFocusTick((tick) => tick + 1);
  }, [focusRequest]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each request is drawn.
  useEffect(() => {
    const path = pendingFocus.current;
    if (path === null) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const target = findField(formRef.current, path);
      if (target) {
        pendingFocus.current = null;
        const control = target.querySelector<HTMLElement>(
          'input:not([type="hidden"]):not(:disabled), select, textarea, button:not(:disabled)',
        );
        (control ?? target).focus({ preventScroll: true });
        target.scrollIntoView?.({ block: 'center' });
        return;
      }
      if (++frames < 30) handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [focusTick, place]);

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
  // The last page with something on screen (one question at a time passes over empty ones).
  const isLastPage = !visiblePages
    .slice(pageIndex + 1)
    .some((_, index) => !oneQuestionAtATime || (pageSteps[pageIndex + 1 + index]?.length ?? 0) > 0);
  // One question at a time is made for phones: buttons a thumb hits easily.
  const touchTargets = oneQuestionAtATime
    ? `${touchSized} px-5 text-base sm:px-4 sm:text-sm`
    : touchSized;
  const progress = Math.round((step / totalSteps) * 100);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      {header}
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
          <span>{text.progress(step, totalSteps)}</span>
          {status}
        </div>
        <div
          role="progressbar"
          aria-label={text.progressLabel}
          aria-valuemin={0}
          aria-valuemax={totalSteps}
          aria-valuenow={step}
          aria-valuetext={text.progress(step, totalSteps)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

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
            onAnnounce={setAnnouncement}
          />
          {checkedPages.has(currentPage.id) && lastStepOfPage && (
            <RuleMessages messages={ruleMessagesOnPage(shownErrors, currentPage, compiled)} />
          )}
        </div>
      )}

      {place.kind === 'review' && (
        <ReviewScreen
          sections={summary}
          onEdit={(pageId) => {
            setReturnToReview(true);
            goTo({ kind: 'page', pageId, step: 0 });
          }}
        />
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
        forward={
          place.kind === 'page'
            ? returnToReview || (isLastPage && lastStepOfPage)
              ? 'toReview'
              : 'next'
            : onSubmit
              ? 'submit'
              : null
        }
        submitLabel={submitLabel}
        submitting={submitting}
        actions={navigationActions}
      />
    </div>
  );
}

interface NavigationActions {
  back(): void;
  next(): void;
  submit(): void;
}

interface PlayerNavigationProps {
  touchTargets: string;
  backDisabled: boolean;
  // The forward button: "Siguiente", "Revisar" (to the review) or send; none in a review that
  // cannot be sent.
  forward: 'next' | 'toReview' | 'submit' | null;
  submitLabel: string | undefined;
  submitting: boolean;
  actions: NavigationActions;
}

// "Anterior" and the forward button, memoised: an answer typed leaves them as they are.
const PlayerNavigation = memo(function PlayerNavigation({
  touchTargets,
  backDisabled,
  forward,
  submitLabel,
  submitting,
  actions,
}: PlayerNavigationProps) {
  return (
    <nav
      className="flex items-center justify-between gap-3 border-t pt-4"
      aria-label={text.navigationLabel}
    >
      <Button
        type="button"
        variant="outline"
        className={touchTargets}
        onClick={actions.back}
        disabled={backDisabled}
      >
        <ArrowLeft /> {text.back}
      </Button>
      {forward === 'next' || forward === 'toReview' ? (
        <Button type="button" className={touchTargets} onClick={actions.next}>
          {forward === 'toReview' ? text.toReview : text.next} <ArrowRight />
        </Button>
      ) : (
        forward === 'submit' && (
          <Button type="button" className={touchTargets} onClick={actions.submit} busy={submitting}>
            <ClipboardCheck /> {submitting ? text.submitting : (submitLabel ?? text.submit)}
          </Button>
        )
      )}
    </nav>
  );
});
