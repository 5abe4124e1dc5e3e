import { formulaToText, parseFormulaText } from '@engine/formulas/formulaText';
import { formulaTextMessages } from '@engine/messages';
import { fc, test } from '@fast-check/vitest';
import { formulaOperations } from '@schemas/formula';
import { describe, expect, it } from 'vitest';

const v = (path: string) => ({ var: path });
const parsed = (source: string) => {
  const result = parseFormulaText(source);
  if (!result.ok) throw new Error(result.message);
  return result.formula;
};
const refused = (source: string) => {
  const result = parseFormulaText(source);
  if (result.ok) throw new Error(`read as ${JSON.stringify(result.formula)}`);
  return result.message;
};

describe('the text form of a formula', () => {
  it('keeps a bracketed chain as one operand, in both directions', () => {
    expect(parsed('a o b o c')).toEqual({ or: [v('a'), v('b'), v('c')] });
    expect(parsed('(a o b) o c')).toEqual({ or: [{ or: [v('a'), v('b')] }, v('c')] });
    expect(parsed('a o (b o c)')).toEqual({ or: [v('a'), { or: [v('b'), v('c')] }] });
    expect(formulaToText({ or: [{ or: [v('a'), v('b')] }, v('c')] })).toBe('(a o b) o c');
    expect(formulaToText({ and: [v('a'), { and: [v('b'), v('c')] }] })).toBe('a y (b y c)');
    expect(formulaToText({ '+': [v('a'), { '-': [v('b'), v('c')] }] })).toBe('a + (b - c)');
  });

  it('reads what the menus build', () => {
    expect(parsed('sumar_meses(inicio; meses)')).toEqual({ addMonths: [v('inicio'), v('meses')] });
    expect(parsed('años_entre(fecha_nacimiento; hoy())')).toEqual({
      yearsBetween: [v('fecha_nacimiento'), { today: [] }],
    });
    // Accents optional, decimals with a comma or a point, the usual precedence.
    expect(parsed('redondear(canon * 1,5 + garantia / 2.5)')).toEqual({
      round: [{ '+': [{ '*': [v('canon'), 1.5] }, { '/': [v('garantia'), 2.5] }] }],
    });
    expect(parsed('SUMA(herederos.porcentaje) = 100 y contar(herederos) >= 1')).toEqual({
      and: [
        { '==': [{ sum: [v('herederos.porcentaje')] }, 100] },
        { '>=': [{ count: [v('herederos')] }, 1] },
      ],
    });
    expect(parsed('si(canon > 1000; 2; 1)')).toEqual({ if: [{ '>': [v('canon'), 1000] }, 2, 1] });
    expect(parsed('sumar_dias_habiles(firma; 30; ["2026-01-01"; "2026-05-01"])')).toEqual({
      addBusinessDays: [v('firma'), 30, ['2026-01-01', '2026-05-01']],
    });
    expect(parsed('unir(" y "; nombre; "ñandú \\"x\\"")')).toEqual({
      join: [' y ', v('nombre'), 'ñandú "x"'],
    });
    expect(parsed('a - (b - c) - -2')).toEqual({
      '-': [{ '-': [v('a'), { '-': [v('b'), v('c')] }] }, -2],
    });
    expect(parsed('no(pagado o vacío = falso)')).toEqual({
      '!': [{ or: [v('pagado'), { '==': [null, false] }] }],
    });
  });

  it('writes a formula so that reading it gives the same formula', () => {
    const formula = {
      if: [
        { and: [{ '>': [{ var: 'canon' }, 1000] }, { '!=': [{ var: 'tipo' }, 'local'] }] },
        { '*': [{ var: 'canon' }, 2, -0.5] },
        { '-': [{ var: 'a' }, { '-': [{ var: 'b' }, 1] }] },
      ],
    };
    const written = formulaToText(formula);
    expect(written).toBe('si(canon > 1000 y tipo != "local"; canon * 2 * (-0,5); a - (b - 1))');
    expect(parsed(written as string)).toEqual(formula);
  });

  it('has no text form for a part made with the condition editor', () => {
    expect(
      formulaToText({ if: [{ condition: { type: 'isEmpty', variable: 'x' } }, 1, 2] }),
    ).toBeNull();
  });

  it('says in Spanish where the text goes wrong', () => {
    expect(refused('sumar_meses(inicio, meses)')).toBe(formulaTextMessages.comma(19));
    expect(refused('ejecutar(x)')).toBe(formulaTextMessages.unknownFunction('ejecutar', 1));
    expect(refused('suma(herederos.porcentaje')).toBe(formulaTextMessages.unfinished);
    expect(refused('"sin cerrar')).toBe(formulaTextMessages.unclosedText(1));
    expect(refused('1 + * 2')).toBe(formulaTextMessages.unexpected('*', 5));
    expect(refused('('.repeat(3000))).toBe(formulaTextMessages.tooDeep(8));
    expect(refused('-'.repeat(3000))).toBe(formulaTextMessages.tooDeep(8));
    expect(refused('x'.repeat(5000))).toBe(formulaTextMessages.tooLong(4000));
  });

  it('names code and object internals only as variables, which the formula checks refuse', () => {
    expect(parsed('__proto__')).toEqual({ var: '__proto__' });
    expect(refused('constructor(1)')).toBe(formulaTextMessages.unknownFunction('constructor', 1));
    expect(refused('toString(1)')).toBe(formulaTextMessages.unknownFunction('toString', 1));
  });
});

// Any formula the menus can build without a condition reads back as itself.
const operations = formulaOperations.filter((operation) => operation !== 'today');
const { formula } = fc.letrec<{ formula: unknown }>((tie) => ({
  formula: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, 0, 1, -3, 0.25, 1250.5, true, false, '', 'x "y" \\ z', '2026-02-28'),
    fc.constantFrom('precio', 'herederos', 'herederos.edad', 'fecha_de_firma').map(v),
    fc
      .record({
        operation: fc.constantFrom(...operations),
        args: fc.array(tie('formula'), { minLength: 1, maxLength: 3 }),
      })
      .map(({ operation, args }) => ({ [operation]: args })),
  ),
}));

describe('writing and reading', () => {
  test.prop([formula], { numRuns: 1000 })('give back the same formula', (generated) => {
    const written = formulaToText(generated);
    if (written === null) return;
    const read = parseFormulaText(written);
    // Deeper than the formula limit: refused as too deep, never read differently.
    if (!read.ok) {
      expect(read.message).toBe(formulaTextMessages.tooDeep(8));
      return;
    }
    expect(read.formula).toEqual(generated);
  });
});
