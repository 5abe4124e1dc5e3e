import {
  compileInterview,
  parseTemplateContent,
  renderTemplate,
  resolvedToText,
} from '@engine/index';
import type { TemplateContent, TemplateInline } from '@schemas/template';
import { describe, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createOption,
  createPage,
} from '../../factories';

// Spanish agreement in rich templates: the form that fits who signs, and lists of people written
// in prose.

const tenants = compileInterview(
  createInterview([
    createPage('p1', [
      createElement('repeatingList', 'arrendatarios', {
        items: [
          createField('shortText', 'nombre'),
          createField('singleChoice', 'tratamiento', {
            items: [createOption('sr', 'Señor'), createOption('sra', 'Señora')],
          }),
        ],
      }),
      createElement('singleChoice', 'sexo_garante', {
        items: [createOption('H', 'Hombre'), createOption('F', 'Mujer')],
      }),
      createElement('number', 'garantes'),
    ]),
  ]),
);

const tenantForms = [
  'el arrendatario',
  'la arrendataria',
  'los arrendatarios',
  'las arrendatarias',
];
const agreement = (
  gender: string,
  forms = tenantForms,
  extra: { count?: string; feminine?: string[] } = {},
): TemplateInline => ({ type: 'agreement', attrs: { gender, forms, ...extra } });

const doc = (...content: TemplateInline[]): TemplateContent => ({
  type: 'doc',
  schemaVersion: 1,
  content: [{ type: 'paragraph', content }],
});

const write = (content: TemplateContent, answers: unknown) =>
  resolvedToText(renderTemplate(content, answers, tenants));

const text = (value: string): TemplateInline => ({ type: 'text', text: value });

describe('agreement blocks', () => {
  const sentence = doc(
    agreement('arrendatarios.tratamiento'),
    text(' '),
    { type: 'variable', attrs: { path: 'arrendatarios.nombre', format: 'plain' } },
    text(' '),
    agreement('arrendatarios.tratamiento', ['comparece', 'comparece', 'comparecen', 'comparecen']),
  );

  it.each([
    [[{ nombre: 'Juan Pérez', tratamiento: 'sr' }], 'el arrendatario Juan Pérez comparece'],
    [[{ nombre: 'Ana Ruiz', tratamiento: 'sra' }], 'la arrendataria Ana Ruiz comparece'],
    [
      [
        { nombre: 'Ana Ruiz', tratamiento: 'sra' },
        { nombre: 'Inés Mora', tratamiento: 'sra' },
      ],
      'las arrendatarias Ana Ruiz e Inés Mora comparecen',
    ],
    [
      [
        { nombre: 'Juan Pérez', tratamiento: 'sr' },
        { nombre: 'Ana Ruiz', tratamiento: 'sra' },
        { nombre: 'Luis Mora', tratamiento: 'sr' },
      ],
      'los arrendatarios Juan Pérez, Ana Ruiz y Luis Mora comparecen',
    ],
  ])('agrees with %j, a mixed group in the masculine', (rows, expected) => {
    // 'Señora' is recognised as a woman without the lawyer listing it.
    expect(write(sentence, { arrendatarios: rows })).toBe(expected);
  });

  it('agrees with each person inside a repeat over the list', () => {
    const content: TemplateContent = {
      type: 'doc',
      schemaVersion: 1,
      content: [
        {
          type: 'repeatBlock',
          attrs: { path: 'arrendatarios' },
          content: [
            {
              type: 'paragraph',
              content: [
                agreement('arrendatarios.tratamiento', ['el señor', 'la señora', 'x', 'y']),
                text(' '),
                { type: 'variable', attrs: { path: 'arrendatarios.nombre', format: 'plain' } },
              ],
            },
          ],
        },
      ],
    };
    const rows = [
      { nombre: 'Ana', tratamiento: 'sra' },
      { nombre: 'Juan', tratamiento: 'sr' },
    ];
    expect(write(content, { arrendatarios: rows })).toBe('la señora Ana\nel señor Juan');
  });

  it('agrees with one question and a number of people, with the lawyer’s feminine answers', () => {
    const forms = ['el garante', 'la garante', 'los garantes', 'las garantes'];
    const content = doc(agreement('sexo_garante', forms, { count: 'garantes', feminine: ['F'] }));
    expect(write(content, { sexo_garante: 'F', garantes: 1 })).toBe('la garante');
    expect(write(content, { sexo_garante: 'F', garantes: 3 })).toBe('las garantes');
    expect(write(content, { sexo_garante: 'H', garantes: 2 })).toBe('los garantes');
  });

  it('leaves a blank to fill in when it cannot tell', () => {
    const resolved = renderTemplate(sentence, { arrendatarios: [{ nombre: 'Ana' }] }, tenants);
    expect(resolvedToText(resolved)).toBe('__________ Ana __________');
    expect(JSON.stringify(resolved)).toContain('"missing":true');
    expect(write(doc(agreement('arrendatarios.tratamiento')), { arrendatarios: [] })).toBe(
      '__________',
    );
  });

  it('is checked when a template is stored', () => {
    const parsed = parseTemplateContent(doc(agreement('arrendatarios.tratamiento', ['a', 'b'])));
    expect(parsed).toEqual({
      ok: false,
      problems: [
        {
          path: '/content/0/content/0/attrs/forms',
          message:
            'Una concordancia necesita sus cuatro formas (singular masculino y femenino, plural masculino y femenino), de hasta 200 caracteres.',
        },
      ],
    });
    expect(parseTemplateContent(doc(agreement('__proto__.x'))).ok).toBe(false);
    const stored = doc(agreement('arrendatarios.tratamiento'));
    expect(parseTemplateContent(stored)).toEqual({ ok: true, content: stored });
  });
});
