import {
  compileInterview,
  formatAnswer,
  questionTypeRegistry,
  validateAnswers,
} from '@engine/index';
import type { QuestionType } from '@schemas/questionType';
import type { Validation } from '@schemas/validation';
import { describe, expect, it } from 'vitest';
import { createElement, createField, createInterview, createPage, options } from '../../factories';

interface TypeCase {
  type: QuestionType;
  setup?: { simbol?: string; validation?: Validation; items?: ReturnType<typeof options> };
  schema: Record<string, unknown>;
  widget?: string;
  valid: unknown;
  formatted: string;
  invalid: unknown;
  message: string;
}

// One row per question type: the schema fragment it compiles to, an answer it accepts and how it
// reads, and an answer it refuses with the Spanish message a guest sees.
const cases: TypeCase[] = [
  {
    type: 'shortText',
    schema: { type: 'string', maxLength: 500 },
    valid: 'Juan Pérez',
    formatted: 'Juan Pérez',
    invalid: 'x'.repeat(501),
    message: 'Escribe como máximo 500 caracteres.',
  },
  {
    type: 'longText',
    schema: { type: 'string', maxLength: 20000 },
    widget: 'textarea',
    valid: 'Cláusula primera.\nCláusula segunda.',
    formatted: 'Cláusula primera.\nCláusula segunda.',
    invalid: 42,
    message: 'Escribe un texto.',
  },
  {
    type: 'number',
    setup: { simbol: 'm²', validation: { minimum: 1 } },
    schema: { type: 'number', minimum: 1 },
    valid: 1250.5,
    formatted: '1.250,5 m²',
    invalid: 0,
    message: 'Debe ser mayor o igual a 1.',
  },
  {
    type: 'currency',
    schema: { type: 'number', format: 'moneda', minimum: 0, maximum: 999999999999.99 },
    widget: 'currency',
    valid: 1234.5,
    formatted: '$1.234,50',
    invalid: 10.555,
    message: 'Usa como máximo dos decimales.',
  },
  {
    type: 'date',
    setup: { validation: { minDate: '2026-01-01' } },
    schema: { type: 'string', format: 'date', formatMinimum: '2026-01-01' },
    valid: '2026-11-21',
    formatted: '21 de noviembre de 2026',
    invalid: '2025-12-31',
    message: 'La fecha debe ser el 1 de enero de 2026 o posterior.',
  },
  {
    type: 'email',
    schema: { type: 'string', format: 'email', maxLength: 254 },
    valid: 'ana@estudio.ec',
    formatted: 'ana@estudio.ec',
    invalid: 'ana@',
    message: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
  },
  {
    type: 'phone',
    schema: { type: 'string', format: 'telefono', maxLength: 20 },
    valid: '+593 99 123 4567',
    formatted: '+593 99 123 4567',
    invalid: '12-ab',
    message:
      'Escribe un número de teléfono válido (solo dígitos, espacios, guiones y un + inicial).',
  },
  {
    type: 'idNumber',
    setup: { validation: { idKind: 'cedula' } },
    schema: { type: 'string', format: 'ec-cedula', maxLength: 20 },
    widget: 'idNumber',
    valid: '1710034065',
    formatted: '1710034065',
    invalid: '1710034066',
    message: 'La cédula no es válida: revisa sus 10 dígitos.',
  },
  {
    type: 'singleChoice',
    setup: { items: options('soltero', 'casado') },
    schema: { type: 'string', enum: ['soltero', 'casado'] },
    widget: 'radio',
    valid: 'casado',
    formatted: 'casado',
    invalid: 'viudo',
    message: 'Elige una de las opciones.',
  },
  {
    type: 'dropdown',
    setup: { items: options('Quito', 'Guayaquil') },
    schema: { type: 'string', enum: ['Quito', 'Guayaquil'] },
    widget: 'select',
    valid: 'Quito',
    formatted: 'Quito',
    invalid: 'Lima',
    message: 'Elige una de las opciones.',
  },
  {
    type: 'multipleChoice',
    setup: { items: options('vender', 'cobrar', 'firmar'), validation: { maxItems: 2 } },
    schema: {
      type: 'array',
      items: { type: 'string', enum: ['vender', 'cobrar', 'firmar'] },
      uniqueItems: true,
      maxItems: 2,
    },
    widget: 'checkboxes',
    valid: ['vender', 'cobrar'],
    formatted: 'vender y cobrar',
    invalid: ['vender', 'cobrar', 'firmar'],
    message: 'Elige como máximo 2 opciones.',
  },
  {
    type: 'yesNo',
    schema: { type: 'boolean' },
    widget: 'yesNo',
    valid: false,
    formatted: 'No',
    invalid: 'quizás',
    message: 'Elige Sí o No.',
  },
];

const compileOne = (type: QuestionType, setup: TypeCase['setup'] = {}) =>
  compileInterview(
    createInterview([
      createPage('p1', [createElement(type, 'respuesta', { title: 'Respuesta', ...setup })]),
    ]),
  );

