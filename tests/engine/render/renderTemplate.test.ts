import { readFileSync, writeFileSync } from 'node:fs';
import {
  compileInterview,
  evaluateVisibility,
  formatKeys,
  maxResolvedNodes,
  parseTemplateContent,
  renderTemplate,
  resolvedToText,
  TemplateRenderError,
} from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { missingValuePlaceholder, type ResolvedDocument } from '@schemas/resolvedDocument';
import type { TemplateContent } from '@schemas/template';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createPage,
  options,
  when as shownWhen,
} from '../../factories';
import { loadFixture } from '../../fixtures/loadFixture';
import {
  companyCommercialAnswers,
  naturalFurnishedAnswers,
} from '../../fixtures/templates/leaseContractAnswers';
import { leaseContractTemplate } from '../../fixtures/templates/leaseContractTemplate';
import {
  doc,
  each,
  h,
  li,
  ol,
  p,
  pageBreak,
  t,
  table,
  td,
  th,
  tr,
  trEach,
  ul,
  v,
  when,
} from '../../fixtures/templates/templateBuilders';

const lease = compileInterview(loadFixture('leaseContract'));
const golden = (name: string) => new URL(`../../fixtures/templates/${name}`, import.meta.url);
const validResolved = new Ajv().compile(
  // The schema is cyclic (its own $defs), so it is compiled alone.
  JSON.parse(JSON.stringify((await import('@schemas/resolvedDocument')).ResolvedDocument)),
);

function matchGolden(name: string, actual: string): void {
  if (process.env.UPDATE_GOLDEN) writeFileSync(golden(name), actual);
  expect(actual).toBe(readFileSync(golden(name), 'utf8'));
}

const text = (template: TemplateContent, answers: unknown, compiled = lease) =>
  resolvedToText(renderTemplate(template, answers, compiled));

describe('renderTemplate: the lease contract', () => {
  // Regenerate with UPDATE_GOLDEN=1 after an intended change, then read the diff as a lawyer would.
  it.each([
    ['natural', naturalFurnishedAnswers],
    ['company', companyCommercialAnswers],
  ])('writes the %s lease exactly as its golden text and structure', (name, answers) => {
    const resolved = renderTemplate(leaseContractTemplate, answers, lease);
    expect(validResolved(resolved), JSON.stringify(validResolved.errors)).toBe(true);
    matchGolden(`leaseContract.${name}.txt`, `${resolvedToText(resolved)}\n`);
    matchGolden(`leaseContract.${name}.resolved.json`, `${JSON.stringify(resolved, null, 2)}\n`);
  });

  it('is a template the server would store as it is', () => {
    expect(parseTemplateContent(leaseContractTemplate)).toEqual({
      ok: true,
      content: leaseContractTemplate,
    });
  });

  it('uses every format', () => {
    const used = new Set(JSON.stringify(leaseContractTemplate).match(/"format":"\w+"/g));
    for (const format of formatKeys) expect(used).toContain(`"format":"${format}"`);
  });

  it('never prints answers of hidden questions', () => {
    const natural = text(leaseContractTemplate, naturalFurnishedAnswers);
    expect(natural).not.toContain('Inmobiliaria Oculta');
    expect(natural).not.toContain('no debe aparecer');
    const company = text(leaseContractTemplate, companyCommercialAnswers);
    expect(company).not.toContain('Persona Oculta');
    expect(company).not.toContain('no debe aparecer');
    expect(company).not.toContain('Estantería');
  });

  it('takes the visibility the caller already computed', () => {
    const visibility = evaluateVisibility(lease, naturalFurnishedAnswers);
    expect(
      renderTemplate(leaseContractTemplate, naturalFurnishedAnswers, lease, { visibility }),
    ).toEqual(renderTemplate(leaseContractTemplate, naturalFurnishedAnswers, lease));
  });
});

