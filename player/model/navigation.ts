import { type Visibility, validateAnswers } from '@engine/index';
import type { CompiledInterview, CompiledPage } from '@schemas/compiledInterview';
import { playerMessages as text } from '../playerMessages';
import { type Answers, errorsOnPage, pageOfPath, withoutInterviewRules } from './answers';
import { stepOfPath, stepsOf } from './questionSteps';

// Where the guest is and what the player tells them: the page (and, one question at a time, the
// step) on screen or the review, the errors shown, and the state of sending. Pure: every change
// is one action reduced against the interview's current layout, so it is tested without a DOM.

// `step`: in "Una pregunta a la vez", which of the page's questions is on screen.
export type Place = { kind: 'page'; pageId: string; step?: number } | { kind: 'review' };

export type Errors = Record<string, string[]>;

export interface NavigationState {
  place: Place;
  // Errors shown on the pages the guest tried to leave (checkedPages).
  errors: Errors;
  // Refusals from the server (onSubmit) stay shown until the answer they name changes.
  serverErrors: { errors: Errors; answers: Answers } | null;
  // Pages whose errors are shown: they update as answers change.
  checkedPages: ReadonlySet<string>;
  // Reached from the review's "Editar" or a refusal: the forward button goes back to the review.
  returnToReview: boolean;
  // Read out by screen readers (a polite live region).
  announcement: string;
  // A refusal of the whole sending (no answer named): shown above the buttons.
  submitError: string | null;
  submitting: boolean;
}

// What the answers make of the interview at this moment.
export interface NavigationLayout {
  compiled: CompiledInterview;
  answers: Answers;
  visibility: Visibility;
  visiblePages: readonly CompiledPage[];
  // Every visible page's questions, one step each (empty unless one question at a time).
  pageSteps: readonly (readonly string[][])[];
  oneQuestionAtATime: boolean;
}

export type SubmitOutcome =
  | { ok: true }
  // The server refused some answers: answer path → Spanish messages.
  | { ok: false; errors: Errors; message?: string };

export type NavigationAction =
  // "Siguiente" / "Revisar": the page (or question) is checked, then the next one or the review.
  | { type: 'next' }
  | { type: 'back' }
  // The review's "Editar" of a page.
  | { type: 'edit'; pageId: string }
  // The place on screen is hidden now, or has nothing to answer: the nearest place that has.
  | { type: 'settle' }
  // The answers changed: the errors shown follow them.
  | { type: 'revalidate' }
  // "Enviar": every answer is checked before anything is sent.
  | { type: 'submit' }
  // The host's answer to the sending (null when it threw).
  | { type: 'submitted'; outcome: SubmitOutcome | null; answers: Answers }
  // The document pane asks for the question at this path.
  | { type: 'focusSource'; path: string }
  | { type: 'announce'; message: string };

// A reduced action: the new state and what the player does about it in the browser.
export interface NavigationStep {
  state: NavigationState;
  // The host is given the answers to save at once (a page change).
  checkpoint?: true;
  // The heading of the new place gets the focus (and the window goes to the top), or the first
  // error does.
  focus?: 'heading' | 'error';
  // The question at this answer path is focused once it is drawn.
  focusPath?: string;
}

export function initialNavigation(
  compiled: CompiledInterview,
  visibility: Visibility,
): NavigationState {
  const first = compiled.pages.find((page) => visibility.pages[page.id]);
  return {
    place: first ? { kind: 'page', pageId: first.id } : { kind: 'review' },
    errors: {},
    serverErrors: null,
    checkedPages: new Set(),
    returnToReview: false,
    announcement: '',
    submitError: null,
    submitting: false,
  };
}

// One question at a time: every visible page's questions, one per step.
export function stepsOfPages(layout: Omit<NavigationLayout, 'pageSteps' | 'answers'>) {
  const { compiled, visiblePages, visibility, oneQuestionAtATime } = layout;
  return oneQuestionAtATime
    ? visiblePages.map((page) => stepsOf(compiled, page, visibility))
    : visiblePages.map(() => [] as string[][]);
}

