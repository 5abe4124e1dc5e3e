import { checkFormulaShape } from '@engine/formulas/formulaShape';
import {
  compileInterview,
  evaluateVisibility,
  findBlockingProblems,
  InterviewCompileError,
  lintInterview,
  renderTemplate,
  resolvedToText,
  summarizeAnswers,
  validateAnswers,
} from '@engine/index';
import type { TemplateContent } from '@schemas/template';
import { describe, expect, it } from 'vitest';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createPage,
  createRule,
  when,
} from '../../factories';

const v = (path: string) => ({ var: path });

// A succession: heirs with their share, an estate value, the total of the shares and each
// heir's amount, an age, a deadline, and rules across answers.
const succession = () =>
  createInterview([
    createPage('p1', [
      createCalculation(
        'total_porcentajes',
        'number',
        { sum: [v('herederos.porcentaje')] },
        { show: true },
      ),
      createElement('currency', 'patrimonio', { title: 'Valor del patrimonio' }),
      createElement('yesNo', 'hay_legado'),
      createElement('currency', 'legado', { statement: when('hay_legado', 'equals', true) }),
      createElement('repeatingList', 'herederos', {
        items: [
          createField('shortText', 'nombre'),
          createField('number', 'porcentaje'),
          createField('date', 'nacimiento'),
          createField('yesNo', 'renuncia'),
          createField('shortText', 'motivo', {
            statement: when('herederos.renuncia', 'equals', true),
          }),
          createField('number', 'deuda', { statement: when('herederos.renuncia', 'equals', true) }),
        ],
      }),
      createCalculation('a_repartir', 'currency', {
        '-': [v('patrimonio'), { firstNonEmpty: [v('legado'), 0] }],
      }),
      createCalculation('deudas', 'number', { sum: [v('herederos.deuda')] }),
      createCalculation('hay_menor', 'yesNo', {
        anyRow: [
          v('herederos'),
          { '<': [{ yearsBetween: [v('herederos.nacimiento'), '2026-06-01'] }, 18] },
        ],
      }),
      createElement('shortText', 'curador', { statement: when('hay_menor', 'equals', true) }),
      createRule(
        'suma_cien',
        { '==': [v('total_porcentajes'), 100] },
        'La suma de los porcentajes de los herederos debe ser 100 %',
      ),
    ]),
    createPage(
      'p2',
      [
        createElement('date', 'inicio'),
        createElement('number', 'plazo_meses'),
        createCalculation(
          'fin',
          'date',
          { addMonths: [v('inicio'), v('plazo_meses')] },
          { show: true },
        ),
        createElement('date', 'entrega'),
        createRule(
          'entrega_antes',
          { '<=': [v('entrega'), v('fin')] },
          'La entrega debe ser antes del fin.',
          'interview',
        ),
      ],
      when('patrimonio', 'greaterThan', 0),
    ),
  ]);

const heirs = [
  { nombre: 'Juan', porcentaje: 33.33, nacimiento: '1980-01-01', renuncia: false, deuda: 500 },
  {
    nombre: 'Ana',
    porcentaje: 33.33,
    nacimiento: '2010-07-01',
    renuncia: true,
    motivo: 'x',
    deuda: 20,
  },
  { nombre: 'Inés', porcentaje: 33.34, nacimiento: '1990-01-01', renuncia: false },
];

