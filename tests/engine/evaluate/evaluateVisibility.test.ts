import { compileInterview, evaluateVisibility } from '@engine/index';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createOption,
  createPage,
  options,
  when,
} from '../../factories';
import { loadFixture } from '../../fixtures/loadFixture';

describe('evaluateVisibility', () => {
  const lease = compileInterview(loadFixture('leaseContract'));

  it('hides a page whose rule is false and shows it when an answer makes it true', () => {
    expect(evaluateVisibility(lease, { inmueble_tipo: 'casa' }).pages['arr-comercial']).toBe(false);
    expect(evaluateVisibility(lease, { inmueble_tipo: 'local' }).pages['arr-comercial']).toBe(true);
    expect(evaluateVisibility(lease, { inmueble_tipo: 'oficina' }).pages['arr-comercial']).toBe(
      true,
    );
  });

  it('hides every question of a hidden page', () => {
    const visibility = evaluateVisibility(lease, {
      inmueble_tipo: 'casa',
      actividad_comercial: 'Venta',
    });
    expect(visibility.fields.actividad_comercial).toBe(false);
    expect(visibility.fields.permiso_funcionamiento).toBe(false);
  });

  it('shows the questions of the option chosen and hides the others', () => {
    const natural = evaluateVisibility(lease, { arrendador_tipo: 'natural' }).fields;
    expect([natural.arrendador_nombre, natural.arrendador_cedula, natural.arrendador_ruc]).toEqual([
      true,
      true,
      false,
    ]);
    const company = evaluateVisibility(lease, { arrendador_tipo: 'juridica' }).fields;
    expect([
      company.arrendador_nombre,
      company.arrendador_ruc,
      company['representante.nombre'],
    ]).toEqual([false, true, true]);
  });

  it('evaluates and/or groups', () => {
    const fields = (answers: object) =>
      evaluateVisibility(lease, answers).fields.porcentaje_incremento;
    expect(fields({ incremento_anual: true, plazo_meses: 24 })).toBe(true);
    expect(fields({ incremento_anual: true, plazo_meses: 12 })).toBe(false);
    expect(fields({ incremento_anual: false, plazo_meses: 24 })).toBe(false);
  });

  it('treats the answer of a hidden question as empty in later conditions', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('yesNo', 'casado'),
          createElement('shortText', 'conyuge', { statement: when('casado', 'equals', true) }),
          createElement('shortText', 'capitulaciones', {
            statement: when('conyuge', 'isNotEmpty'),
          }),
        ]),
      ]),
    );
    const answers = { casado: true, conyuge: 'María', capitulaciones: 'No' };
    expect(evaluateVisibility(compiled, answers).fields.capitulaciones).toBe(true);
    // The guest changes their mind: the spouse's name is still in the answers but hidden.
    expect(evaluateVisibility(compiled, { ...answers, casado: false }).fields.capitulaciones).toBe(
      false,
    );
  });

  it('decides fields of each list row from that row', () => {
    const power = compileInterview(loadFixture('specialPowerOfAttorney'));
    const visibility = evaluateVisibility(power, {
      finalidad: 'herencia',
      herederos: [
        { nombres: 'Ana', es_menor: true, fallecido: false },
        { nombres: 'Luis', es_menor: false, fallecido: true, hijos: [{ nombres: 'Pedro' }] },
      ],
    });
    expect(visibility.fields).toMatchObject({
      herederos: true,
      'herederos.0.representante': true,
      'herederos.0.hijos': false,
      'herederos.1.representante': false,
      'herederos.1.hijos': true,
      'herederos.1.hijos.0.nombres': true,
    });
    expect(visibility.fields).not.toHaveProperty('herederos.0.hijos.0.nombres');
  });

  it('has no row fields for a hidden list', () => {
    const power = compileInterview(loadFixture('specialPowerOfAttorney'));
    const visibility = evaluateVisibility(power, {
      finalidad: 'venta',
      herederos: [{ nombres: 'Ana' }],
    });
    expect(visibility.pages['pod-sucesion']).toBe(false);
    expect(visibility.fields.herederos).toBe(false);
    expect(Object.keys(visibility.fields).filter((key) => key.startsWith('herederos.'))).toEqual(
      [],
    );
  });

  it('drops the fields of removed rows when re-evaluating a list', () => {
    const power = compileInterview(loadFixture('specialPowerOfAttorney'));
    const twoRows = { finalidad: 'herencia', herederos: [{ nombres: 'Ana' }, { nombres: 'Luis' }] };
    const before = evaluateVisibility(power, twoRows);
    const oneRow = { ...twoRows, herederos: [{ nombres: 'Ana' }] };
    const after = evaluateVisibility(power, oneRow, 'herederos', before);
    expect(after).toEqual(evaluateVisibility(power, oneRow));
    expect(after.fields).not.toHaveProperty('herederos.1.nombres');
  });

  it('offers only the options whose condition holds', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('singleChoice', 'pais', { items: options('EC', 'PE') }),
          createElement('dropdown', 'documento', {
            items: [
              createOption('cedula', 'Cédula', when('pais', 'equals', 'EC')),
              createOption('dni', 'DNI', when('pais', 'equals', 'PE')),
              createOption('pasaporte', 'Pasaporte'),
            ],
          }),
        ]),
      ]),
    );
    expect(evaluateVisibility(compiled, { pais: 'EC' }).options.documento).toEqual([
      'cedula',
      'pasaporte',
    ]);
    expect(evaluateVisibility(compiled, { pais: 'PE' }).options.documento).toEqual([
      'dni',
      'pasaporte',
    ]);
  });

  it('re-evaluates only what depends on the changed answer and returns the same object when nothing flips', () => {
    const before = evaluateVisibility(lease, { arrendador_tipo: 'natural' });
    const typed = evaluateVisibility(
      lease,
      { arrendador_tipo: 'natural', arrendador_nombre: 'A' },
      'arrendador_nombre',
      before,
    );
    expect(typed).toBe(before);
    const switched = evaluateVisibility(
      lease,
      { arrendador_tipo: 'juridica' },
      'arrendador_tipo',
      before,
    );
    expect(switched).not.toBe(before);
    expect(switched.fields.arrendador_ruc).toBe(true);
  });

  it('evaluates everything again when handed a result an earlier call already consumed', () => {
    const natural = { arrendador_tipo: 'natural' };
    const before = evaluateVisibility(lease, natural);
    evaluateVisibility(lease, { arrendador_tipo: 'juridica' }, 'arrendador_tipo', before);
    // `before` was taken over; reusing it must still give the right answer for these answers.
    const again = evaluateVisibility(
      lease,
      { ...natural, arrendador_nombre: 'Ana' },
      'arrendador_nombre',
      before,
    );
    expect(again).toEqual(evaluateVisibility(lease, natural));
    expect(again.fields.arrendador_ruc).toBe(false);
  });

  it('evaluates everything again when handed a result of another interview (edited while answered)', () => {
    const page = (statement: ReturnType<typeof when> | null) =>
      createInterview([
        createPage('p1', [
          createElement('yesNo', 'casado'),
          createElement('shortText', 'conyuge', statement ? { statement } : {}),
        ]),
      ]);
    const answers = { casado: false, conyuge: 'Ana' };
    const before = evaluateVisibility(compileInterview(page(null)), answers);
    expect(before.fields.conyuge).toBe(true);
    // The lawyer adds a condition; the next answer is evaluated with the edited interview.
    const edited = compileInterview(page(when('casado', 'equals', true)));
    const next = evaluateVisibility(edited, { ...answers, conyuge: 'Eva' }, 'conyuge', before);
    expect(next).toEqual(evaluateVisibility(edited, answers));
    expect(next.fields.conyuge).toBe(false);
  });

  it('evaluates a question that reads a later one after it (lint reports the order)', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('shortText', 'primero', { statement: when('segundo', 'equals', 'sí') }),
          createElement('shortText', 'segundo', { statement: when('tercero', 'isNotEmpty') }),
          createElement('shortText', 'tercero'),
        ]),
      ]),
    );
    expect(evaluateVisibility(compiled, { segundo: 'sí', tercero: 'x' }).fields.primero).toBe(true);
    expect(evaluateVisibility(compiled, { segundo: 'sí' }).fields.primero).toBe(false);
  });

  it('terminates on a cycle, reading the raw answers inside it', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('shortText', 'a', { statement: when('b', 'isNotEmpty') }),
          createElement('shortText', 'b', { statement: when('a', 'isNotEmpty') }),
        ]),
      ]),
    );
    expect(evaluateVisibility(compiled, { a: 'x', b: 'y' }).fields).toEqual({ a: true, b: true });
    expect(evaluateVisibility(compiled, {}).fields).toEqual({ a: false, b: false });
  });

  it('reads group fields by path', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('group', 'poderdante', {
            items: [
              createField('dropdown', 'estado_civil', { items: options('soltero', 'casado') }),
            ],
          }),
          createElement('yesNo', 'conyuge_comparece', {
            statement: when('poderdante.estado_civil', 'equals', 'casado'),
          }),
        ]),
      ]),
    );
    expect(
      evaluateVisibility(compiled, { poderdante: { estado_civil: 'casado' } }).fields
        .conyuge_comparece,
    ).toBe(true);
    expect(evaluateVisibility(compiled, { poderdante: 'casado' }).fields.conyuge_comparece).toBe(
      false,
    );
  });
});
