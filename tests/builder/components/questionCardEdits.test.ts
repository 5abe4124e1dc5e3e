import { describe, expect, it } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import {
  changeTypeEdit,
  takesPlaceholder,
  titlePatch,
  variableProblem,
} from '../../../builder/components/questionCardEdits';
import { createElement, options } from '../../factories';

// A question card's decisions without a DOM: what a new title, a variable typed or a new type
// change in the question.

const text = builderMessages.questions;
const target = { kind: 'element', id: 'e-tipo' } as const;

describe('a question card’s edits', () => {
  it('renames a variable that still follows the title, never one named by hand', () => {
    const following = createElement('shortText', 'nombre_cliente', {
      title: 'Nombre del cliente',
    });
    expect(titlePatch(following, 'Nombre del comprador', new Set())).toEqual({
      title: 'Nombre del comprador',
      variable: ['nombre_comprador'],
    });
    const byDefault = createElement('shortText', 'pregunta_3', { title: 'Pregunta' });
    expect(titlePatch(byDefault, 'Ciudad', new Set()).variable).toEqual(['ciudad']);
    const byHand = createElement('shortText', 'cliente', { title: 'Nombre del cliente' });
    expect(titlePatch(byHand, 'Nombre del comprador', new Set())).toEqual({
      title: 'Nombre del comprador',
    });
  });

  it('says why a variable typed cannot be kept', () => {
    const taken = new Set(['arrendador']);
    expect(variableProblem('arrendador', 'tipo', taken)).toBe(text.duplicateVariable);
    expect(variableProblem('tipo inmueble', 'tipo', taken)).toBe(text.invalidVariable);
    expect(variableProblem('tipo_inmueble', 'tipo', taken)).toBeNull();
  });

  it('offers an example only where an answer is typed or picked from a list', () => {
    expect(takesPlaceholder('shortText')).toBe(true);
    expect(takesPlaceholder('dropdown')).toBe(true);
    expect(takesPlaceholder('yesNo')).toBe(false);
    expect(takesPlaceholder('calculation')).toBe(false);
  });

  it('keeps the options between two choice types, and drops them for a text', () => {
    const choice = createElement('singleChoice', 'tipo', { items: options('casa', 'local') });
    expect(changeTypeEdit(target, choice, 'dropdown')).toEqual({
      drops: 0,
      command: { type: 'updateQuestion', elementId: 'e-tipo', patch: { name: 'dropdown' } },
    });
    const { drops, command } = changeTypeEdit(target, choice, 'shortText');
    expect(drops).toBe(2);
    expect(command.type === 'batch' && command.commands.map((each) => each.type)).toEqual([
      'deleteItem',
      'deleteItem',
      'updateQuestion',
    ]);
  });

  it('starts a choice with two options, a group with one question, a calculation with its formula', () => {
    const plain = createElement('shortText', 'tipo');
    const toChoice = changeTypeEdit(target, plain, 'singleChoice').command;
    expect(toChoice.type === 'batch' && toChoice.commands.map((each) => each.type)).toEqual([
      'updateQuestion',
      'addItem',
      'addItem',
    ]);
    const toGroup = changeTypeEdit(target, plain, 'group').command;
    expect(toGroup.type === 'batch' && toGroup.commands.at(-1)).toMatchObject({
      type: 'addItem',
      item: { name: 'shortText' },
    });
    const toCalculation = changeTypeEdit(target, plain, 'calculation');
    expect(toCalculation.drops).toBe(0);
    expect(toCalculation.command).toMatchObject({
      patch: { name: 'calculation', calculation: expect.any(Object) },
    });
  });
});