describe('renderTemplate: missing answers', () => {
  const interview = compileInterview(
    createInterview([
      createPage('p1', [
        createElement('shortText', 'nombre'),
        createElement('yesNo', 'casado'),
        createElement('shortText', 'conyuge', { statement: shownWhen('casado', 'equals', true) }),
      ]),
    ]),
  );

  it('writes a blank line, marked missing, for an answer not given', () => {
    const resolved = renderTemplate(
      doc(p(t('Nombre: '), v('nombre', 'upper', 'bold'), t('.'))),
      {},
      interview,
    );
    expect(resolved.blocks[0]).toEqual({
      type: 'paragraph',
      runs: [
        { type: 'text', text: 'Nombre: ' },
        { type: 'text', text: missingValuePlaceholder, bold: true, missing: true },
        { type: 'text', text: '.' },
      ],
    });
  });

  it.each([
    ['blank text', { nombre: '   ' }],
    ['null', { nombre: null }],
    ['a hidden question', { casado: false, conyuge: 'Ana' }],
    ['an unknown path', { otro: 'x' }],
  ])('treats %s as missing', (_name, answers) => {
    const template = doc(p(v('nombre')), p(v('conyuge')), p(v('otro')));
    const written = text(template, answers, interview);
    expect(written).toBe(
      [missingValuePlaceholder, missingValuePlaceholder, missingValuePlaceholder].join('\n'),
    );
  });

  it('reads own properties only', () => {
    const answers = JSON.parse('{"__proto__": {"nombre": "Inyectado"}}');
    expect(text(doc(p(v('nombre'))), answers, interview)).toBe(missingValuePlaceholder);
    expect(text(doc(p(v('nombre'))), Object.create({ nombre: 'Heredado' }))).toBe(
      missingValuePlaceholder,
    );
  });

  test.prop([fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true })])(
    'never writes undefined, NaN or [object …] that the answers did not contain as text',
    (value) => {
      const answers = {
        ...naturalFurnishedAnswers,
        arrendatario: value,
        canon: value,
        clausulas: value,
      };
      const written = text(leaseContractTemplate, answers);
      for (const word of written.match(/undefined|NaN|\[object \w+\]|Infinity/g) ?? []) {
        expect(JSON.stringify(value) ?? '').toContain(word);
      }
    },
  );
});

describe('renderTemplate: conditions', () => {
  const interview = compileInterview(
    createInterview([
      createPage('p1', [
        createElement('singleChoice', 'estado_civil', { items: options('soltero', 'casado') }),
        createElement('number', 'hijos'),
      ]),
    ]),
  );

  it.each([
    [{ estado_civil: 'casado', hijos: 2 }, 'Casado.\nCon hijos.'],
    [{ estado_civil: 'CASADO ', hijos: 0 }, 'Sin hijos.'],
    [{ estado_civil: 'soltero' }, 'Sin hijos.'],
  ])('decides blocks with the engine conditions for %j', (answers, expected) => {
    const template = doc(
      when({ type: 'equals', variable: 'estado_civil', condition: 'casado' }, p(t('Casado.'))),
      when({ type: 'greaterThan', variable: 'hijos', condition: '0' }, p(t('Con hijos.'))),
      when(
        {
          connector: 'or',
          conditions: [
            { type: 'isEmpty', variable: 'hijos' },
            { type: 'lessOrEqual', variable: 'hijos', condition: 0 },
          ],
        },
        p(t('Sin hijos.')),
      ),
    );
    expect(text(template, answers, interview)).toBe(expected);
  });

  it('reads a condition on an unknown variable as unanswered', () => {
    const template = doc(when({ type: 'isEmpty', variable: 'nada' }, p(t('vacío'))));
    expect(text(template, { nada: 'algo' }, interview)).toBe('vacío');
  });

  it('drops a list item and a list a false condition leaves empty', () => {
    const no = { type: 'equals', variable: 'hijos', condition: 99 } as const;
    const template = doc(ul(li(p(t('a'))), li(when(no, p(t('b'))))), ol(li(when(no, p(t('c'))))));
    expect(renderTemplate(template, {}, interview).blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{ blocks: [{ type: 'paragraph', runs: [{ type: 'text', text: 'a' }] }] }],
      },
    ]);
  });

  it('works without an interview, reading answers as they are', () => {
    const template = doc(
      when({ type: 'equals', variable: 'x', condition: 'sí' }, p(v('y', 'upper'))),
    );
    expect(resolvedToText(renderTemplate(template, { x: 'SI', y: 'hola' }))).toBe('HOLA');
    expect(resolvedToText(renderTemplate(template, { x: 'no', y: 'hola' }))).toBe('');
  });
});

