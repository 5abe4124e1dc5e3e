import { fc, test } from '@fast-check/vitest';
import type { QuestionType } from '@schemas/questionType';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../builder/model/applyCommand';
import { createElementOf, createItemOf } from '../../../builder/model/createQuestion';
import type { EditorCommand } from '../../../builder/model/editorCommand';
import {
  collectVariableNames,
  type EditorModel,
  takenNamesFor,
} from '../../../builder/model/editorModel';
import { invertCommand } from '../../../builder/model/invertCommand';
import { suggestVariableName } from '../../../builder/model/suggestVariableName';
import { toApiCalls } from '../../../builder/model/toApiCalls';
import { loadFixture } from '../../fixtures/loadFixture';

const fixtureModel = (): EditorModel => ({
  documentId: 'doc-1',
  settings: { name: 'Promesa', status: 'borrador', toggle: false, notarized: false, docx: true },
  interview: loadFixture('promiseOfSale'),
});

const ids = (model: EditorModel) =>
  model.interview.pages.map(
    (page) => `${page.id}: ${page.elements.map((element) => element.variable[0]).join(',')}`,
  );

describe('builder commands', () => {
  it('moves a question within a page and across pages', () => {
    const model = fixtureModel();
    const within = applyCommand(model, {
      type: 'moveQuestion',
      elementId: 'e-compradores',
      toPageId: 'pro-partes',
      index: 0,
    });
    expect(ids(within)[0]).toBe('pro-partes: compradores,vendedores');
    const across = applyCommand(model, {
      type: 'moveQuestion',
      elementId: 'e-gravamenes',
      toPageId: 'pro-precio',
      index: 1,
    });
    expect(ids(across)[1]).toBe('pro-inmuebles: inmuebles,gravamenes_detalle');
    expect(ids(across)[2]).toBe(
      'pro-precio: precio_total,gravamenes,arras,forma_pago,fecha_ultimo_pago',
    );
    expect(across.interview.pages[2]?.elements[1]?.pageId).toBe('pro-precio');
    // The input is never modified.
    expect(ids(model)[1]).toBe('pro-inmuebles: inmuebles,gravamenes,gravamenes_detalle');
  });

  it('adds, edits, reorders and deletes options of a choice question', () => {
    let model = fixtureModel();
    const element = model.interview.pages[2]?.elements[2];
    if (!element) throw new Error('no element');
    const option = createItemOf('option', element.id, null, element.items);
    model = applyCommand(model, {
      type: 'addItem',
      parent: { elementId: element.id, parentItemId: null },
      index: 0,
      item: option,
    });
    model = applyCommand(model, {
      type: 'updateItem',
      itemId: option.id,
      patch: { title: 'Permuta', value: ['permuta'] },
    });
    model = applyCommand(model, { type: 'moveItem', itemId: option.id, index: 3 });
    const options = model.interview.pages[2]?.elements[2]?.items.map((item) => item.title);
    expect(options).toEqual([
      'De contado, al firmar la escritura',
      'En cuotas',
      'Con crédito hipotecario',
      'Permuta',
    ]);
    model = applyCommand(model, { type: 'deleteItem', itemId: option.id });
    expect(model.interview.pages[2]?.elements[2]?.items).toHaveLength(3);
  });

  it('leaves the model as it is for a command on something that no longer exists', () => {
    const model = fixtureModel();
    expect(applyCommand(model, { type: 'deleteQuestion', elementId: 'nope' })).toBe(model);
    expect(applyCommand(model, { type: 'moveItem', itemId: 'nope', index: 0 })).toBe(model);
  });

  it('suggests unique variable names from titles', () => {
    const taken = new Set(['nombre_arrendatario']);
    expect(suggestVariableName('Nombre del arrendatario', taken)).toBe('nombre_arrendatario_2');
    expect(suggestVariableName('¿Cuál es la fecha de la firma?', taken)).toBe('cual_fecha_firma');
    expect(suggestVariableName('Ingresa aquí tu pregunta', taken)).toBe('pregunta_1');
    expect(suggestVariableName('123', new Set(['pregunta_1']))).toBe('pregunta_2');
  });

  it('persists a move as exchangeElement with 1-based positions', () => {
    const model = fixtureModel();
    expect(
      toApiCalls(model, {
        type: 'moveQuestion',
        elementId: 'e-gravamenes',
        toPageId: 'pro-precio',
        index: 1,
      }),
    ).toEqual([
      {
        key: 'POST documents/exchangeElement',
        body: { element_id: 'e-gravamenes', next_position: 2, page_id: 'pro-precio' },
      },
    ]);
  });

  it('persists a new question with its options as createElement then createItem calls', () => {
    const model = fixtureModel();
    const element = createElementOf('singleChoice', 'pro-precio', collectVariableNames(model));
    const calls = toApiCalls(model, {
      type: 'addQuestion',
      pageId: 'pro-precio',
      index: 4,
      element,
    });
    expect(calls.map((call) => call.key)).toEqual([
      'POST documents/createElement',
      'POST documents/createItem',
      'POST documents/createItem',
    ]);
    expect(calls[0]?.body).toMatchObject({
      id: element.id,
      page_id: 'pro-precio',
      element_name: 'singleChoice',
      element_title: 'Ingresa aquí tu pregunta',
      element_variable: ['pregunta_1'],
      position: 5,
    });
    expect(calls[2]?.body).toMatchObject({
      element_id: element.id,
      parent_item_id: null,
      item_name: 'option',
      item_title: 'Opción 2',
      position: 2,
    });
  });

  it('persists field edits with the update call’s camelCase names', () => {
    const model = fixtureModel();
    expect(
      toApiCalls(model, {
        type: 'updateQuestion',
        elementId: 'e-arras',
        patch: { title: 'Arras entregadas', required: true, statement: null },
      }),
    ).toEqual([
      {
        key: 'POST documents/updateElement',
        body: {
          documentId: 'doc-1',
          elementId: 'e-arras',
          elementTitle: 'Arras entregadas',
          elementRequired: true,
          statement: null,
        },
      },
    ]);
  });
});

