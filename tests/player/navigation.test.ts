import { compileInterview, evaluateVisibility } from '@engine/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../player/model/answers';
import {
  forwardOf,
  initialNavigation,
  type NavigationAction,
  type NavigationLayout,
  type NavigationState,
  positionOf,
  reduceNavigation,
  shownErrorsOf,
  stepsOfPages,
} from '../../player/model/navigation';
import { playerMessages as text } from '../../player/playerMessages';
import {
  createElement,
  createInterview,
  createPage,
  createRule,
  options,
  when,
} from '../factories';

// The player's navigation and sending as a reducer: no DOM, only what the guest would see (the
// place on screen, the progress, the errors shown, what is announced) after each button.

const lease = compileInterview(
  createInterview([
    createPage(
      'partes',
      [
        createElement('shortText', 'arrendatario', { title: 'Arrendatario', required: true }),
        createElement('singleChoice', 'tipo', {
          title: 'Tipo de inmueble',
          required: true,
          items: options('casa', 'local'),
        }),
      ],
      null,
      'Las partes',
    ),
    createPage(
      'inventario',
      [createElement('shortText', 'muebles', { title: 'Muebles', required: true })],
      when('tipo', 'equals', 'casa'),
      'Inventario',
    ),
    createPage(
      'dinero',
      [
        createElement('currency', 'canon', { title: 'Canon mensual', required: true }),
        createElement('date', 'inicio', { title: 'Fecha de inicio' }),
      ],
      null,
      'Condiciones económicas',
    ),
  ]),
);

function layoutOf(
  compiled: CompiledInterview,
  answers: Answers,
  oneQuestionAtATime = false,
): NavigationLayout {
  const visibility = evaluateVisibility(compiled, answers);
  const visiblePages = compiled.pages.filter((page) => visibility.pages[page.id] === true);
  const shape = { compiled, visibility, visiblePages, oneQuestionAtATime };
  return { ...shape, answers, pageSteps: stepsOfPages(shape) };
}

// A guest on `compiled` with these answers: presses buttons and reads the screen.
function guest(compiled: CompiledInterview, answers: Answers = {}, oneQuestionAtATime = false) {
  let layout = layoutOf(compiled, answers, oneQuestionAtATime);
  let state = initialNavigation(compiled, layout.visibility);
  return {
    press(action: NavigationAction) {
      const step = reduceNavigation(state, action, layout);
      state = step.state;
      return step;
    },
    answer(more: Answers) {
      layout = layoutOf(compiled, { ...layout.answers, ...more }, oneQuestionAtATime);
    },
    get state(): NavigationState {
      return state;
    },
    get layout() {
      return layout;
    },
    // The heading on screen.
    get where() {
      const { place } = state;
      return place.kind === 'review'
        ? 'review'
        : layout.visiblePages.find((page) => page.id === place.pageId)?.title;
    },
    get progress() {
      const { step, totalSteps } = positionOf(state.place, layout);
      return text.progress(step, totalSteps);
    },
    get forward() {
      return forwardOf(state, positionOf(state.place, layout), true);
    },
  };
}