describe('calculations', () => {
  const compiled = compileInterview(succession());

  it('computes values from the answers and lets conditions read them', () => {
    const visibility = evaluateVisibility(compiled, { patrimonio: 90000, herederos: heirs });
    expect(visibility.values).toMatchObject({
      total_porcentajes: 100,
      a_repartir: 90000,
      hay_menor: true,
    });
    expect(visibility.fields.curador).toBe(true);
    expect(evaluateVisibility(compiled, { herederos: heirs.slice(0, 1) }).fields.curador).toBe(
      false,
    );
  });

  it('does not feed a computation with hidden answers', () => {
    // The legacy amount is hidden without a legacy; Juan's debt is hidden since he does not renounce.
    const visibility = evaluateVisibility(compiled, {
      patrimonio: 1000,
      hay_legado: false,
      legado: 400,
      herederos: heirs,
    });
    expect(visibility.values.a_repartir).toBe(1000);
    expect(visibility.values.deudas).toBe(20);
    const shown = evaluateVisibility(compiled, { patrimonio: 1000, hay_legado: true, legado: 400 });
    expect(shown.values.a_repartir).toBe(600);
  });

  it('gives an empty value when an input is unanswered, never NaN', () => {
    const visibility = evaluateVisibility(compiled, { inicio: '2026-01-31' });
    expect(visibility.values.fin).toBeNull();
    expect(visibility.values.a_repartir).toBeNull();
    const answers = { patrimonio: 1, inicio: '2026-01-31', plazo_meses: 1 };
    expect(evaluateVisibility(compiled, answers).values.fin).toBe('2026-02-28');
    // The same answers on a page that is not shown (no estate) feed nothing.
    expect(evaluateVisibility(compiled, { ...answers, patrimonio: 0 }).values.fin).toBeNull();
  });

  it('ignores and prunes an answer sent under a calculation name', () => {
    const answers = { patrimonio: 10, total_porcentajes: 100, herederos: heirs };
    expect(
      evaluateVisibility(compiled, { ...answers, herederos: [] }).values.total_porcentajes,
    ).toBe(0);
    const result = validateAnswers(compiled, answers);
    expect(result.pruned).toContain('total_porcentajes');
    expect(result.answers).not.toHaveProperty('total_porcentajes');
  });

  it('records the dependency edges of each computation in the artifact', () => {
    expect(compiled.dependents.herederos).toEqual(
      expect.arrayContaining(['value:total_porcentajes', 'value:deudas', 'value:hay_menor']),
    );
    expect(compiled.dependents.total_porcentajes).toBeUndefined();
    expect(compiled.dependents.hay_menor).toEqual(['field:curador']);
    expect(compiled.dependents.plazo_meses).toEqual(['value:fin']);
  });

  it('recomputes only what depends on a changed answer', () => {
    const answers: Record<string, unknown> = { patrimonio: 1000, herederos: heirs };
    const before = evaluateVisibility(compiled, answers);
    const same = evaluateVisibility(
      compiled,
      { ...answers, entrega: '2026-01-01' },
      'entrega',
      before,
    );
    expect(same).toBe(before);
    const next = evaluateVisibility(compiled, { ...answers, patrimonio: 2000 }, 'patrimonio', same);
    expect(next.values.a_repartir).toBe(2000);
  });

  it('recomputes, after one answer, only the calculations that read it, each once', () => {
    // Each calculation reads its own answers, so which answers an evaluation reads (and how often)
    // tells which calculations it computed: `suma` reads a and b, `doble` (reading `suma`) reads
    // k, `fin` reads fecha; `mostrar` is a question shown while `doble` exceeds 10.
    const compiledChain = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('number', 'a'),
          createElement('number', 'b'),
          createElement('number', 'k'),
          createElement('date', 'fecha'),
          createCalculation('suma', 'number', { '+': [v('a'), v('b')] }),
          createCalculation('doble', 'number', { '*': [v('suma'), v('k')] }),
          createCalculation('fin', 'date', { addMonths: [v('fecha'), 12] }),
          createElement('shortText', 'mostrar', {
            statement: when('doble', 'greaterThan', 10),
          }),
        ]),
      ]),
    );
    const reads = new Map<string, number>();
    const counted = (answers: Record<string, unknown>) =>
      new Proxy(answers, {
        get(target, key, receiver) {
          if (typeof key === 'string') reads.set(key, (reads.get(key) ?? 0) + 1);
          return Reflect.get(target, key, receiver);
        },
      });
    const readsAfter = (
      answers: Record<string, unknown>,
      changed: string,
      previous: ReturnType<typeof evaluateVisibility>,
    ) => {
      reads.clear();
      const next = evaluateVisibility(compiledChain, counted(answers), changed, previous);
      return { next, reads: Object.fromEntries(reads) };
    };

    let answers: Record<string, unknown> = {
      a: 1,
      b: 2,
      k: 1,
      fecha: '2026-01-31',
      mostrar: 'hola',
    };
    reads.clear();
    let visibility = evaluateVisibility(compiledChain, counted(answers));
    // A full evaluation reads every answer.
    expect(Object.keys(Object.fromEntries(reads)).sort()).toEqual([
      'a',
      'b',
      'fecha',
      'k',
      'mostrar',
    ]);

    answers = { ...answers, fecha: '2026-03-31' };
    let step = readsAfter(answers, 'fecha', visibility);
    expect(step.reads).toEqual({ fecha: 1 });
    expect(step.next.values.fin).toBe('2027-03-31');
    visibility = step.next;

    // a → suma → doble (3 × 5 = 15 > 10) → `mostrar` shown: its own answer is read as it appears.
    answers = { ...answers, k: 5 };
    step = readsAfter(answers, 'k', visibility);
    expect(step.reads).toEqual({ k: 1, mostrar: 1 });
    expect(step.next.fields.mostrar).toBe(true);
    visibility = step.next;

    answers = { ...answers, a: 2 };
    step = readsAfter(answers, 'a', visibility);
    expect(step.reads).toEqual({ a: 1, b: 1, k: 1, mostrar: 1 });
    expect(step.next.values).toMatchObject({ suma: 4, doble: 20 });
    visibility = step.next;

    // An answer no calculation or condition reads computes nothing.
    answers = { ...answers, mostrar: 'texto' };
    step = readsAfter(answers, 'mostrar', visibility);
    expect(step.reads).toEqual({});
    expect(step.next).toBe(visibility);
  });

  it('shows the calculations marked for the client in the review', () => {
    const answers = { patrimonio: 1000, herederos: heirs, inicio: '2026-01-31', plazo_meses: 1 };
    const lines = summarizeAnswers(compiled, answers).flatMap((section) => section.lines);
    expect(lines).toContainEqual({
      path: 'total_porcentajes',
      label: 'Cálculo total_porcentajes',
      value: '100',
    });
    expect(lines).toContainEqual({
      path: 'fin',
      label: 'Cálculo fin',
      value: '28 de febrero de 2026',
    });
    expect(lines.map((line) => line.path)).not.toContain('a_repartir');
  });

  it('writes a computed value in a template with its type formats', () => {
    const template: TemplateContent = {
      type: 'doc',
      schemaVersion: 1,
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Se reparten ' },
            { type: 'variable', attrs: { path: 'a_repartir', format: 'amountInWords' } },
            { type: 'text', text: ' hasta el ' },
            { type: 'variable', attrs: { path: 'fin', format: 'longDate' } },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'conditionalBlock',
          attrs: { condition: when('hay_menor', 'equals', true) },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hay menores.' }] }],
        },
      ],
    };
    const answers = { patrimonio: 1234.5, herederos: heirs, inicio: '2026-01-31', plazo_meses: 13 };
    expect(resolvedToText(renderTemplate(template, answers, compiled))).toBe(
      'Se reparten MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA hasta el 28 de febrero de 2027.\nHay menores.',
    );
  });
});

