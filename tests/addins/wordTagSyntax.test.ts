import { formatsByQuestionType, parseFormatName } from '@engine/index';
import type { QuestionType } from '@schemas/questionType';
import type { Statement } from '@schemas/statement';
import { describe, expect, it } from 'vitest';
import { MixedConnectorsError, wordTagSyntax } from '../../addins/pane/syntax/wordTagSyntax';
import { parseWordTag } from '../../engine/word/parseWordTag';
import { analyzeWordTemplate } from '../../server/generation/wordTemplates/analyzeWordTemplate';
import { buildDocx, paragraph } from '../server/generation/support/buildDocx';

// Every placeholder the add-ins write must read back, through the upload gate's own parser, as
// what the lawyer picked in the pane.
describe('wordTagSyntax', () => {
  const types = Object.keys(formatsByQuestionType) as QuestionType[];
  it.each(
    types.flatMap((type) => formatsByQuestionType[type].map((format) => [type, format] as const)),
  )('writes a %s variable in format %s as the gate reads it', (type, format) => {
    const tag = wordTagSyntax.variable('contrato.precio', format);
    const parsed = parseWordTag(tag.slice(1, -1), false);
    expect(parsed).toMatchObject({ kind: 'value', path: 'contrato.precio' });
    const formatName = parsed.kind === 'value' ? parsed.formatName : 'x';
    const read = formatName === null ? 'plain' : parseFormatName(formatName, type);
    expect(read).toBe(format);
  });

  it.each<[Statement]>([
    [{ type: 'equals', variable: 'estado_civil', condition: 'casado' }],
    [{ type: 'greaterThan', variable: 'monto', condition: 1000.5 }],
    [{ type: 'isNotEmpty', variable: 'conyuge' }],
    [{ type: 'equals', variable: 'tiene_hijos', condition: true }],
    [{ type: 'notContains', variable: 'bienes', condition: 'casa de campo' }],
    [
      {
        connector: 'or',
        conditions: [
          { type: 'lessOrEqual', variable: 'plazo', condition: 12 },
          { type: 'isEmpty', variable: 'garante' },
          {
            connector: 'or',
            conditions: [{ type: 'notEquals', variable: 'ciudad', condition: 'Quito' }],
          },
        ],
      },
    ],
  ])('writes the condition %j so that the gate reads the same rules', (statement) => {
    const { open, close } = wordTagSyntax.condition(statement);
    expect(close).toBe('{/}');
    const parsed = parseWordTag(open.slice(2, -1), true);
    expect(parsed.kind).toBe('condition');
    const rules = (s: Statement): unknown[] =>
      'connector' in s ? s.conditions.flatMap(rules) : [s];
    if (parsed.kind === 'condition') expect(rules(parsed.statement)).toEqual(rules(statement));
  });

  it('refuses a condition that mixes «todas» and «alguna»', () => {
    const mixed: Statement = {
      connector: 'and',
      conditions: [
        { type: 'isEmpty', variable: 'a' },
        {
          connector: 'or',
          conditions: [
            { type: 'isEmpty', variable: 'b' },
            { type: 'isEmpty', variable: 'c' },
          ],
        },
      ],
    };
    expect(() => wordTagSyntax.condition(mixed)).toThrow(MixedConnectorsError);
  });

  it('writes a repeat with its fields that a real .docx compiles without errors', () => {
    const repeat = wordTagSyntax.repeat('herederos');
    const condition = wordTagSyntax.condition({
      type: 'equals',
      variable: 'estado_civil',
      condition: 'casado',
    });
    const docx = buildDocx({
      body: [
        paragraph(`Comparece ${wordTagSyntax.variable('nombre', 'upper')}.`),
        paragraph(condition.open),
        paragraph('Casado.'),
        paragraph(condition.close),
        paragraph(repeat.open),
        paragraph(`${wordTagSyntax.fieldInRepeat('herederos', 'herederos.nombre', 'title')}`),
        paragraph(repeat.close),
      ].join(''),
    });
    const analysis = analyzeWordTemplate(docx);
    expect(analysis.errors).toEqual([]);
    expect(analysis.placeholders.map((p) => p.text)).toEqual([
      'nombre | mayúsculas',
      'estado_civil = "casado"',
      'herederos',
      'nombre | nombre propio',
    ]);
    expect(analysis.placeholders[3]?.sections).toEqual(['herederos']);
  });
});