describe('renderTemplate: repeats', () => {
  const interview = compileInterview(
    createInterview([
      createPage('p1', [
        createElement('repeatingList', 'herederos', {
          items: [
            createField('shortText', 'nombre'),
            createField('yesNo', 'es_menor'),
            createField('shortText', 'representante', {
              statement: shownWhen('herederos.es_menor', 'equals', true),
            }),
            createField('repeatingList', 'hijos', {
              items: [createField('shortText', 'nombre', { id: 'i-hijo-nombre' })],
            }),
          ],
        }),
      ]),
    ]),
  );
  const answers = {
    herederos: [
      {
        nombre: 'Ana',
        es_menor: false,
        representante: 'oculto',
        hijos: [{ nombre: 'Luis' }, { nombre: 'Eva' }],
      },
      { nombre: 'Beto', es_menor: true, representante: 'Carla', hijos: [] },
      'no es una fila',
    ],
  };

  it('writes a block per row, a nested block per nested row, and a row condition per row', () => {
    const template = doc(
      each(
        'herederos',
        p(v('herederos.nombre', 'upper')),
        when(
          { type: 'equals', variable: 'herederos.es_menor', condition: true },
          p(t('representado por '), v('herederos.representante')),
        ),
        each(
          'herederos.hijos',
          p(t('hijo: '), v('herederos.hijos.nombre'), t(' de '), v('herederos.nombre')),
        ),
      ),
    );
    expect(text(template, answers, interview)).toBe(
      ['ANA', 'hijo: Luis de Ana', 'hijo: Eva de Ana', 'BETO', 'representado por Carla'].join('\n'),
    );
  });

  it('reads a row field outside its repeat as the list of every row', () => {
    const template = doc(
      p(v('herederos.nombre', 'list')),
      p(v('herederos.hijos.nombre', 'upper')),
      p(v('herederos.representante')),
    );
    expect(text(template, answers, interview)).toBe('Ana y Beto\nLUIS Y EVA\nCarla');
  });

  it('merges the one-item lists of a repeat into one list', () => {
    const template = doc(each('herederos', ol(li(p(v('herederos.nombre'))))));
    expect(text(template, answers, interview)).toBe('1. Ana\n2. Beto');
  });

  it('repeats table rows under their header', () => {
    const template = doc(
      table(
        tr(th(p(t('Nombre'))), th(p(t('Menor')))),
        trEach('herederos', td(p(v('herederos.nombre'))), td(p(v('herederos.es_menor'))), td()),
      ),
    );
    const resolved = renderTemplate(template, answers, interview);
    expect(resolvedToText(resolved)).toBe('Nombre | Menor\nAna | No | \nBeto | Sí | ');
    const firstRow = resolved.blocks[0]?.type === 'table' ? resolved.blocks[0].rows[1] : undefined;
    expect(firstRow?.cells[2]).toEqual({
      header: false,
      colspan: 1,
      rowspan: 1,
      widths: null,
      blocks: [{ type: 'paragraph', runs: [] }],
    });
  });

  it('writes nothing for a list that is empty, missing or not a list', () => {
    const template = doc(each('herederos', p(t('x'))));
    for (const value of [[], undefined, 'texto', { 0: { nombre: 'a' } }]) {
      expect(renderTemplate(template, { herederos: value }, interview).blocks).toEqual([]);
    }
  });

  it('refuses output beyond its budget instead of exhausting memory', () => {
    const rows = Array.from({ length: 500 }, () => ({
      nombre: 'x',
      hijos: Array.from({ length: 500 }, () => ({ nombre: 'y' })),
    }));
    const template = doc(
      each('herederos', each('herederos.hijos', p(v('herederos.hijos.nombre')))),
    );
    expect(() => renderTemplate(template, { herederos: rows }, interview)).toThrow(
      TemplateRenderError,
    );
    expect(maxResolvedNodes).toBeLessThan(500 * 500 * 2);
  });
});

describe('renderTemplate: structure', () => {
  it('keeps headings, alignment, marks, links, line breaks and page breaks', () => {
    const template: TemplateContent = doc(
      h(2, t('Título')),
      {
        type: 'paragraph',
        attrs: { textAlign: 'justify' },
        content: [
          t('a', 'bold'),
          t('b', 'bold'),
          { type: 'hardBreak' },
          {
            type: 'text',
            text: 'web',
            marks: [{ type: 'link', attrs: { href: 'https://minuta.ec' } }, { type: 'italic' }],
          },
        ],
      },
      pageBreak(),
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [li(p(t('tres')), ul(li(p(t('anidado')))))],
      },
    );
    const resolved: ResolvedDocument = renderTemplate(template, {});
    expect(resolved.blocks).toEqual([
      { type: 'heading', level: 2, runs: [{ type: 'text', text: 'Título' }] },
      {
        type: 'paragraph',
        align: 'justify',
        runs: [
          { type: 'text', text: 'ab', bold: true },
          { type: 'lineBreak' },
          { type: 'text', text: 'web', italic: true, link: 'https://minuta.ec' },
        ],
      },
      { type: 'pageBreak' },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [
          {
            blocks: [
              { type: 'paragraph', runs: [{ type: 'text', text: 'tres' }] },
              {
                type: 'list',
                ordered: false,
                start: 1,
                items: [
                  { blocks: [{ type: 'paragraph', runs: [{ type: 'text', text: 'anidado' }] }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(resolvedToText(resolved)).toBe('Título\nab\nweb\n\f\n3. tres\n  • anidado');
  });
});
