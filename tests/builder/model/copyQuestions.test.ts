import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../builder/model/applyCommand';
import { copyQuestions } from '../../../builder/model/copyQuestions';
import type { EditorModel } from '../../../builder/model/editorModel';
import { toApiCalls } from '../../../builder/model/toApiCalls';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createOption,
  createPage,
  when,
} from '../../factories';

// The question library: what another interview's pages and questions become when copied here.

const source = createInterview([
  createPage('s1', [
    createElement('singleChoice', 'estado_civil', {
      items: [createOption('soltero'), createOption('casado')],
    }),
    createElement('shortText', 'conyuge', { statement: when('estado_civil', 'equals', 'casado') }),
    createElement('shortText', 'nombre', { statement: when('edad', 'greaterThan', 17) }),
    createElement('repeatingList', 'hijos', {
      items: [createField('shortText', 'nombre'), createField('number', 'edad')],
    }),
    createCalculation('total_hijos', 'number', { count: [{ var: 'hijos' }] }),
  ]),
  createPage('s2', [createElement('number', 'edad')], when('estado_civil', 'equals', 'casado')),
]);

const target = (): EditorModel => ({
  documentId: 'doc-target',
  settings: { name: 'Destino', status: '', toggle: false, notarized: false, docx: false },
  interview: createInterview([
    createPage('t1', [
      createElement('shortText', 'nombre'),
      createElement('shortText', 'estado_civil'),
    ]),
  ]),
});

describe('copyQuestions', () => {
  it('copies questions with new ids, renaming colliding names and the conditions that read them', () => {
    const model = target();
    const result = copyQuestions(
      source,
      { pageIds: [], elementIds: ['e-estado_civil', 'e-conyuge', 'e-hijos', 'e-total_hijos'] },
      model,
      't1',
    );
    expect(result.renamed).toEqual([{ from: 'estado_civil', to: 'estado_civil_2' }]);
    expect(result.dropped).toBe(0);
    const after = applyCommand(model, result.command as NonNullable<typeof result.command>);
    const elements = after.interview.pages[0]?.elements ?? [];
    expect(elements.map((element) => element.variable[0])).toEqual([
      'nombre',
      'estado_civil',
      'estado_civil_2',
      'conyuge',
      'hijos',
      'total_hijos',
    ]);
    expect(elements[3]?.statement).toEqual(when('estado_civil_2', 'equals', 'casado'));
    expect(elements[2]?.items.map((item) => item.title)).toEqual(['soltero', 'casado']);
    expect(elements[5]?.calculation?.formula).toEqual({ count: [{ var: 'hijos' }] });
    const copies = elements.slice(2);
    const ids = copies.flatMap((element) => [element.id, ...element.items.map((item) => item.id)]);
    expect(ids.filter((id) => /^(e|i|o)-/.test(id))).toEqual([]);
    // Saved by the usual calls, options and fields included, one undo step.
    const calls = toApiCalls(model, result.command as NonNullable<typeof result.command>);
    expect(calls.map((call) => call.key)).toEqual([
      'POST documents/createElement',
      'POST documents/createItem',
      'POST documents/createItem',
      'POST documents/createElement',
      'POST documents/createElement',
      'POST documents/createItem',
      'POST documents/createItem',
      'POST documents/createElement',
    ]);
  });

  it('drops a condition that reads a question neither copied nor here, and says so', () => {
    const result = copyQuestions(source, { pageIds: [], elementIds: ['e-nombre'] }, target(), 't1');
    const added = result.command?.type === 'batch' ? result.command.commands[0] : null;
    expect(added).toMatchObject({
      type: 'addQuestion',
      element: { variable: ['nombre_2'], conditional: false, statement: null },
    });
    expect(result.dropped).toBe(1);
  });

  it('copies a whole page with its condition, following a question copied with it', () => {
    const result = copyQuestions(
      source,
      { pageIds: ['s2'], elementIds: ['e-estado_civil'] },
      target(),
      't1',
    );
    const after = applyCommand(target(), result.command as NonNullable<typeof result.command>);
    expect(after.interview.pages).toHaveLength(2);
    expect(after.interview.pages[1]).toMatchObject({
      name: 'Página s2',
      conditional: true,
      statement: when('estado_civil_2', 'equals', 'casado'),
    });
    expect(after.interview.pages[1]?.elements[0]?.variable).toEqual(['edad']);
  });
});
