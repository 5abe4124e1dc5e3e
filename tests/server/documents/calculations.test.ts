import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, published, submitAnswers } from '../guests/support/guestsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { DocumentSession, signedInOwner } from './support/documentsApi';

// Calculations and validation rules are stored through the element calls, their formula checked
// by the engine like a condition: a formula that is unsafe, reads what does not exist or mixes
// kinds of values is refused with a Spanish 400 and nothing is stored.
describe.each(testDatabaseKinds)('calculations and validation rules on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** A lease: start date and months. */
  async function startLease() {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage('Plazo');
    await doc.addElement(page, { element_name: 'date', element_variable: ['inicio'] });
    const months = await doc.addElement(page, {
      element_name: 'number',
      element_variable: ['meses'],
    });
    return { doc, page, months };
  }

  const endDate = {
    type: 'date',
    formula: { addMonths: [{ var: 'inicio' }, { var: 'meses' }] },
    show: true,
  };

  async function expectRefused(
    doc: DocumentSession,
    call: string,
    body: Record<string, unknown>,
    fields: Array<{ field: string; message: string }>,
  ) {
    const before = await doc.load();
    const response = await doc.write('POST', call, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    expect(await doc.load()).toEqual(before);
  }

  it('stores a calculation and a validation rule and gives them back in the interview', async () => {
    const { doc, page } = await startLease();
    const created = await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'calculation',
      element_title: 'Fecha de terminación',
      element_variable: ['fin'],
      element_calculation: endDate,
    });
    expect(created.element).toMatchObject({ name: 'calculation', calculation: endDate });
    const rule = {
      formula: { '>=': [{ var: 'meses' }, 12] },
      message: 'El plazo mínimo es de 12 meses.',
      scope: 'page',
    };
    await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'validationRule',
      element_variable: ['plazo_minimo'],
      element_validation_rule: rule,
    });
    const { interview } = await doc.load();
    const elements = interview.pages[0].elements;
    expect(elements.map((element: { name: string }) => element.name)).toEqual([
      'date',
      'number',
      'calculation',
      'validationRule',
    ]);
    expect(elements[2].calculation).toEqual(endDate);
    expect(elements[3].validationRule).toEqual(rule);
  });

  it('gives a new calculation empty settings, and changes them with updateElement', async () => {
    const { doc, page } = await startLease();
    const created = await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'calculation',
    });
    expect(created.element.calculation).toEqual({ type: 'number', formula: null, show: false });
    const updated = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: created.element.id,
      elementCalculation: endDate,
    });
    expect(updated.element.calculation).toEqual(endDate);
  });

  it.each([
    [
      'an operation that is not a formula',
      { method: [{ var: 'inicio' }, 'toString'] },
      'La fórmula usa una operación desconocida: «method».',
    ],
    [
      'a reserved name',
      { addDays: [{ var: 'constructor' }, 1] },
      'La fórmula usa «constructor», un nombre reservado que no puede ser una variable.',
    ],
    [
      'a formula nested too deep',
      Array.from({ length: 10 }).reduce((inner) => ({ abs: [inner] }), 1),
      'La fórmula es demasiado compleja: como máximo 8 niveles de operaciones.',
    ],
    [
      'a variable that does not exist',
      { addDays: [{ var: 'firma' }, 30] },
      'La fórmula usa la variable «firma», que no existe en este documento.',
    ],
    [
      'a date added to a number',
      { '+': [{ var: 'inicio' }, 30] },
      '«Sumar» espera un número y recibe una fecha.',
    ],
  ])('refuses %s, storing nothing', async (_label, formula, message) => {
    const { doc, page } = await startLease();
    await expectRefused(
      doc,
      'createElement',
      {
        page_id: page,
        element_name: 'calculation',
        element_variable: ['fin'],
        element_calculation: { type: 'date', formula, show: false },
      },
      [{ field: 'element_calculation', message }],
    );
  });

  it('refuses calculations that depend on each other', async () => {
    const { doc, page } = await startLease();
    await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'calculation',
      element_variable: ['a'],
      element_calculation: { type: 'number', formula: { '+': [{ var: 'meses' }, 1] }, show: false },
    });
    const b = await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'calculation',
      element_variable: ['b'],
      element_calculation: { type: 'number', formula: { '+': [{ var: 'a' }, 1] }, show: false },
    });
    const { interview } = await doc.load();
    const a = interview.pages[0].elements[2].id;
    await expectRefused(
      doc,
      'updateElement',
      {
        documentId: doc.documentId,
        elementId: a,
        elementCalculation: { type: 'number', formula: { '+': [{ var: 'b' }, 1] }, show: false },
      },
      [
        {
          field: 'elementCalculation',
          message:
            'La fórmula forma un ciclo con «b»: cada cálculo depende del otro y ninguno puede calcularse.',
        },
        {
          field: 'elementCalculation',
          message:
            'En la pregunta «Ingresa aquí tu pregunta»: La fórmula forma un ciclo con «a»: cada cálculo depende del otro y ninguno puede calcularse.',
        },
      ],
    );
    expect(b.element.calculation.formula).toEqual({ '+': [{ var: 'a' }, 1] });
  });

  it('refuses formula settings on a question, and anything under a calculation', async () => {
    const { doc, page, months } = await startLease();
    await expectRefused(
      doc,
      'updateElement',
      { documentId: doc.documentId, elementId: months, elementCalculation: endDate },
      [
        {
          field: 'elementCalculation',
          message: 'solo un elemento de tipo «Cálculo» tiene tipo y fórmula de cálculo',
        },
      ],
    );
    const calculation = await doc.addElement(page, {
      element_name: 'calculation',
      element_calculation: endDate,
    });
    await expectRefused(doc, 'createItem', { element_id: calculation, item_name: 'shortText' }, [
      {
        field: 'item_name',
        message: 'una pregunta de tipo «Cálculo» no tiene opciones ni preguntas dentro',
      },
    ]);
  });

  it('follows a renamed question into the formulas that read it', async () => {
    const { doc, page, months } = await startLease();
    const end = await doc.addElement(page, {
      element_name: 'calculation',
      element_variable: ['fin'],
      element_calculation: endDate,
    });
    const rule = await doc.addElement(page, {
      element_name: 'validationRule',
      element_variable: ['minimo'],
      element_validation_rule: {
        formula: {
          and: [
            { condition: { type: 'greaterOrEqual', variable: 'meses', condition: 12 } },
            { '<': [{ var: 'meses' }, 120] },
          ],
        },
        message: 'Entre 12 y 120 meses.',
        scope: 'page',
      },
    });
    const renamed = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: months,
      elementVariable: ['plazo_meses'],
    });
    expect(renamed.renamedReferences).toEqual([
      {
        kind: 'element',
        id: end,
        calculation: {
          ...endDate,
          formula: { addMonths: [{ var: 'inicio' }, { var: 'plazo_meses' }] },
        },
      },
      {
        kind: 'element',
        id: rule,
        validationRule: {
          formula: {
            and: [
              { condition: { type: 'greaterOrEqual', variable: 'plazo_meses', condition: 12 } },
              { '<': [{ var: 'plazo_meses' }, 120] },
            ],
          },
          message: 'Entre 12 y 120 meses.',
          scope: 'page',
        },
      },
    ]);
    const { interview } = await doc.load();
    expect(interview.pages[0].elements[2].calculation.formula).toEqual({
      addMonths: [{ var: 'inicio' }, { var: 'plazo_meses' }],
    });
  });

  it('refuses a guest submission that breaks a rule, and sums the shown calculation in the summary', async () => {
    const doc = await DocumentSession.start(api, token, 'Sucesión');
    const page = await doc.addPage('Herederos');
    const heirs = await doc.addElement(page, {
      element_name: 'repeatingList',
      element_title: 'Herederos',
      element_variable: ['herederos'],
    });
    await doc.addItem(heirs, {
      item_name: 'number',
      item_title: 'Porcentaje',
      item_variable: ['porcentaje'],
    });
    await doc.addElement(page, {
      element_name: 'calculation',
      element_title: 'Total de porcentajes',
      element_variable: ['total'],
      element_calculation: {
        type: 'number',
        formula: { sum: [{ var: 'herederos.porcentaje' }] },
        show: true,
      },
    });
    await doc.addElement(page, {
      element_name: 'validationRule',
      element_variable: ['cien'],
      element_validation_rule: {
        formula: { '==': [{ var: 'total' }, 100] },
        message: 'La suma de los porcentajes de los herederos debe ser 100 %',
        scope: 'interview',
      },
    });
    await published(doc);
    const link = await createLink(doc);
    const refused = await submitAnswers(api, link, {
      answers: { herederos: [{ porcentaje: 60 }, { porcentaje: 30 }], total: 100 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'herederos', message: 'La suma de los porcentajes de los herederos debe ser 100 %' },
    ]);
    const accepted = await submitAnswers(api, link, {
      answers: { herederos: [{ porcentaje: 60 }, { porcentaje: 40 }] },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().submission.summary[0].lines).toContainEqual({
      path: 'total',
      label: 'Total de porcentajes',
      value: '100',
    });
  });
});
