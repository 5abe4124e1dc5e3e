import { blockingCodes, findBlockingProblems, lintInterview } from '@engine/index';
import { diagnosticCodes } from '@schemas/diagnostic';
import { describe, expect, it } from 'vitest';
import {
  cleanInterview,
  faultyInterviews,
  faultyLintOptions,
} from '../../fixtures/lint/faultyInterviews';
import { fixtureNames, loadFixture } from '../../fixtures/loadFixture';

describe('lintInterview', () => {
  it('finds nothing in the clean base interview', () => {
    expect(lintInterview(cleanInterview())).toEqual([]);
  });

  it.each(fixtureNames)('finds nothing in the %s fixture', (name) => {
    expect(lintInterview(loadFixture(name))).toEqual([]);
  });

  it.each(diagnosticCodes)('reports %s, and only that, in the fixture with that fault', (code) => {
    const diagnostics = lintInterview(faultyInterviews[code](), faultyLintOptions[code]);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(diagnostics.map(() => code));
    for (const diagnostic of diagnostics) {
      expect(diagnostic.message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡«]/);
      if (code !== 'too-many-questions') expect(diagnostic.pageId).toBeDefined();
    }
  });

  it('points at the element and item a diagnostic concerns', () => {
    const diagnostics = lintInterview(faultyInterviews['list-field-outside-list']());
    expect(diagnostics).toEqual([
      {
        code: 'list-field-outside-list',
        severity: 'error',
        message:
          'La condición usa «herederos.menor», un campo de la lista «herederos», fuera de esa lista: solo las preguntas de la misma lista pueden depender de él.',
        pageId: 'p1',
        elementId: 'e-nombre',
      },
    ]);
  });

  it('reports both ends of a cycle', () => {
    expect(lintInterview(faultyInterviews.cycle()).map((d) => d.elementId)).toEqual([
      'e-nombre',
      'e-monto',
    ]);
  });

  it('explains an unsafe pattern in Spanish', () => {
    expect(lintInterview(faultyInterviews['unsafe-pattern']())).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining('puede tardar muchísimo en comprobarse'),
        elementId: 'e-codigo',
      }),
    ]);
  });
});

describe('findBlockingProblems', () => {
  it.each([...blockingCodes])('reports %s, the same as lint does', (code) => {
    const interview = faultyInterviews[code]();
    expect(findBlockingProblems(interview)).toEqual(
      lintInterview(interview).filter((d) => d.code === code),
    );
  });

  it.each([
    'forward-reference',
    'cycle',
    'always-false',
    'empty-page',
    'untitled-question',
  ] as const)('lets %s through: it is advice, not a broken interview', (code) => {
    expect(findBlockingProblems(faultyInterviews[code]())).toEqual([]);
  });
});
