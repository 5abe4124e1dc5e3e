import { parseTemplateContent } from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { TemplateContent, templateLimits } from '@schemas/template';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { leaseContractTemplate } from '../../fixtures/templates/leaseContractTemplate';
import { doc, each, p, t, v, when } from '../../fixtures/templates/templateBuilders';

// The TypeBox schema, compiled alone (it is cyclic), as a second opinion on what the parser keeps.
const matchesSchema = new Ajv().compile(JSON.parse(JSON.stringify(TemplateContent)));

const problemsOf = (input: unknown) => {
  const parsed = parseTemplateContent(input);
  return parsed.ok ? [] : parsed.problems;
};

const paragraph = (...content: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});

describe('parseTemplateContent', () => {
  it('keeps a valid template as it is', () => {
    expect(parseTemplateContent(leaseContractTemplate)).toEqual({
      ok: true,
      content: leaseContractTemplate,
    });
    expect(matchesSchema(leaseContractTemplate)).toBe(true);
  });

  it('cleans what the tiptap editor writes: version, default attributes, empty texts', () => {
    const fromEditor = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { textAlign: null, id: 'x' },
          content: [
            {
              type: 'text',
              text: 'sitio',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: 'https://a.ec',
                    target: '_blank',
                    rel: 'noopener noreferrer nofollow',
                    class: null,
                  },
                },
              ],
            },
            { type: 'text', text: '' },
            { type: 'hardBreak', marks: [{ type: 'bold' }] },
            { type: 'variable', attrs: { path: 'nombre', format: 'upper', label: 'Nombre' } },
          ],
        },
        {
          type: 'heading',
          attrs: { level: 2, textAlign: 'left' },
          content: [{ type: 'text', text: 'T', marks: [{ type: 'bold' }, { type: 'bold' }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  attrs: { colspan: 1, rowspan: 1, colwidth: null },
                  content: [{ type: 'paragraph' }],
                },
              ],
            },
          ],
        },
      ],
    };
    const parsed = parseTemplateContent(fromEditor);
    expect(parsed).toEqual({
      ok: true,
      content: {
        type: 'doc',
        schemaVersion: 1,
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'sitio',
                marks: [{ type: 'link', attrs: { href: 'https://a.ec' } }],
              },
              { type: 'hardBreak' },
              { type: 'variable', attrs: { path: 'nombre', format: 'upper', label: 'Nombre' } },
            ],
          },
          {
            type: 'heading',
            attrs: { level: 2 },
            content: [{ type: 'text', text: 'T', marks: [{ type: 'bold' }] }],
          },
          {
            type: 'orderedList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
          },
          {
            type: 'table',
            content: [
              {
                type: 'tableRow',
                content: [{ type: 'tableCell', content: [{ type: 'paragraph' }] }],
              },
            ],
          },
        ],
      },
    });
    expect(parsed.ok && matchesSchema(parsed.content)).toBe(true);
  });

  it('gives an empty document one empty paragraph', () => {
    expect(parseTemplateContent({ type: 'doc', content: [] })).toEqual({
      ok: true,
      content: { type: 'doc', schemaVersion: 1, content: [{ type: 'paragraph' }] },
    });
  });

  it.each([
    ['not a document', 'hola', '', 'La plantilla no es un documento válido.'],
    [
      'a newer version',
      { type: 'doc', schemaVersion: 2, content: [] },
      '/schemaVersion',
      'La plantilla fue guardada por una versión más reciente de Minuta.',
    ],
    [
      'raw HTML',
      { type: 'doc', content: [{ type: 'html', html: '<script>alert(1)</script>' }] },
      '/content/0/type',
      'Contiene un elemento no permitido: «html».',
    ],
    [
      'an image',
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://x' } }] },
      '/content/0/type',
      'Contiene un elemento no permitido: «image».',
    ],
    [
      'a code block',
      { type: 'doc', content: [{ type: 'codeBlock' }] },
      '/content/0/type',
      'Contiene un elemento no permitido: «codeBlock».',
    ],
    [
      'a javascript: link',
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
      }),
      '/content/0/content/0/marks/0/attrs/href',
      'Los enlaces solo pueden empezar por http://, https:// o mailto:.',
    ],
    [
      'a data: link',
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: 'data:text/html,<b>' } }],
      }),
      '/content/0/content/0/marks/0/attrs/href',
      'Los enlaces solo pueden empezar por http://, https:// o mailto:.',
    ],
    [
      'a link with spaces',
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: 'https://a.ec/ onmouseover=x' } }],
      }),
      '/content/0/content/0/marks/0/attrs/href',
      'Los enlaces solo pueden empezar por http://, https:// o mailto:.',
    ],
    [
      'a strike mark',
      paragraph({ type: 'text', text: 'x', marks: [{ type: 'strike' }] }),
      '/content/0/content/0/marks/0/type',
      'Contiene un formato de texto no permitido: «strike».',
    ],
    [
      'a variable reaching constructor',
      paragraph({ type: 'variable', attrs: { path: 'a.constructor', format: 'plain' } }),
      '/content/0/content/0/attrs/path',
      'Una variable no tiene un nombre válido.',
    ],
    [
      'a variable reaching __proto__',
      paragraph({ type: 'variable', attrs: { path: '__proto__', format: 'plain' } }),
      '/content/0/content/0/attrs/path',
      'Una variable no tiene un nombre válido.',
    ],
    [
      'an expression as a path',
      paragraph({ type: 'variable', attrs: { path: 'a + b', format: 'plain' } }),
      '/content/0/content/0/attrs/path',
      'Una variable no tiene un nombre válido.',
    ],
    [
      'an unknown format',
      paragraph({ type: 'variable', attrs: { path: 'a', format: 'eval' } }),
      '/content/0/content/0/attrs/format',
      'Una variable tiene un formato desconocido: «eval».',
    ],
    [
      'a condition as an expression',
      {
        type: 'doc',
        content: [{ type: 'conditionalBlock', attrs: { condition: 'a > 1' }, content: [] }],
      },
      '/content/0/attrs/condition',
      'Un bloque condicional tiene una condición que no es válida.',
    ],
    [
      'a condition with an unknown operator',
      {
        type: 'doc',
        content: [
          {
            type: 'conditionalBlock',
            attrs: { condition: { type: 'matches', variable: 'a', condition: '.*' } },
            content: [],
          },
        ],
      },
      '/content/0/attrs/condition',
      'Un bloque condicional tiene una condición que no es válida.',
    ],
    [
      'a list item outside a list',
      { type: 'doc', content: [{ type: 'bulletList', content: [{ type: 'paragraph' }] }] },
      '/content/0/content/0',
      'Aquí solo puede ir un elemento de lista.',
    ],
    [
      'a heading of level 7',
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 7 } }] },
      '/content/0/attrs/level',
      'Los títulos tienen nivel 1 a 4.',
    ],
    [
      'text that is not text',
      paragraph({ type: 'text', text: 5 }),
      '/content/0/content/0/text',
      'Hay un texto que no es válido.',
    ],
  ])('refuses %s', (_name, input, path, message) => {
    expect(problemsOf(input)[0]).toEqual({ path, message });
  });

  it('refuses a condition nested beyond five levels', () => {
    let condition: unknown = { type: 'isEmpty', variable: 'a' };
    for (let level = 0; level < 5; level += 1)
      condition = { connector: 'and', conditions: [condition] };
    expect(problemsOf(doc(when(condition as never, p(t('x')))))).toHaveLength(1);
  });

  it('refuses repeats nested deeper than lists nest', () => {
    let block = p(v('a'));
    for (let level = 0; level <= templateLimits.repeatDepth; level += 1)
      block = each('lista', block);
    expect(problemsOf(doc(block))[0]?.message).toBe(
      'Los bloques repetidos se anidan como máximo 4 niveles.',
    );
  });

  it('refuses nesting beyond its depth without recursing into it', () => {
    let node: Record<string, unknown> = { type: 'paragraph' };
    for (let level = 0; level < 100_000; level += 1)
      node = {
        type: 'conditionalBlock',
        attrs: { condition: { type: 'isEmpty', variable: 'a' } },
        content: [node],
      };
    // JSON.stringify of such depth would overflow, so the parser must report, not crash.
    expect(problemsOf({ type: 'doc', content: [node] })).toEqual([
      { path: '', message: 'La plantilla no es un documento válido.' },
    ]);
    let shallow: Record<string, unknown> = { type: 'paragraph' };
    for (let level = 0; level < 15; level += 1) {
      shallow = { type: 'bulletList', content: [{ type: 'listItem', content: [shallow] }] };
    }
    expect(
      problemsOf({ type: 'doc', content: [shallow] }).some((problem) =>
        problem.message.includes('niveles'),
      ),
    ).toBe(true);
  });

  it('refuses too many nodes and too many bytes', () => {
    const many = Array.from({ length: templateLimits.nodes + 1 }, () => ({ type: 'pageBreak' }));
    expect(problemsOf({ type: 'doc', content: many })).toEqual([
      {
        path: `/content/${templateLimits.nodes}`,
        message: `La plantilla supera el máximo de ${templateLimits.nodes} elementos.`,
      },
    ]);
    const big = paragraph({ type: 'text', text: 'x'.repeat(templateLimits.bytes) });
    expect(problemsOf(big)).toEqual([
      { path: '', message: 'La plantilla supera el tamaño máximo de 768 KB.' },
    ]);
  });

  it('reports at most twenty problems', () => {
    const bad = Array.from({ length: 100 }, () => ({ type: 'script' }));
    expect(problemsOf({ type: 'doc', content: bad })).toHaveLength(20);
  });

  test.prop([fc.anything({ maxDepth: 6 })])(
    'never throws, and what it keeps matches the schema',
    (input) => {
      const parsed = parseTemplateContent({
        type: 'doc',
        content: [input, { type: 'paragraph', content: [input] }],
      });
      if (parsed.ok) expect(matchesSchema(parsed.content)).toBe(true);
    },
  );
});