// Random edits on the promise-of-sale fixture, and their undo.
const types: QuestionType[] = [
  'shortText',
  'number',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'repeatingList',
  'group',
];

function randomCommand(model: EditorModel, seed: number[]): EditorCommand {
  const pick = <T>(list: readonly T[], n: number): T | undefined =>
    list[n % Math.max(list.length, 1)];
  const pages = model.interview.pages;
  const page = pick(pages, seed[1] ?? 0);
  const elements = pages.flatMap((p) => p.elements);
  const element = pick(elements, seed[2] ?? 0);
  const items = elements.flatMap((e) => e.items);
  const item = pick(items, seed[3] ?? 0);
  switch ((seed[0] ?? 0) % 12) {
    case 0:
      return {
        type: 'addPage',
        index: seed[1] ?? 0,
        page: {
          id: crypto.randomUUID(),
          documentId: 'doc-1',
          name: 'Nueva',
          conditional: false,
          statement: null,
          elements: [],
        },
      };
    case 1:
      return page ? { type: 'deletePage', pageId: page.id } : { type: 'batch', commands: [] };
    case 2:
      return page
        ? { type: 'movePage', pageId: page.id, index: seed[2] ?? 0 }
        : { type: 'batch', commands: [] };
    case 3:
      return page
        ? {
            type: 'addQuestion',
            pageId: page.id,
            index: seed[2] ?? 0,
            element: createElementOf(
              pick(types, seed[3] ?? 0) ?? 'shortText',
              page.id,
              collectVariableNames(model),
            ),
          }
        : { type: 'batch', commands: [] };
    case 4:
      return element
        ? { type: 'deleteQuestion', elementId: element.id }
        : { type: 'batch', commands: [] };
    case 5:
      return element && page
        ? { type: 'moveQuestion', elementId: element.id, toPageId: page.id, index: seed[3] ?? 0 }
        : { type: 'batch', commands: [] };
    case 6:
      return element
        ? {
            type: 'updateQuestion',
            elementId: element.id,
            patch: { title: `Título ${seed[3]}`, required: (seed[3] ?? 0) % 2 === 0 },
          }
        : { type: 'batch', commands: [] };
    case 7:
      return item ? { type: 'deleteItem', itemId: item.id } : { type: 'batch', commands: [] };
    case 8:
      return item
        ? { type: 'moveItem', itemId: item.id, index: seed[1] ?? 0 }
        : { type: 'batch', commands: [] };
    case 9:
      return item
        ? { type: 'updateItem', itemId: item.id, patch: { title: 'Cambiado', help: 'Ayuda' } }
        : { type: 'batch', commands: [] };
    case 10:
      return {
        type: 'updateSettings',
        patch: { name: `Doc ${seed[1]}`, docx: (seed[2] ?? 0) % 2 === 0 },
      };
    default:
      return page
        ? {
            type: 'updatePage',
            pageId: page.id,
            patch: {
              name: `P ${seed[2]}`,
              conditional: true,
              statement: { type: 'isEmpty', variable: 'precio_total' },
            },
          }
        : { type: 'batch', commands: [] };
  }
}

