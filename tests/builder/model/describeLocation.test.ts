import { lintInterview } from '@engine/index';
import { describe, expect, it } from 'vitest';
import { describeLocation } from '../../../builder/model/describeLocation';
import { createElement, createField, createInterview, createPage, options } from '../../factories';

const interview = createInterview([
  createPage(
    'partes',
    [createElement('shortText', 'nombre', { title: 'Nombre' })],
    null,
    'Las partes',
  ),
  createPage(
    'inventario',
    [
      createElement('shortText', 'pregunta_1', { title: 'Ingresa aquí tu pregunta' }),
      createElement('shortText', 'pregunta_2', { title: 'Ingresa aquí tu pregunta' }),
      createElement('repeatingList', 'muebles', {
        title: 'Muebles',
        items: [
          createField('shortText', 'mueble', { title: 'Mueble' }),
          createField('singleChoice', 'estado', {
            title: 'Estado',
            items: options('nuevo', 'usado'),
          }),
        ],
      }),
    ],
    null,
    'Inventario',
  ),
]);

describe('describeLocation', () => {
  it('names the page, then the question by number and title, then the field or option', () => {
    const list = interview.pages[1]?.elements[2];
    const estado = list?.items[1];
    const usado = estado?.items[1];
    expect(describeLocation(interview, { pageId: 'inventario' })).toBe('Página 2 «Inventario»');
    expect(
      describeLocation(interview, { pageId: 'inventario', elementId: list?.id, itemId: usado?.id }),
    ).toBe('Página 2 «Inventario» › Pregunta 3 «Muebles» › Campo 2 «Estado» › Opción 2 «usado»');
  });

  it('tells apart the questions that still have the example title', () => {
    const untitled = lintInterview(interview).filter((d) => d.code === 'untitled-question');
    expect(untitled.map((diagnostic) => describeLocation(interview, diagnostic))).toEqual([
      'Página 2 «Inventario» › Pregunta 1 «Ingresa aquí tu pregunta»',
      'Página 2 «Inventario» › Pregunta 2 «Ingresa aquí tu pregunta»',
    ]);
  });
});