export interface Position {
  // The page on screen (undefined on the review, or while a hidden page is being left).
  currentPage: CompiledPage | undefined;
  pageIndex: number;
  currentSteps: readonly string[][];
  stepIndex: number;
  // The progress: this step of totalSteps (the review is the last).
  step: number;
  totalSteps: number;
  lastStepOfPage: boolean;
  // The last page with something on screen (one question at a time passes over empty ones).
  isLastPage: boolean;
}

export function positionOf(place: Place, layout: NavigationLayout): Position {
  const { visiblePages, pageSteps, oneQuestionAtATime } = layout;
  const currentPage =
    place.kind === 'page' ? visiblePages.find((page) => page.id === place.pageId) : undefined;
  const pageIndex = currentPage ? visiblePages.indexOf(currentPage) : visiblePages.length;
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
  const isLastPage = !visiblePages
    .slice(pageIndex + 1)
    .some((_, index) => !oneQuestionAtATime || (pageSteps[pageIndex + 1 + index]?.length ?? 0) > 0);
  return {
    currentPage,
    pageIndex,
    currentSteps,
    stepIndex,
    step,
    totalSteps,
    lastStepOfPage,
    isLastPage,
  };
}

// The forward button: "Siguiente", "Revisar" (to the review) or send; none in a review that
// cannot be sent.
export function forwardOf(
  state: NavigationState,
  position: Position,
  canSubmit: boolean,
): 'next' | 'toReview' | 'submit' | null {
  if (state.place.kind === 'page')
    return state.returnToReview || (position.isLastPage && position.lastStepOfPage)
      ? 'toReview'
      : 'next';
  return canSubmit ? 'submit' : null;
}

// The errors shown: the engine's, and the server's refusals of answers not changed since.
export function shownErrorsOf(
  errors: Errors,
  serverErrors: NavigationState['serverErrors'],
  answers: Answers,
): Errors {
  if (!serverErrors) return errors;
  const merged = { ...errors };
  for (const [path, messages] of Object.entries(serverErrors.errors)) {
    const top = path.split('.')[0] as string;
    if (answers[top] === serverErrors.answers[top])
      merged[path] = [...new Set([...(merged[path] ?? []), ...messages])];
  }
  return merged;
}

function goTo(state: NavigationState, next: Place, layout: NavigationLayout): NavigationStep {
  const { visiblePages, pageSteps, oneQuestionAtATime } = layout;
  let announcement: string;
  if (next.kind === 'review') announcement = text.reviewAnnouncement;
  else {
    const page = visiblePages.find((candidate) => candidate.id === next.pageId);
    const index = page ? visiblePages.indexOf(page) : 0;
    const position = oneQuestionAtATime
      ? pageSteps.slice(0, index).reduce((total, steps) => total + steps.length, 0) +
        (next.step ?? 0) +
        1
      : index + 1;
    announcement = text.pageAnnouncement(
      page?.title ?? '',
      position,
      positionOf(next, layout).totalSteps,
    );
  }
  return { state: { ...state, place: next, announcement }, checkpoint: true, focus: 'heading' };
}

function withChecked(checked: ReadonlySet<string>, pageId: string): ReadonlySet<string> {
  return new Set([...checked, pageId]);
}

// The errors of every page are kept; the page's count is announced.
function showErrorsOf(
  state: NavigationState,
  page: CompiledPage,
  all: Errors,
  compiled: CompiledInterview,
): { state: NavigationState; onPage: number } {
  const onPage = errorsOnPage(all, page, compiled).length;
  return {
    state: {
      ...state,
      errors: all,
      checkedPages: withChecked(state.checkedPages, page.id),
      announcement: text.errorsOnPage(onPage),
    },
    onPage,
  };
}

// The first step of the next page that has one, or the review.
function placeAfterPage(pageIndex: number, layout: NavigationLayout): Place {
  const { visiblePages, pageSteps, oneQuestionAtATime } = layout;
  for (let index = pageIndex + 1; index < visiblePages.length; index++) {
    const page = visiblePages[index] as CompiledPage;
    if (!oneQuestionAtATime || (pageSteps[index]?.length ?? 0) > 0)
      return { kind: 'page', pageId: page.id, step: 0 };
  }
  return { kind: 'review' };
}

