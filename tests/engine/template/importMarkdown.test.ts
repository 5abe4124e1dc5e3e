import {
  compileInterview,
  importMarkdown,
  parseTemplateContent,
  renderTemplate,
  resolvedToText,
} from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createElement, createField, createInterview, createPage } from '../../factories';

const compiled = compileInterview(
  createInterview([
    createPage('p1', [
      createElement('shortText', 'nombre'),
      createElement('currency', 'precio'),
      createElement('yesNo', 'casado'),
      createElement('repeatingList', 'herederos', {
        items: [createField('shortText', 'nombre', { id: 'i-heredero-nombre' })],
      }),
    ]),
  ]),
);

const textOf = (markdown: string, answers: unknown = {}) =>
  resolvedToText(renderTemplate(importMarkdown(markdown, compiled).content, answers, compiled));

describe('importMarkdown', () => {
  it('reads headings, paragraphs, line breaks, marks, lists, tables and page breaks', () => {
    const markdown = [
      '# Contrato',
      '#### Cuarto nivel',
      '####### demasiado',
      '',
      'Primera línea  ',
      'segunda línea',
      'y **negrita con _cursiva_** y *cursiva*.',
      '',
      '1. uno',
      '2. dos',
      '   - anidado',
      '- otra lista',
      '',
      '| Nombre | Precio |',
      '| --- | ---: |',
      '| {nombre} | {precio \\| en letras} |',
      '\\pagebreak',
      '> cita',
    ].join('\n');
    const { content, warnings } = importMarkdown(markdown, compiled);
    expect(warnings).toEqual([]);
    expect(parseTemplateContent(content)).toEqual({ ok: true, content });
    expect(resolvedToText(renderTemplate(content, { nombre: 'Ana', precio: 21 }, compiled))).toBe(
      [
        'Contrato',
        'Cuarto nivel',
        '####### demasiado',
        'Primera línea',
        'segunda línea y negrita con cursiva y cursiva.',
        '1. uno',
        '2. dos',
        '  • anidado',
        '• otra lista',
        'Nombre | Precio',
        'Ana | VEINTIUNO CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
        '\f',
        'cita',
      ].join('\n'),
    );
    const paragraph = content.content[3];
    expect(paragraph).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Primera línea' },
        { type: 'hardBreak' },
        { type: 'text', text: 'segunda línea y ' },
        { type: 'text', text: 'negrita con ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'cursiva', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' y ' },
        { type: 'text', text: 'cursiva', marks: [{ type: 'italic' }] },
        { type: 'text', text: '.' },
      ],
    });
  });

  it('turns sections into conditions or repeats by the question type, names inside a repeat first', () => {
    const markdown = [
      '{#casado}',
      'Casado con {conyuge}.',
      '{/casado}',
      '{^casado}',
      'Soltero.',
      '{/casado}',
      '{#herederos}',
      '- {nombre | mayúsculas}',
      '{/herederos}',
      '{#nombre}',
      'Nombre: {nombre}',
      '{/nombre}',
    ].join('\n');
    const { warnings } = importMarkdown(markdown, compiled);
    expect(warnings).toEqual([
      'La variable «conyuge» no corresponde a ninguna pregunta de la entrevista.',
    ]);
    expect(
      textOf(markdown, {
        casado: true,
        herederos: [{ nombre: 'ana' }, { nombre: 'luis' }],
        nombre: 'Eva',
      }),
    ).toBe(['Casado con __________.', '• ANA', '• LUIS', 'Nombre: Eva'].join('\n'));
    expect(textOf(markdown, { casado: false })).toBe('Soltero.');
  });

  it('keeps the content of an unclosed block and ignores a stray close, with warnings', () => {
    const { content, warnings } = importMarkdown('{#casado}\nTexto\n{/otro}', compiled);
    expect(content.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Texto' }] },
    ]);
    expect(warnings).toEqual([
      'Hay un {/otro} sin su {#otro}; se ignoró.',
      'El bloque {#casado} no se cierra con {/casado}; su contenido se importó sin condición.',
    ]);
  });

  it('never interprets HTML, images, code or unsafe links', () => {
    const markdown =
      '<img src=x onerror=alert(1)> ![logo](https://x/logo.png) [a](javascript:alert(1)) {nombre | nada} {#x y}\n```\n<script>\n```';
    const { content, warnings } = importMarkdown(markdown, compiled);
    expect(resolvedToText(renderTemplate(content, { nombre: 'Ana' }, compiled))).toBe(
      '<img src=x onerror=alert(1)> logo a Ana {#x y}\n<script>',
    );
    expect(warnings).toEqual([
      'El HTML no se interpreta; se importó como texto.',
      'Las imágenes no se importan; se dejó su texto alternativo.',
      'El enlace «javascript:alert(1)» no empieza por http://, https:// o mailto:; se dejó solo su texto.',
      'El formato «nada» no existe; se usó el formato predeterminado.',
      '«{#x y}» no es una variable válida; se dejó como texto.',
      'Los bloques de código se importaron como párrafos de texto.',
    ]);
  });

  it('reads names as written without an interview', () => {
    const { content } = importMarkdown('{#lista}\n{campo}\n{/lista}');
    expect(content.content[0]).toEqual({
      type: 'conditionalBlock',
      attrs: { condition: { type: 'isNotEmpty', variable: 'lista' } },
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'variable', attrs: { path: 'campo', format: 'plain' } }],
        },
      ],
    });
  });

  it.each([
    ['brackets', '['.repeat(200_000)],
    ['stars', '*'.repeat(200_000)],
    ['underscores', '_a'.repeat(100_000)],
    ['braces', '{'.repeat(200_000)],
    ['unclosed links', '[a]('.repeat(50_000)],
    ['deep lists', Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i % 40)}- x`).join('\n')],
    ['many sections', '{#casado}\n'.repeat(20_000)],
  ])('stays bounded on pathological %s', (_name, markdown) => {
    const { content } = importMarkdown(markdown, compiled);
    expect(content.type).toBe('doc');
  });

  test.prop([fc.string({ maxLength: 300 })])(
    'never throws and yields a storable template or a size refusal',
    (markdown) => {
      const parsed = parseTemplateContent(importMarkdown(markdown, compiled).content);
      if (!parsed.ok) expect(parsed.problems[0]?.message).toMatch(/supera|anida/);
    },
  );
});