describe('questionTypeRegistry', () => {
  it('has one entry per question type of the schema', () => {
    expect(Object.keys(questionTypeRegistry).sort()).toEqual(
      [...cases.map((row) => row.type), 'group', 'repeatingList'].sort(),
    );
  });

  it.each(cases)('compiles $type to its schema fragment', ({ type, setup, schema, widget }) => {
    const page = compileOne(type, setup).pages[0];
    expect(page?.schema.properties).toEqual({ respuesta: { title: 'Respuesta', ...schema } });
    const ui = page?.uiSchema.respuesta as Record<string, unknown> | undefined;
    if (widget) expect(ui?.['ui:widget']).toBe(widget);
  });

  it.each(cases)(
    'accepts a valid $type answer and reads it in Spanish',
    ({ type, setup, valid, formatted }) => {
      const compiled = compileOne(type, setup);
      expect(validateAnswers(compiled, { respuesta: valid })).toEqual({
        ok: true,
        errors: {},
        answers: { respuesta: valid },
        pruned: [],
        failedRules: [],
      });
      const variable = compiled.variables[0];
      if (!variable) throw new Error('missing variable');
      expect(formatAnswer(variable, valid)).toBe(formatted);
    },
  );

  it.each(cases)(
    'refuses an invalid $type answer in Spanish',
    ({ type, setup, invalid, message }) => {
      const result = validateAnswers(compileOne(type, setup), { respuesta: invalid });
      expect(result.ok).toBe(false);
      expect(result.errors).toEqual({ respuesta: [message] });
    },
  );

  it('compiles a group to an object of its fields, read by path', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('group', 'comprador', {
            title: 'Comprador',
            items: [
              createField('shortText', 'nombre', { title: 'Nombre', required: true }),
              createField('idNumber', 'cedula', {
                title: 'Cédula',
                validation: { idKind: 'cedula' },
              }),
            ],
          }),
        ]),
      ]),
    );
    expect(compiled.pages[0]?.schema.properties).toEqual({
      comprador: {
        title: 'Comprador',
        type: 'object',
        properties: {
          nombre: { title: 'Nombre', type: 'string', maxLength: 500 },
          cedula: { title: 'Cédula', type: 'string', format: 'ec-cedula', maxLength: 20 },
        },
        required: ['nombre'],
      },
    });
    expect(compiled.variables.map((variable) => variable.path)).toEqual([
      'comprador',
      'comprador.nombre',
      'comprador.cedula',
    ]);
    expect(validateAnswers(compiled, { comprador: { cedula: '123' } }).errors).toEqual({
      'comprador.nombre': ['Esta pregunta es obligatoria.'],
      'comprador.cedula': ['La cédula no es válida: revisa sus 10 dígitos.'],
    });
  });

  it('compiles a repeating list to an array of rows, lists inside lists included', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('repeatingList', 'herederos', {
            title: 'Herederos',
            required: true,
            validation: { minItems: 1 },
            items: [
              createField('shortText', 'nombre', { title: 'Nombre', required: true }),
              createField('repeatingList', 'hijos', {
                title: 'Hijos',
                items: [
                  createField('shortText', 'nombre', { title: 'Nombre del hijo', required: true }),
                ],
              }),
            ],
          }),
        ]),
      ]),
    );
    const herederos = compiled.pages[0]?.schema.properties as Record<
      string,
      Record<string, unknown>
    >;
    expect(herederos.herederos).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        properties: { hijos: { type: 'array', items: { type: 'object', required: ['nombre'] } } },
        required: ['nombre'],
      },
    });
    const answers = {
      herederos: [{ nombre: 'Ana', hijos: [{ nombre: 'Luis' }, { nombre: ' ' }] }, { hijos: [] }],
    };
    const result = validateAnswers(compiled, answers);
    expect(result.errors).toEqual({
      'herederos.0.hijos.1.nombre': ['Esta pregunta es obligatoria.'],
      'herederos.1.nombre': ['Esta pregunta es obligatoria.'],
    });
    expect(validateAnswers(compiled, { herederos: [] }).errors).toEqual({
      herederos: ['Esta pregunta es obligatoria.'],
    });
    const variable = compiled.variables[0];
    if (!variable) throw new Error('missing variable');
    expect(formatAnswer(variable, answers.herederos)).toBe('2 elementos');
  });

  it('writes defaults from value[] into the schema when the type can hold them', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('number', 'garantia', { value: ['1'] }),
          createElement('yesNo', 'amoblado', { value: ['sí'] }),
          createElement('multipleChoice', 'facultades', {
            value: ['a', 'c'],
            items: options('a', 'b', 'c'),
          }),
          createElement('number', 'roto', { value: ['uno'] }),
        ]),
      ]),
    );
    const properties = compiled.pages[0]?.schema.properties as Record<
      string,
      Record<string, unknown>
    >;
    expect(properties.garantia?.default).toBe(1);
    expect(properties.amoblado?.default).toBe(true);
    expect(properties.facultades?.default).toEqual(['a', 'c']);
    expect(properties.roto).not.toHaveProperty('default');
  });

  it('uses the currency code in simbol to format amounts', () => {
    const compiled = compileOne('currency', { simbol: 'eur' });
    const variable = compiled.variables[0];
    if (!variable) throw new Error('missing variable');
    expect(variable.symbol).toBe('EUR');
    expect(formatAnswer(variable, 1500)).toBe('EUR\u00a01.500,00');
  });
});