function next(state: NavigationState, layout: NavigationLayout): NavigationStep {
  const { compiled, answers, oneQuestionAtATime } = layout;
  const { currentPage, currentSteps, stepIndex, lastStepOfPage, pageIndex } = positionOf(
    state.place,
    layout,
  );
  if (!currentPage) return { state };
  const result = validateAnswers(compiled, answers);
  const errors = withoutInterviewRules(result.errors, result.failedRules);
  let checked = state;
  if (oneQuestionAtATime) {
    // This question first; at the page's last question, the page as a whole (its rules).
    const names = currentSteps[stepIndex] ?? [];
    const own = Object.keys(errors).filter((path) => names.includes(path.split('.')[0] ?? ''));
    if (own.length > 0)
      return { state: showErrorsOf(state, currentPage, errors, compiled).state, focus: 'error' };
    if (!lastStepOfPage)
      return goTo(state, { kind: 'page', pageId: currentPage.id, step: stepIndex + 1 }, layout);
    const onPage = errorsOnPage(errors, currentPage, compiled);
    if (onPage.length > 0) {
      const at = onPage
        .map(([path]) => stepOfPath(currentSteps, path))
        .reduce((first, index) => Math.min(first, index), stepIndex);
      const moved = {
        ...state,
        place: { kind: 'page', pageId: currentPage.id, step: at } as const,
      };
      return { state: showErrorsOf(moved, currentPage, errors, compiled).state, focus: 'error' };
    }
  } else {
    const shown = showErrorsOf(state, currentPage, errors, compiled);
    if (shown.onPage > 0) return { state: shown.state, focus: 'error' };
    checked = shown.state;
  }
  if (checked.returnToReview)
    return goTo({ ...checked, returnToReview: false }, { kind: 'review' }, layout);
  return goTo(checked, placeAfterPage(pageIndex, layout), layout);
}

function back(state: NavigationState, layout: NavigationLayout): NavigationStep {
  const { visiblePages, pageSteps, oneQuestionAtATime } = layout;
  const { place } = state;
  const { stepIndex, pageIndex } = positionOf(place, layout);
  if (place.kind === 'page' && oneQuestionAtATime && stepIndex > 0)
    return goTo(state, { kind: 'page', pageId: place.pageId, step: stepIndex - 1 }, layout);
  const from = place.kind === 'review' ? visiblePages.length : pageIndex;
  for (let index = from - 1; index >= 0; index--) {
    const page = visiblePages[index] as CompiledPage;
    const steps = pageSteps[index]?.length ?? 0;
    if (oneQuestionAtATime && steps === 0) continue;
    return goTo(state, { kind: 'page', pageId: page.id, step: Math.max(steps - 1, 0) }, layout);
  }
  return { state };
}

function settle(state: NavigationState, layout: NavigationLayout): NavigationStep {
  const { place } = state;
  if (place.kind !== 'page') return { state };
  const { compiled, visibility, visiblePages, pageSteps, oneQuestionAtATime } = layout;
  const { currentPage, currentSteps, pageIndex } = positionOf(place, layout);
  // A page that became hidden while shown: the nearest visible one after it.
  if (!currentPage) {
    const order = compiled.pages.findIndex((page) => page.id === place.pageId);
    const following = compiled.pages.slice(order + 1).find((page) => visibility.pages[page.id]);
    return {
      state: {
        ...state,
        place: following ? { kind: 'page', pageId: following.id } : { kind: 'review' },
      },
    };
  }
  // A page with nothing to answer one question at a time is passed over.
  if (!oneQuestionAtATime || currentSteps.length > 0) return { state };
  const following = visiblePages
    .slice(pageIndex + 1)
    .find((_, index) => (pageSteps[pageIndex + 1 + index]?.length ?? 0) > 0);
  return {
    state: {
      ...state,
      place: following ? { kind: 'page', pageId: following.id } : { kind: 'review' },
    },
  };
}

// Shown errors follow the answers as they are corrected; new ones (a row just added) wait for
// the next "Siguiente", so nobody is told off for a field they have not reached yet.
function revalidate(state: NavigationState, layout: NavigationLayout): NavigationStep {
  if (state.checkedPages.size === 0) return { state };
  const result = validateAnswers(layout.compiled, layout.answers);
  const shown = state.errors;
  const next: Errors = {};
  for (const [path, messages] of Object.entries(result.errors))
    if (shown[path]) next[path] = messages;
  const same =
    Object.keys(next).length === Object.keys(shown).length &&
    Object.entries(next).every(([path, messages]) => shown[path]?.join() === messages.join());
  return { state: same ? state : { ...state, errors: next } };
}

