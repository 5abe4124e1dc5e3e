import {
  compileInterview,
  evaluateVisibility,
  InterviewCompileError,
  validateAnswers,
} from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createInterview,
  createOption,
  createPage,
  options,
  when,
} from '../../factories';
import { loadFixture } from '../../fixtures/loadFixture';
import { answersArbitrary, interviewArbitrary } from '../arbitraries';

// Every path of a nested answer object: 'a', 'g.x', 'lista.0.nombre'.
function answerPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
    return [prefix];
  const own = prefix ? [prefix] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, inner]) =>
      answerPaths(inner, prefix ? `${prefix}.${key}` : key),
    ),
  ];
}

describe('validateAnswers', () => {
  const promise = compileInterview(loadFixture('promiseOfSale'));
  const validPromise = {
    vendedores: [
      {
        nombres: 'María Pérez',
        cedula: '1710034065',
        estado_civil: 'casado',
        conyuge: 'José Ruiz',
      },
    ],
    compradores: [
      {
        nombres: 'Constructora Andina S.A.',
        identificacion: '1790012344001',
        correo: 'legal@andina.ec',
      },
    ],
    inmuebles: [
      {
        tipo: 'casa',
        clave_catastral: '17-01-02-03',
        ubicacion: { canton: 'Quito', parroquia: 'Cumbayá', direccion: 'Av. Interoceánica 123' },
        area_terreno: 450,
        area_construccion: 220.5,
        linderos: [{ orientacion: 'norte', medida: 20, colindante: 'Lote 4' }],
      },
    ],
    gravamenes: false,
    precio_total: 185000,
    arras: 5000,
    forma_pago: 'cuotas',
    fecha_ultimo_pago: '2027-06-30',
    cuotas: [
      { fecha: '2027-01-15', monto: 90000 },
      { fecha: '2027-06-30', monto: 90000 },
    ],
    fecha_escritura: '2027-07-15',
    clausula_penal: true,
    porcentaje_penal: 10,
  };

  it('accepts a complete promise of sale and returns the answers unchanged', () => {
    expect(validateAnswers(promise, validPromise)).toEqual({
      ok: true,
      errors: {},
      answers: validPromise,
      pruned: [],
      failedRules: [],
    });
  });

  it('reports each problem under its answer path, in Spanish', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      vendedores: [{ nombres: 'María Pérez', cedula: '1710034060', estado_civil: 'casado' }],
      precio_total: 999,
      cuotas: [{ fecha: '2027-02-30', monto: 90000 }],
      porcentaje_penal: 'diez',
    });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      'vendedores.0.cedula': ['La cédula no es válida: revisa sus 10 dígitos.'],
      'vendedores.0.conyuge': ['Esta pregunta es obligatoria.'],
      precio_total: ['Debe ser mayor o igual a $1.000,00.'],
      'cuotas.0.fecha': ['Escribe una fecha válida.'],
      porcentaje_penal: ['Escribe un número.'],
    });
  });

  it('uses the lawyer’s message when a pattern does not match', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      inmuebles: [{ ...validPromise.inmuebles[0], clave_catastral: 'abc' }],
    });
    expect(result.errors).toEqual({
      'inmuebles.0.clave_catastral': [
        'Escribe la clave catastral como figura en el predio, por ejemplo 17-01-02-03.',
      ],
    });
  });

  it('prunes answers to hidden questions and names the interview does not have', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      forma_pago: 'contado',
      entidad_financiera: 'Banco',
      desconocida: 'x',
      vendedores: [{ ...validPromise.vendedores[0], estado_civil: 'soltero', extra: 1 }],
    });
    expect(result.ok).toBe(true);
    expect(result.pruned.sort()).toEqual(
      [
        'cuotas',
        'desconocida',
        'entidad_financiera',
        'fecha_ultimo_pago',
        'vendedores.0.conyuge',
        'vendedores.0.extra',
      ].sort(),
    );
    expect(result.answers).not.toHaveProperty('cuotas');
    expect(result.answers).not.toHaveProperty('fecha_ultimo_pago');
    expect(result.answers.vendedores).toEqual([
      { nombres: 'María Pérez', cedula: '1710034065', estado_civil: 'soltero' },
    ]);
  });

  it('does not require a required question that is hidden', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      clausula_penal: false,
      porcentaje_penal: undefined,
    });
    expect(result.ok).toBe(true);
  });

  it('requires visible required questions, blank text counting as unanswered', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      fecha_escritura: '   ',
      forma_pago: undefined,
    });
    expect(result.errors).toEqual({
      fecha_escritura: ['Esta pregunta es obligatoria.'],
      forma_pago: ['Esta pregunta es obligatoria.'],
    });
  });

  it('refuses an option that its condition no longer offers', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('singleChoice', 'pais', { items: options('EC', 'PE') }),
          createElement('dropdown', 'documento', {
            items: [
              createOption('cedula', 'Cédula', when('pais', 'equals', 'EC')),
              createOption('pasaporte'),
            ],
          }),
        ]),
      ]),
    );
    expect(validateAnswers(compiled, { pais: 'PE', documento: 'cedula' }).errors).toEqual({
      documento: ['La opción elegida ya no está disponible.'],
    });
  });

  it('refuses answers of the wrong shape without throwing', () => {
    const result = validateAnswers(promise, {
      ...validPromise,
      vendedores: 'María',
      inmuebles: [3],
    });
    expect(result.errors).toEqual({
      vendedores: ['La respuesta debe ser una lista.'],
      'inmuebles.0': ['La respuesta no tiene la forma esperada.'],
    });
    expect(validateAnswers(promise, null).ok).toBe(false);
  });

  test.prop(
    [
      interviewArbitrary.chain((generated) =>
        fc.tuple(fc.constant(generated), answersArbitrary(generated)),
      ),
    ],
    { numRuns: 200 },
  )('never returns the answer of a hidden question', ([generated, answers]) => {
    let compiled: ReturnType<typeof compileInterview>;
    try {
      compiled = compileInterview(generated.interview);
    } catch (error) {
      if (error instanceof InterviewCompileError) return;
      throw error;
    }
    const result = validateAnswers(compiled, answers);
    const visible = evaluateVisibility(compiled, answers).fields;
    for (const path of answerPaths(result.answers)) {
      if (/\.\d+$/.test(path)) continue; // a row of a list is not a question
      expect(visible[path], path).toBe(true);
    }
  });
});
