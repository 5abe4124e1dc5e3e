import { compileInterview, validateAnswers } from '@engine/index';
import { anonymizeAnswers } from '@server/scenarios/anonymizeAnswers';
import { describe, expect, it } from 'vitest';
import { createElement, createField, createInterview, createPage, options } from '../../factories';

const interview = createInterview([
  createPage('p1', [
    createElement('shortText', 'nombre', { title: 'Nombre del arrendatario', required: true }),
    createElement('email', 'correo', { title: 'Correo' }),
    createElement('phone', 'telefono', { title: 'Teléfono' }),
    createElement('idNumber', 'cedula', { title: 'Cédula', validation: { idKind: 'cedula' } }),
    createElement('idNumber', 'ruc', { title: 'RUC', validation: { idKind: 'ruc' } }),
    createElement('currency', 'renta', { title: 'Renta' }),
    createElement('date', 'inicio', { title: 'Inicio' }),
    createElement('singleChoice', 'uso', { title: 'Uso', items: options('vivienda', 'local') }),
    createElement('repeatingList', 'fiadores', {
      title: 'Fiadores',
      items: [createField('shortText', 'nombre', { title: 'Nombre del fiador' })],
    }),
  ]),
]);
const compiled = compileInterview(interview);

describe('anonymizeAnswers', () => {
  const sent = {
    nombre: 'Ana Torres',
    correo: 'ana.torres@estudio.ec',
    telefono: '0991234567',
    cedula: '0926687856',
    ruc: '1790011674001',
    renta: 850.5,
    inicio: '2026-12-01',
    uso: 'local',
    fiadores: [{ nombre: 'Luis Vera' }, { nombre: 'Eva Ruiz' }],
  };

  it('replaces who the guest is and keeps what decides the document', () => {
    expect(anonymizeAnswers(compiled, sent)).toEqual({
      nombre: '[Nombre del arrendatario]',
      correo: 'anonimo1@example.com',
      telefono: '5555555555',
      cedula: '1710034065',
      ruc: '1710034065001',
      renta: 850.5,
      inicio: '2026-12-01',
      uso: 'local',
      fiadores: [{ nombre: '[Nombre del fiador]' }, { nombre: '[Nombre del fiador]' }],
    });
  });

  it('gives answers that still validate against the interview', () => {
    expect(validateAnswers(compiled, sent).ok).toBe(true);
    const validation = validateAnswers(compiled, anonymizeAnswers(compiled, sent));
    expect(validation.errors).toEqual({});
  });
});