describe('validation rules', () => {
  const compiled = compileInterview(succession());
  const complete = {
    patrimonio: 1000,
    herederos: heirs,
    inicio: '2026-01-31',
    plazo_meses: 12,
    entrega: '2026-06-01',
  };

  it('passes when every rule holds', () => {
    expect(validateAnswers(compiled, complete)).toMatchObject({ ok: true, failedRules: [] });
  });

  it('reports a page rule next to the questions on its page that it reads', () => {
    const answers = { ...complete, herederos: heirs.slice(0, 2) };
    const result = validateAnswers(compiled, answers);
    expect(result.ok).toBe(false);
    expect(result.errors.herederos).toEqual([
      'La suma de los porcentajes de los herederos debe ser 100 %',
    ]);
    expect(result.failedRules).toEqual([
      {
        key: 'suma_cien',
        pageId: 'p1',
        scope: 'page',
        message: 'La suma de los porcentajes de los herederos debe ser 100 %',
        paths: ['herederos'],
      },
    ]);
  });

  it('reports an interview rule at every question it reads, through calculations', () => {
    const result = validateAnswers(compiled, { ...complete, entrega: '2027-06-01' });
    expect(result.failedRules).toMatchObject([
      { key: 'entrega_antes', scope: 'interview', paths: ['inicio', 'plazo_meses', 'entrega'] },
    ]);
    expect(result.errors.entrega).toEqual(['La entrega debe ser antes del fin.']);
  });

  it('does not fail a rule left undecided by a missing answer', () => {
    const { entrega: _entrega, ...answers } = complete;
    expect(validateAnswers(compiled, answers).failedRules).toEqual([]);
  });

  it('does not check a rule on a hidden page, or one whose condition does not hold', () => {
    const hiddenPage = { ...complete, patrimonio: 0, entrega: '2027-06-01' };
    expect(validateAnswers(compiled, hiddenPage).failedRules).toEqual([]);
    const conditional = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('yesNo', 'aplica'),
          createElement('number', 'monto'),
          createRule('minimo', { '>=': [v('monto'), 10] }, 'Mínimo 10.', 'page', {
            statement: when('aplica', 'equals', true),
          }),
        ]),
      ]),
    );
    expect(validateAnswers(conditional, { aplica: false, monto: 1 }).ok).toBe(true);
    expect(validateAnswers(conditional, { aplica: true, monto: 1 }).errors).toEqual({
      monto: ['Mínimo 10.'],
    });
  });

  it("reports at the rule's own key when the questions it reads are hidden or elsewhere", () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [createElement('number', 'a')]),
        createPage('p2', [createRule('regla', { '>': [v('a'), 5] }, 'Debe ser mayor que 5.')]),
      ]),
    );
    expect(validateAnswers(compiled, { a: 1 }).errors).toEqual({
      regla: ['Debe ser mayor que 5.'],
    });
  });
});

