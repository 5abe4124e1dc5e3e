// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import { QuestionCard } from '../../../builder/components/QuestionCard';
import type { QuestionNode } from '../../../builder/model/editorModel';
import { loadDocumentAtom, modelAtom } from '../../../builder/state/editorAtoms';
import { createElement, createInterview, createPage, options } from '../../factories';

// The question card as a lawyer uses it: folded to a line, unfolded to edit; each edit is
// read back from the editor's model, as the save queue would send it.

const text = builderMessages.questions;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function showCard() {
  const store = createStore();
  store.set(loadDocumentAtom, {
    documentId: 'doc-1',
    settings: {
      name: 'Contrato',
      status: 'borrador',
      toggle: false,
      notarized: false,
      docx: false,
    },
    interview: createInterview([
      createPage('partes', [
        createElement('shortText', 'arrendador', { title: 'Nombre del arrendador' }),
        createElement('singleChoice', 'tipo', {
          title: 'Tipo de inmueble',
          required: true,
          items: options('casa', 'local'),
        }),
      ]),
    ]),
    version: 1,
  });
  const question = () => {
    const model = store.get(modelAtom);
    const found = model?.interview.pages[0]?.elements.find((element) => element.id === 'e-tipo');
    if (!found) throw new Error('no question');
    return found;
  };
  const draw = () => (
    <Provider store={store}>
      <QuestionCard target={{ kind: 'element', id: 'e-tipo' }} question={question()} />
    </Provider>
  );
  const view = render(draw());
  // The card is drawn again from the model, as the page does after each edit.
  const redraw = () => view.rerender(draw());
  return { store, question, redraw, user: userEvent.setup() };
}

const card = () => screen.getByRole('article', { name: 'Tipo de inmueble' });
const unfold = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(card()).getByRole('button', { name: new RegExp(text.expand) }));

describe('the question card', () => {
  it('shows the question folded to a line with its marks, and unfolds on click', async () => {
    const { user } = showCard();
    const toggle = within(card()).getByRole('button', { name: new RegExp(text.expand) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card()).getByText(text.required)).toBeInTheDocument();
    expect(within(card()).queryByLabelText(text.title)).toBeNull();
    await unfold(user);
    expect(within(card()).getByRole('button', { name: new RegExp(text.collapse) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card()).getByLabelText(text.title)).toHaveValue('Tipo de inmueble');
    expect(within(card()).getByLabelText(text.variable)).toHaveValue('tipo');
  });

  it('saves a new title once, when the field is left, and keeps a variable named by hand', async () => {
    const { user, question } = showCard();
    await unfold(user);
    const title = within(card()).getByLabelText(text.title);
    await user.clear(title);
    await user.type(title, 'Clase de inmueble');
    expect(question().title).toBe('Tipo de inmueble');
    await user.tab();
    expect(question().title).toBe('Clase de inmueble');
    expect(question().variable).toEqual(['tipo']);
  });

  it('refuses a variable name already used on the page, saying why', async () => {
    const { user, question } = showCard();
    await unfold(user);
    const variable = within(card()).getByLabelText(text.variable);
    await user.clear(variable);
    await user.type(variable, 'arrendador');
    expect(variable).toHaveAttribute('aria-invalid', 'true');
    expect(within(card()).getByText(text.duplicateVariable)).toBeInTheDocument();
    await user.tab();
    expect(question().variable).toEqual(['tipo']);
    await user.clear(variable);
    await user.type(variable, 'tipo inmueble');
    expect(within(card()).getByText(text.invalidVariable)).toBeInTheDocument();
  });

  it('makes the question optional with the switch', async () => {
    const { user, question } = showCard();
    await unfold(user);
    await user.click(within(card()).getByRole('switch', { name: text.required }));
    expect(question().required).toBe(false);
  });

  it('asks before a new type drops the options, and keeps them when the lawyer says no', async () => {
    const { user, question, redraw } = showCard();
    await unfold(user);
    // The browser's own confirmation, answered as the lawyer would.
    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    await user.selectOptions(within(card()).getByLabelText(text.type), 'shortText');
    expect(confirm).toHaveBeenCalledWith(text.changeTypeDropsItems(2));
    expect(question().name).toBe('singleChoice');
    confirm.mockReturnValue(true);
    await user.selectOptions(within(card()).getByLabelText(text.type), 'shortText');
    expect(question().name).toBe('shortText');
    expect(question().items).toEqual([]);
    redraw();
    expect(within(card()).queryByRole('region', { name: text.options })).toBeNull();
  });

  it('deletes the question with the bin', async () => {
    const { user, store } = showCard();
    await user.click(within(card()).getByRole('button', { name: text.delete }));
    const names = store.get(modelAtom)?.interview.pages[0]?.elements.map((element) => element.id);
    expect(names).toEqual(['e-arrendador']);
  });
});

describe('the options editor in the card', () => {
  const labels = (question: QuestionNode) => question.items.map((item) => item.title);

  it('lists the options, renames one when its field is left, adds and deletes', async () => {
    const { user, question, redraw } = showCard();
    await unfold(user);
    const section = within(card()).getByRole('region', { name: text.options });
    const fields = within(section).getAllByLabelText(text.optionLabel);
    expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['casa', 'local']);

    await user.clear(fields[0] as HTMLElement);
    await user.type(fields[0] as HTMLElement, 'Casa de habitación');
    await user.tab();
    expect(labels(question())).toEqual(['Casa de habitación', 'local']);

    await user.click(within(section).getByRole('button', { name: text.addOption }));
    expect(question().items).toHaveLength(3);
    redraw();
    const region = within(card()).getByRole('region', { name: text.options });
    expect(within(region).getAllByLabelText(text.optionLabel)).toHaveLength(3);

    await user.click(
      within(region).getAllByRole('button', { name: text.deleteOption })[1] as HTMLElement,
    );
    expect(labels(question())).not.toContain('local');
  });

  it('stores the value typed for an option, or none when it is cleared', async () => {
    const { user, question } = showCard();
    await unfold(user);
    const section = within(card()).getByRole('region', { name: text.options });
    const value = within(section).getAllByLabelText(text.optionValue)[1] as HTMLElement;
    await user.clear(value);
    await user.type(value, ' LOC ');
    await user.tab();
    expect(question().items[1]?.value).toEqual(['LOC']);
    await user.clear(value);
    await user.tab();
    expect(question().items[1]?.value).toEqual([]);
  });
});

describe('the condition in the card', () => {
  const condition = builderMessages.condition;

  it('turns the condition on and saves a rule only once it is complete', async () => {
    const { user, question, redraw } = showCard();
    await unfold(user);
    await user.click(within(card()).getByRole('switch', { name: text.conditional }));
    expect(question().conditional).toBe(true);
    redraw();
    const group = within(card()).getByRole('group', { name: condition.title });
    await user.click(within(group).getByRole('button', { name: condition.addRule }));
    await user.selectOptions(within(group).getByLabelText(condition.variable), 'arrendador');
    // A rule without its value is not saved.
    expect(question().statement).toBeNull();
    expect(within(group).getByText(condition.pending)).toBeInTheDocument();
    await user.type(within(group).getByLabelText(condition.value), 'Ana');
    await user.tab();
    expect(question().statement).toMatchObject({ variable: 'arrendador', condition: 'Ana' });
  });
});