describe('the player navigation', () => {
  it('opens on the first visible page and counts the review as the last step', () => {
    const player = guest(lease);
    expect(player.where).toBe('Las partes');
    expect(player.progress).toBe(text.progress(1, 3));
    expect(player.forward).toBe('next');
  });

  it('keeps the guest on a page with a required answer missing and shows its errors', () => {
    const player = guest(lease);
    const step = player.press({ type: 'next' });
    expect(player.where).toBe('Las partes');
    expect(step.focus).toBe('error');
    expect(step.checkpoint).toBeUndefined();
    expect(player.state.checkedPages.has('partes')).toBe(true);
    expect(Object.keys(player.state.errors).sort()).toEqual(['arrendatario', 'canon', 'tipo']);
    expect(player.state.announcement).toBe(text.errorsOnPage(2));
  });

  it('goes on once the page is answered, saves at once and announces the new page', () => {
    const player = guest(lease, { arrendatario: 'Ana', tipo: 'casa' });
    expect(player.progress).toBe(text.progress(1, 4));
    const step = player.press({ type: 'next' });
    expect(step).toMatchObject({ checkpoint: true, focus: 'heading' });
    expect(player.where).toBe('Inventario');
    expect(player.progress).toBe(text.progress(2, 4));
    expect(player.state.announcement).toBe(text.pageAnnouncement('Inventario', 2, 4));
  });

  it('passes over a hidden page, reaches the review, and comes back with Anterior', () => {
    const player = guest(lease, { arrendatario: 'Ana', tipo: 'local' });
    player.press({ type: 'next' });
    expect(player.where).toBe('Condiciones económicas');
    expect(player.forward).toBe('toReview');
    player.answer({ canon: 500 });
    player.press({ type: 'next' });
    expect(player.where).toBe('review');
    expect(player.state.announcement).toBe(text.reviewAnnouncement);
    expect(player.forward).toBe('submit');
    player.press({ type: 'back' });
    expect(player.where).toBe('Condiciones económicas');
    player.press({ type: 'back' });
    expect(player.where).toBe('Las partes');
    // "Anterior" on the first page changes nothing.
    const before = player.state;
    expect(player.press({ type: 'back' }).state).toBe(before);
  });

  it('leaves a page hidden by an answer for the next visible one', () => {
    const player = guest(lease, { arrendatario: 'Ana', tipo: 'casa' });
    player.press({ type: 'next' });
    expect(player.where).toBe('Inventario');
    player.answer({ tipo: 'local' });
    expect(positionOf(player.state.place, player.layout).currentPage).toBeUndefined();
    player.press({ type: 'settle' });
    expect(player.where).toBe('Condiciones económicas');
    // Settled: nothing more moves.
    const settled = player.state;
    expect(player.press({ type: 'settle' }).state).toBe(settled);
  });

  it('returns to the review after editing a page from it', () => {
    const player = guest(lease, { arrendatario: 'Ana', tipo: 'local', canon: 500 });
    player.press({ type: 'next' });
    player.press({ type: 'next' });
    expect(player.where).toBe('review');
    player.press({ type: 'edit', pageId: 'partes' });
    expect(player.where).toBe('Las partes');
    expect(player.forward).toBe('toReview');
    player.press({ type: 'next' });
    expect(player.where).toBe('review');
    expect(player.state.returnToReview).toBe(false);
  });

  it('follows the answers with the errors shown, and never adds one the guest has not reached', () => {
    const player = guest(lease);
    player.press({ type: 'next' });
    player.answer({ arrendatario: 'Ana' });
    player.press({ type: 'revalidate' });
    expect(Object.keys(player.state.errors).sort()).toEqual(['canon', 'tipo']);
    const shown = player.state;
    expect(player.press({ type: 'revalidate' }).state).toBe(shown);
  });

  it('announces a message from the page only when it is new', () => {
    const player = guest(lease);
    player.press({ type: 'announce', message: 'Fila añadida.' });
    const announced = player.state;
    expect(announced.announcement).toBe('Fila añadida.');
    expect(player.press({ type: 'announce', message: 'Fila añadida.' }).state).toBe(announced);
  });
});