describe('formula checks', () => {
  it.each([
    [{ method: [v('a'), 'toUpperCase'] }, 'La fórmula usa una operación desconocida: «method».'],
    [JSON.parse('{"__proto__": [1]}'), 'La fórmula usa una operación desconocida: «__proto__».'],
    [
      { '+': [v('constructor'), 1] },
      'La fórmula usa «constructor», un nombre reservado que no puede ser una variable.',
    ],
    [{ '+': [v('__proto__.x'), 1] }, 'La fórmula usa un nombre de variable que no es válido.'],
    [{ '+': [1, 2], '-': [1] }, 'La fórmula no es válida.'],
    [{ '/': [1] }, '«Dividir» necesita 2 valores.'],
    [
      { count: [[1, 2]] },
      '«Contar filas de la lista» se aplica a una lista repetible: elige una pregunta de tipo «Lista repetible».',
    ],
    [
      { addBusinessDays: ['2026-01-01', 1, ['mañana']] },
      'Los feriados deben ser una lista de fechas (AAAA-MM-DD).',
    ],
    [
      { condition: { type: 'equals', variable: 'a', condition: 1, extra: true } },
      'La fórmula tiene una condición que no es válida.',
    ],
    [
      Array.from({ length: 9 }).reduce((inner) => ({ abs: [inner] }), 1),
      'La fórmula es demasiado compleja: como máximo 8 niveles de operaciones.',
    ],
    [
      { '+': Array.from({ length: 30 }, () => ({ '+': Array.from({ length: 10 }, () => 1) })) },
      'La fórmula es demasiado larga: como máximo 300 partes.',
    ],
  ])('refuses %j', (formula, message) => {
    expect(checkFormulaShape(formula)).toBe(message);
  });

  it('keeps a formula with an unsafe shape out of the compiled artifact', () => {
    const interview = createInterview([
      createPage('p1', [createCalculation('x', 'text', { method: [v('a'), 'constructor'] })]),
    ]);
    expect(() => compileInterview(interview)).toThrow(InterviewCompileError);
    expect(findBlockingProblems(interview).map((problem) => problem.code)).toEqual([
      'formula-invalid',
    ]);
  });

  it.each([
    [{ '+': [v('inicio'), 1] }, 'number', '«Sumar» espera un número y recibe una fecha.'],
    [
      { addDays: [v('nombre'), 1] },
      'date',
      '«Sumar días a una fecha» espera una fecha y recibe un texto.',
    ],
    [
      { if: [v('ok'), 1, 'no'] },
      'number',
      '«Si… entonces… si no…» mezcla valores de tipos distintos (por ejemplo una fecha y un texto).',
    ],
    [
      { '+': [v('herederos.porcentaje'), 1] },
      'number',
      'La fórmula usa «herederos.porcentaje», un campo de la lista «herederos», como si fuera un solo valor: usa una operación de lista («Suma de un campo de la lista», «Alguna fila de la lista cumple»…).',
    ],
    [
      { '+': [v('plazo'), 1] },
      'number',
      'La fórmula usa la variable «plazo», que no existe en este documento.',
    ],
    [
      { upper: [v('nombre')] },
      'number',
      'El cálculo «x» es de tipo «Número», pero su fórmula da un texto.',
    ],
    [
      { '+': [v('x'), 1] },
      'number',
      'La fórmula usa «x», su propio resultado: un cálculo no puede depender de sí mismo.',
    ],
  ] as const)('explains %j to the lawyer', (formula, type, message) => {
    const interview = createInterview([
      createPage('p1', [
        createElement('date', 'inicio'),
        createElement('shortText', 'nombre'),
        createElement('yesNo', 'ok'),
        createElement('repeatingList', 'herederos', {
          items: [createField('number', 'porcentaje')],
        }),
        createCalculation('x', type, formula, { show: true }),
      ]),
    ]);
    const messages = findBlockingProblems(interview).map((problem) => problem.message);
    expect(messages).toEqual([message]);
    expect(lintInterview(interview).map((d) => d.message)).toContain(message);
  });
});
