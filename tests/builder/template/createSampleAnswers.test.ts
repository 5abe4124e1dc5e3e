import { describe, expect, it } from 'vitest';
import { createSampleAnswers } from '../../../builder/template/createSampleAnswers';
import { questionInfo } from './questionInfo';

describe('createSampleAnswers', () => {
  it('answers each question with a plausible value of its type', () => {
    const answers = createSampleAnswers(
      [
        questionInfo({ path: 'comprador', label: 'Nombre del comprador' }),
        questionInfo({ path: 'precio', type: 'currency' }),
        questionInfo({ path: 'fecha', type: 'date' }),
        questionInfo({ path: 'casado', type: 'yesNo' }),
        questionInfo({
          path: 'estado',
          type: 'singleChoice',
          options: [
            { value: 'soltero', label: 'Soltero' },
            { value: 'casado', label: 'Casado' },
          ],
        }),
        questionInfo({
          path: 'bienes',
          type: 'multipleChoice',
          options: [
            { value: 'casa', label: 'Casa' },
            { value: 'auto', label: 'Auto' },
            { value: 'terreno', label: 'Terreno' },
          ],
        }),
      ],
      '2026-11-21',
    );
    expect(answers).toEqual({
      comprador: 'Nombre del comprador',
      precio: 1234.5,
      fecha: '2026-11-21',
      casado: true,
      estado: 'soltero',
      bienes: ['casa', 'auto'],
    });
  });

  it('nests a group’s fields under the group and gives a list two numbered rows', () => {
    const answers = createSampleAnswers(
      [
        questionInfo({ path: 'vendedor', type: 'group' }),
        questionInfo({ path: 'vendedor.nombre', label: 'Nombre del vendedor' }),
        questionInfo({ path: 'herederos', type: 'repeatingList' }),
        questionInfo({ path: 'herederos.nombre', label: 'Heredero', listStack: ['herederos'] }),
        questionInfo({ path: 'herederos.hijos', type: 'repeatingList', listStack: ['herederos'] }),
        questionInfo({
          path: 'herederos.hijos.edad',
          type: 'number',
          listStack: ['herederos', 'herederos.hijos'],
        }),
      ],
      '2026-11-21',
    );
    expect(answers).toEqual({
      vendedor: { nombre: 'Nombre del vendedor' },
      herederos: [
        { nombre: 'Heredero 1', hijos: [{ edad: 2 }, { edad: 3 }] },
        { nombre: 'Heredero 2', hijos: [{ edad: 2 }, { edad: 3 }] },
      ],
    });
  });
});