// Leads to the first page with an error and shows its errors.
function reopenFirstError(
  state: NavigationState,
  all: Errors,
  layout: NavigationLayout,
): NavigationStep {
  const { compiled, visiblePages, pageSteps } = layout;
  const firstPath = Object.keys(all)
    .map((path) => ({ path, page: pageOfPath(compiled, path) }))
    .map(({ path, page }) => ({ path, index: visiblePages.findIndex((p) => p.id === page) }))
    .filter(({ index }) => index !== -1)
    .sort((a, b) => a.index - b.index)[0];
  const page = firstPath ? visiblePages[firstPath.index] : undefined;
  if (!page || !firstPath) return { state };
  const steps = pageSteps[firstPath.index] ?? [];
  return {
    state: {
      ...state,
      place: { kind: 'page', pageId: page.id, step: stepOfPath(steps, firstPath.path) },
      returnToReview: true,
      errors: all,
      checkedPages: withChecked(state.checkedPages, page.id),
      announcement: text.errorsElsewhere,
    },
    focus: 'error',
  };
}

function submit(state: NavigationState, layout: NavigationLayout): NavigationStep {
  if (state.submitting) return { state };
  const cleared = { ...state, submitError: null };
  const result = validateAnswers(layout.compiled, layout.answers);
  if (!result.ok) return reopenFirstError(cleared, result.errors, layout);
  return { state: { ...cleared, submitting: true } };
}

function submitted(
  state: NavigationState,
  outcome: SubmitOutcome | null,
  answers: Answers,
  layout: NavigationLayout,
): NavigationStep {
  const done = { ...state, submitting: false };
  if (!outcome || outcome.ok) return { state: done };
  if (Object.keys(outcome.errors).length > 0)
    return reopenFirstError(
      { ...done, serverErrors: { errors: outcome.errors, answers } },
      outcome.errors,
      layout,
    );
  return { state: { ...done, submitError: outcome.message ?? null } };
}

// Click to source: the question's page (its step, one question at a time) is opened, then the
// question is focused once it is drawn.
function focusSource(
  state: NavigationState,
  path: string,
  layout: NavigationLayout,
): NavigationStep {
  const { compiled, visiblePages, pageSteps, oneQuestionAtATime } = layout;
  const pageId = pageOfPath(compiled, path);
  const index = visiblePages.findIndex((page) => page.id === pageId);
  const page = visiblePages[index];
  if (!page) return { state: announce(state, text.sourceNotShown) };
  const stepAt = oneQuestionAtATime ? stepOfPath(pageSteps[index] ?? [], path) : 0;
  const { place } = state;
  if (place.kind === 'page' && place.pageId === page.id && (place.step ?? 0) === stepAt)
    return { state, focusPath: path };
  return {
    state: { ...state, place: { kind: 'page', pageId: page.id, step: stepAt } },
    checkpoint: true,
    focusPath: path,
  };
}

function announce(state: NavigationState, message: string): NavigationState {
  return state.announcement === message ? state : { ...state, announcement: message };
}

// Returns the same state object when nothing changes, so the player is not drawn again.
export function reduceNavigation(
  state: NavigationState,
  action: NavigationAction,
  layout: NavigationLayout,
): NavigationStep {
  switch (action.type) {
    case 'next':
      return next(state, layout);
    case 'back':
      return back(state, layout);
    case 'edit':
      return goTo(
        { ...state, returnToReview: true },
        { kind: 'page', pageId: action.pageId, step: 0 },
        layout,
      );
    case 'settle':
      return settle(state, layout);
    case 'revalidate':
      return revalidate(state, layout);
    case 'submit':
      return submit(state, layout);
    case 'submitted':
      return submitted(state, action.outcome, action.answers, layout);
    case 'focusSource':
      return focusSource(state, action.path, layout);
    case 'announce':
      return { state: announce(state, action.message) };
  }
}