describe('takenNamesFor', () => {
  it("gives a page question every other page question's name, and a sub-question its siblings'", () => {
    const model = fixtureModel();
    const forArras = takenNamesFor(model, { kind: 'element', id: 'e-arras' });
    expect(forArras.has('arras')).toBe(false);
    expect(forArras.has('precio_total')).toBe(true);
    expect(forArras.has('porcentaje_penal')).toBe(true);
    // Sub-question names live in their list's scope.
    expect(forArras.has('cedula')).toBe(false);
    expect([...takenNamesFor(model, { kind: 'item', id: 'i-cedula' })].sort()).toEqual([
      'conyuge',
      'estado_civil',
      'nombres',
    ]);
  });
});

describe('invertCommand', () => {
  test.prop(
    [
      fc.array(fc.array(fc.nat(50), { minLength: 4, maxLength: 4 }), {
        minLength: 1,
        maxLength: 25,
      }),
    ],
    { numRuns: 150 },
  )('undoing every edit in reverse order restores the document exactly', (seeds) => {
    const start = fixtureModel();
    let model = start;
    const inverses: EditorCommand[] = [];
    for (const seed of seeds) {
      const command = randomCommand(model, seed);
      inverses.push(invertCommand(model, command));
      model = applyCommand(model, command);
    }
    for (const inverse of inverses.reverse()) model = applyCommand(model, inverse);
    expect(model).toEqual(start);
  });
});

describe('renames', () => {
  it('rewrites the conditions that read a renamed variable, as the server does', () => {
    const model = fixtureModel();
    const renamed = applyCommand(model, {
      type: 'updateQuestion',
      elementId: 'e-forma_pago',
      patch: { variable: ['modo_pago'] },
    });
    const statements = renamed.interview.pages.map((page) => page.statement);
    expect(statements).toContainEqual({
      type: 'equals',
      variable: 'modo_pago',
      condition: 'cuotas',
    });
    expect(JSON.stringify(renamed)).not.toContain('"variable":"forma_pago"');
    // Undo brings every condition back.
    const undone = applyCommand(
      renamed,
      invertCommand(model, {
        type: 'updateQuestion',
        elementId: 'e-forma_pago',
        patch: { variable: ['modo_pago'] },
      }),
    );
    expect(undone).toEqual(model);
  });

  it('rewrites row-relative paths when a list or its field is renamed', () => {
    const model = fixtureModel();
    const renamed = applyCommand(model, {
      type: 'updateQuestion',
      elementId: 'e-vendedores',
      patch: { variable: ['promitentes'] },
    });
    const conyuge = renamed.interview.pages[0]?.elements[0]?.items.find(
      (item) => item.variable[0] === 'conyuge',
    );
    expect(conyuge?.statement).toEqual({
      type: 'equals',
      variable: 'promitentes.estado_civil',
      condition: 'casado',
    });
  });

  it('rewrites conditions comparing with an option whose stored value changed', () => {
    const model = fixtureModel();
    const formaPago = model.interview.pages[2]?.elements.find(
      (element) => element.variable[0] === 'forma_pago',
    );
    const cuotas = formaPago?.items.find((item) => item.value[0] === 'cuotas');
    if (!cuotas) throw new Error('no option');
    const renamed = applyCommand(model, {
      type: 'updateItem',
      itemId: cuotas.id,
      patch: { value: ['plazos'] },
    });
    expect(renamed.interview.pages[3]?.statement).toEqual({
      type: 'equals',
      variable: 'forma_pago',
      condition: 'plazos',
    });
  });
});