describe('sending from the review', () => {
  it('leads to the first page with an error instead of sending, then back to the review', () => {
    const player = guest(lease, { arrendatario: 'Ana', tipo: 'local' });
    player.press({ type: 'edit', pageId: 'dinero' });
    player.press({ type: 'back' });
    expect(player.where).toBe('Las partes');
    // The review is reached by its step only through the pages; a submit from any place checks all.
    const step = player.press({ type: 'submit' });
    expect(step.focus).toBe('error');
    expect(player.state.submitting).toBe(false);
    expect(player.where).toBe('Condiciones económicas');
    expect(player.state.announcement).toBe(text.errorsElsewhere);
    expect(player.state.returnToReview).toBe(true);
    expect(player.state.errors.canon).toBeDefined();
  });

  it('marks the sending, then shows the server’s refusal at its question until it is changed', () => {
    const answers = { arrendatario: 'Ana', tipo: 'local', canon: 500 };
    const player = guest(lease, answers);
    player.press({ type: 'next' });
    player.press({ type: 'next' });
    expect(player.where).toBe('review');
    expect(player.press({ type: 'submit' }).state.submitting).toBe(true);
    const refusal = { canon: ['El canon supera el máximo del plan.'] };
    player.press({ type: 'submitted', outcome: { ok: false, errors: refusal }, answers });
    expect(player.state.submitting).toBe(false);
    expect(player.where).toBe('Condiciones económicas');
    expect(player.forward).toBe('toReview');
    const { errors, serverErrors } = player.state;
    expect(shownErrorsOf(errors, serverErrors, answers).canon).toEqual(refusal.canon);
    expect(shownErrorsOf(errors, serverErrors, { ...answers, canon: 600 }).canon).toEqual(
      refusal.canon,
    );
    // The merged errors drop the server's once the answer changed: the engine's stay.
    const changed = shownErrorsOf({}, serverErrors, { ...answers, canon: 600 });
    expect(changed.canon).toBeUndefined();
  });

  it('shows a refusal of the whole sending above the buttons, and clears it on the next try', () => {
    const answers = { arrendatario: 'Ana', tipo: 'local', canon: 500 };
    const player = guest(lease, answers);
    player.press({ type: 'next' });
    player.press({ type: 'next' });
    player.press({ type: 'submit' });
    player.press({
      type: 'submitted',
      outcome: { ok: false, errors: {}, message: 'El enlace ya no acepta respuestas.' },
      answers,
    });
    expect(player.where).toBe('review');
    expect(player.state.submitError).toBe('El enlace ya no acepta respuestas.');
    expect(player.press({ type: 'submit' }).state.submitError).toBeNull();
    player.press({ type: 'submitted', outcome: { ok: true }, answers });
    expect(player.state).toMatchObject({ submitting: false, submitError: null });
    expect(player.where).toBe('review');
  });

  it('ends the sending when the host failed without an answer', () => {
    const answers = { arrendatario: 'Ana', tipo: 'local', canon: 500 };
    const player = guest(lease, answers);
    player.press({ type: 'next' });
    player.press({ type: 'next' });
    player.press({ type: 'submit' });
    player.press({ type: 'submitted', outcome: null, answers });
    expect(player.state).toMatchObject({ submitting: false, submitError: null });
  });
});

describe('one question at a time', () => {
  const withRule = compileInterview(
    createInterview([
      createPage(
        'fechas',
        [
          createElement('number', 'desde', { title: 'Desde el año' }),
          createElement('number', 'hasta', { title: 'Hasta el año' }),
          createRule('orden', { '<=': [{ var: 'desde' }, { var: 'hasta' }] }, 'Revise los años.'),
        ],
        null,
        'Fechas',
      ),
      createPage('vacia', [], null, 'Vacía'),
      createPage(
        'firma',
        [createElement('shortText', 'ciudad', { title: 'Ciudad', required: true })],
        null,
        'Firma',
      ),
    ]),
  );

  it('counts questions, not pages, and passes over a page with nothing to answer', () => {
    const player = guest(withRule, {}, true);
    expect(player.progress).toBe(text.progress(1, 4));
    player.press({ type: 'next' });
    expect(positionOf(player.state.place, player.layout).stepIndex).toBe(1);
    expect(player.progress).toBe(text.progress(2, 4));
    player.press({ type: 'next' });
    expect(player.where).toBe('Firma');
    expect(player.progress).toBe(text.progress(3, 4));
    player.press({ type: 'back' });
    expect(player.where).toBe('Fechas');
    expect(player.progress).toBe(text.progress(2, 4));
  });

  it('checks the page’s rules at its last question and returns to the first question it names', () => {
    const player = guest(withRule, { desde: 2030, hasta: 2020 }, true);
    player.press({ type: 'next' });
    const step = player.press({ type: 'next' });
    expect(step.focus).toBe('error');
    expect(player.where).toBe('Fechas');
    expect(player.state.checkedPages.has('fechas')).toBe(true);
    expect(Object.values(player.state.errors).flat()).toContain('Revise los años.');
  });

  it('opens the page of a question asked for by the document pane, at its step', () => {
    const player = guest(withRule, {}, true);
    const step = player.press({ type: 'focusSource', path: 'ciudad' });
    expect(step).toMatchObject({ checkpoint: true, focusPath: 'ciudad' });
    expect(player.where).toBe('Firma');
    const again = player.press({ type: 'focusSource', path: 'ciudad' });
    expect(again.checkpoint).toBeUndefined();
    expect(again.focusPath).toBe('ciudad');
    player.press({ type: 'focusSource', path: 'nadie' });
    expect(player.state.announcement).toBe(text.sourceNotShown);
    expect(player.where).toBe('Firma');
  });
});
