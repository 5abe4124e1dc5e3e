import { compileInterview, summarizeAnswers } from '@engine/index';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/loadFixture';

describe('summarizeAnswers', () => {
  const compiled = compileInterview(loadFixture('promiseOfSale'));

  it('reads visible answers page by page, groups and list rows by name, blanks included', () => {
    const sections = summarizeAnswers(compiled, {
      vendedores: [
        {
          nombres: 'María Pérez',
          cedula: '1710034065',
          estado_civil: 'casado',
          conyuge: 'José Ruiz',
        },
      ],
      compradores: [{ nombres: 'Constructora Andina S.A.', identificacion: '1790012344001' }],
      inmuebles: [
        {
          tipo: 'casa',
          ubicacion: { canton: 'Quito' },
          area_terreno: 450,
          linderos: [{ orientacion: 'norte', medida: 20, colindante: 'Lote 4' }],
        },
      ],
      gravamenes: false,
      gravamenes_detalle: 'ignored: hidden while gravamenes is false',
      precio_total: 120000,
      forma_pago: 'contado',
    });
    const first = sections[0];
    expect(first?.title).toBe(compiled.pages[0]?.title);
    expect(first?.lines.slice(0, 3)).toEqual([
      {
        path: 'vendedores.0.nombres',
        label: 'Promitentes vendedores 1 · Nombres y apellidos',
        value: 'María Pérez',
      },
      {
        path: 'vendedores.0.cedula',
        label: 'Promitentes vendedores 1 · Cédula',
        value: '1710034065',
      },
      {
        path: 'vendedores.0.estado_civil',
        label: 'Promitentes vendedores 1 · Estado civil',
        value: 'Casado/a',
      },
    ]);
    const all = sections.flatMap((section) => section.lines);
    expect(all.find((line) => line.path === 'compradores.0.correo')).toEqual({
      path: 'compradores.0.correo',
      label: 'Promitentes compradores 1 · Correo electrónico',
      value: '',
    });
    expect(all.some((line) => line.path === 'gravamenes_detalle')).toBe(false);
    expect(all.find((line) => line.path === 'gravamenes')?.value).toBe('No');
    expect(all.find((line) => line.path === 'inmuebles.0.ubicacion.canton')?.label).toBe(
      'Inmuebles prometidos en venta 1 · Ubicación · Cantón',
    );
    // The credit page is shown only when paying by credit.
    expect(sections.map((section) => section.pageId)).not.toContain('pro-credito');
  });
});