describe('calculations and validation rules in the builder', () => {
  const withCalculation = () => {
    const model = fixtureModel();
    const pageId = model.interview.pages[0]?.id as string;
    const element = createElementOf('calculation', pageId, new Set());
    element.calculation = {
      type: 'number',
      formula: {
        '+': [
          { count: [{ var: 'vendedores' }] },
          { condition: { type: 'equals', variable: 'forma_pago', condition: 'cuotas' } },
        ],
      },
      show: false,
    };
    const command: EditorCommand = { type: 'addQuestion', pageId, index: 0, element };
    return { model, element, command, added: applyCommand(model, command) };
  };

  it('creates a calculation with its settings and a rule with its own', () => {
    const { model, element, command } = withCalculation();
    expect(element).toMatchObject({ name: 'calculation', title: 'Nuevo cálculo' });
    expect(element.variable).toEqual(['calculo_1']);
    const [call] = toApiCalls(model, command);
    expect(call?.body).toMatchObject({
      element_name: 'calculation',
      element_calculation: element.calculation,
    });
    const rule = createElementOf('validationRule', 'p', new Set());
    expect(rule.validationRule).toEqual({ formula: null, message: '', scope: 'page' });
    expect(rule.items).toEqual([]);
  });

  it('saves a formula change with updateElement and undoes it', () => {
    const { element, added } = withCalculation();
    const patch = { calculation: { type: 'currency' as const, formula: 1, show: true } };
    const command: EditorCommand = { type: 'updateQuestion', elementId: element.id, patch };
    expect(toApiCalls(added, command)[0]?.body).toMatchObject({
      elementCalculation: patch.calculation,
    });
    const changed = applyCommand(added, command);
    expect(applyCommand(changed, invertCommand(added, command))).toEqual(added);
  });

  it('follows a renamed variable and a renamed option value into formulas, as the server does', () => {
    const { added, element } = withCalculation();
    const renamed = applyCommand(added, {
      type: 'updateQuestion',
      elementId: 'e-vendedores',
      patch: { variable: ['promitentes'] },
    });
    const formula = () =>
      renamed.interview.pages[0]?.elements.find((candidate) => candidate.id === element.id)
        ?.calculation?.formula;
    expect(formula()).toEqual({
      '+': [
        { count: [{ var: 'promitentes' }] },
        { condition: { type: 'equals', variable: 'forma_pago', condition: 'cuotas' } },
      ],
    });
    const formaPago = renamed.interview.pages[2]?.elements.find(
      (candidate) => candidate.variable[0] === 'forma_pago',
    );
    const cuotas = formaPago?.items.find((item) => item.value[0] === 'cuotas');
    if (!cuotas) throw new Error('no option');
    const revalued = applyCommand(renamed, {
      type: 'updateItem',
      itemId: cuotas.id,
      patch: { value: ['plazos'] },
    });
    expect(
      revalued.interview.pages[0]?.elements.find((candidate) => candidate.id === element.id)
        ?.calculation?.formula,
    ).toEqual({
      '+': [
        { count: [{ var: 'promitentes' }] },
        { condition: { type: 'equals', variable: 'forma_pago', condition: 'plazos' } },
      ],
    });
  });
});
