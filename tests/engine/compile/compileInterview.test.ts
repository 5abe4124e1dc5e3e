import { readFileSync, writeFileSync } from 'node:fs';
import { answerFormats, compileInterview, InterviewCompileError } from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import type { Interview } from '@schemas/interview';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createPage,
  options,
  when,
} from '../../factories';
import { fixtureNames, fixtureUrl, loadFixture } from '../../fixtures/loadFixture';
import { interviewArbitrary, shuffleKeys } from '../arbitraries';

const fixtures = fixtureNames;

const compileOrNull = (interview: Interview) => {
  try {
    return compileInterview(interview);
  } catch (error) {
    if (error instanceof InterviewCompileError) return null;
    throw error;
  }
};

describe('compileInterview', () => {
  // Regenerate with UPDATE_GOLDEN=1 after an intended change, then review the diff.
  it.each(fixtures)('compiles the %s fixture to its golden output', (name) => {
    const compiled = `${JSON.stringify(compileInterview(loadFixture(name)), null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN) writeFileSync(fixtureUrl(name, 'compiled'), compiled);
    expect(compiled).toBe(readFileSync(fixtureUrl(name, 'compiled'), 'utf8'));
  });

  it.each(fixtures)('emits page schemas of %s that strict ajv and its formats accept', (name) => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv, { keywords: true });
    for (const [format, definition] of Object.entries(answerFormats))
      ajv.addFormat(format, definition as { type: 'string'; validate: (value: string) => boolean });
    for (const page of compileInterview(loadFixture(name)).pages) {
      expect(() => ajv.compile(page.schema)).not.toThrow();
    }
  });

  test.prop([interviewArbitrary, fc.nat(20)], { numRuns: 100 })(
    'is deterministic: the same interview, even with its keys reordered, compiles to the same bytes',
    (generated, seed) => {
      const first = compileOrNull(generated.interview);
      const again = compileOrNull(structuredClone(generated.interview));
      const shuffled = compileOrNull(shuffleKeys(generated.interview, seed) as Interview);
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      expect(JSON.stringify(shuffled)).toBe(JSON.stringify(first));
    },
  );

  it('indexes which rules read each variable', () => {
    const compiled = compileInterview(loadFixture('promiseOfSale'));
    expect(compiled.dependents).toEqual({
      clausula_penal: ['field:porcentaje_penal'],
      forma_pago: ['field:fecha_ultimo_pago', 'page:pro-credito', 'page:pro-cuotas'],
      gravamenes: ['field:gravamenes_detalle'],
      inmuebles: ['field:inmuebles.area_construccion'],
      vendedores: ['field:vendedores.conyuge'],
    });
  });

  it('lists every answer slot with its type, parent and list', () => {
    const compiled = compileInterview(loadFixture('specialPowerOfAttorney'));
    const heirs = compiled.variables.filter((variable) => variable.path.startsWith('herederos'));
    expect(heirs.map(({ path, type, parent, list }) => ({ path, type, parent, list }))).toEqual([
      { path: 'herederos', type: 'repeatingList', parent: null, list: null },
      { path: 'herederos.nombres', type: 'shortText', parent: 'herederos', list: 'herederos' },
      { path: 'herederos.parentesco', type: 'dropdown', parent: 'herederos', list: 'herederos' },
      { path: 'herederos.fallecido', type: 'yesNo', parent: 'herederos', list: 'herederos' },
      { path: 'herederos.es_menor', type: 'yesNo', parent: 'herederos', list: 'herederos' },
      {
        path: 'herederos.representante',
        type: 'shortText',
        parent: 'herederos',
        list: 'herederos',
      },
      { path: 'herederos.hijos', type: 'repeatingList', parent: 'herederos', list: 'herederos' },
      {
        path: 'herederos.hijos.nombres',
        type: 'shortText',
        parent: 'herederos.hijos',
        list: 'herederos.hijos',
      },
      {
        path: 'herederos.hijos.cedula',
        type: 'idNumber',
        parent: 'herederos.hijos',
        list: 'herederos.hijos',
      },
    ]);
  });

  it('compiles options, Spanish labels and help into the uiSchema', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('dropdown', 'ciudad', {
            title: '¿En qué ciudad se firma?',
            help: 'La ciudad de la notaría.',
            placeholder: 'Elige la ciudad',
            items: options('quito', 'guayaquil'),
          }),
        ]),
      ]),
    );
    expect(compiled.pages[0]?.schema.properties).toEqual({
      ciudad: {
        title: '¿En qué ciudad se firma?',
        description: 'La ciudad de la notaría.',
        type: 'string',
        enum: ['quito', 'guayaquil'],
      },
    });
    expect(compiled.pages[0]?.uiSchema).toEqual({
      'ui:order': ['ciudad'],
      ciudad: {
        'ui:widget': 'select',
        'ui:placeholder': 'Elige la ciudad',
        'ui:enumNames': ['quito', 'guayaquil'],
      },
    });
  });

  describe('refuses interviews that cannot run safely', () => {
    const refusal = (interview: Interview) => {
      try {
        compileInterview(interview);
      } catch (error) {
        if (error instanceof InterviewCompileError) return error;
        throw error;
      }
      throw new Error('compiled without refusing');
    };

    it('with a duplicate variable name', () => {
      const error = refusal(
        createInterview([
          createPage('p1', [
            createElement('shortText', 'nombre'),
            createElement('number', 'nombre'),
          ]),
        ]),
      );
      expect(error.diagnostics.map((d) => d.code)).toEqual(['duplicate-variable']);
      expect(error.message).toContain('El nombre de variable «nombre» se repite');
    });

    it.each(['constructor', '__proto__', '1nombre', 'nombre completo', 'año'])(
      'with the variable name %s',
      (name) => {
        const error = refusal(
          createInterview([createPage('p1', [createElement('shortText', name)])]),
        );
        expect(error.diagnostics.map((d) => d.code)).toEqual(['invalid-variable']);
      },
    );

    it('with a pattern that backtracks catastrophically', () => {
      const error = refusal(
        createInterview([
          createPage('p1', [
            createElement('shortText', 'codigo', { validation: { pattern: '^(a+)+$' } }),
          ]),
        ]),
      );
      expect(error.diagnostics).toEqual([
        expect.objectContaining({ code: 'unsafe-pattern', pageId: 'p1', elementId: 'e-codigo' }),
      ]);
    });

    it('with a condition nested beyond the cap', () => {
      let statement = when('a', 'isEmpty');
      for (let i = 0; i < 5; i += 1) statement = { connector: 'and', conditions: [statement] };
      const error = refusal(
        createInterview([
          createPage('p1', [
            createElement('shortText', 'a'),
            createElement('shortText', 'b', { statement }),
          ]),
        ]),
      );
      expect(error.diagnostics.map((d) => d.code)).toEqual(['statement-too-deep']);
    });

    it('with groups nested beyond the cap', () => {
      let field = createField('shortText', 'hoja');
      for (let depth = 0; depth < 4; depth += 1)
        field = createField('group', `g${depth}`, { items: [field] });
      const error = refusal(
        createInterview([createPage('p1', [createElement('group', 'raiz', { items: [field] })])]),
      );
      expect(error.diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    });
  });
});
