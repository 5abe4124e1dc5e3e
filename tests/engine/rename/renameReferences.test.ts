import {
  applyRenamedReferences,
  type QuestionEdit,
  renamePathPrefix,
  renameReferences,
} from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import type { Interview, InterviewItem, InterviewQuestion } from '@schemas/interview';
import { describe, expect, it } from 'vitest';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createOption,
  createPage,
  options,
  when,
} from '../../factories';
import { interviewArbitrary } from '../arbitraries';

// `renameReferences` is what both the server (in the rename's transaction) and the builder (on
// its model) run when a variable or an option's value changes; these properties are what keeps
// the document's conditions and formulas meaning the same thing after a rename.

interface Owner {
  id: string;
  statement?: unknown;
  calculation?: unknown;
  validationRule?: unknown;
}

/** Every page, element and item, in document order, with what references may read. */
function owners(interview: Interview): Owner[] {
  const out: Owner[] = [];
  const visit = (node: InterviewQuestion) => {
    out.push(node as Owner);
    for (const item of node.items) visit(item);
  };
  for (const page of interview.pages) {
    out.push(page);
    for (const element of page.elements) visit(element);
  }
  return out;
}

/** What an owner reads: every rule's variable and value, and every `{"var"}` path of a formula. */
function reads(owner: Owner): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const inner of value) walk(inner);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.variable === 'string')
        found.push(`rule ${record.variable} ${JSON.stringify(record.condition)}`);
      if (typeof record.var === 'string') found.push(`var ${record.var}`);
      for (const inner of Object.values(record)) walk(inner);
    }
  };
  walk([owner.statement ?? null, owner.calculation ?? null, owner.validationRule ?? null]);
  return found;
}

// Generated interviews reuse ids between questions of the same name in different places (the
// factories derive ids from names); a stored document never does.
function withUniqueIds(interview: Interview): Interview {
  let next = 0;
  const renumber = <T extends InterviewQuestion>(node: T): T => ({
    ...node,
    id: `n${next++}`,
    items: node.items.map((item) => renumber(item as InterviewItem)),
  });
  return {
    ...interview,
    pages: interview.pages.map((page) => ({ ...page, elements: page.elements.map(renumber) })),
  };
}

/** Full variable path of every question (options left out), by id. */
function pathsOf(interview: Interview): Map<string, string> {
  const paths = new Map<string, string>();
  const visit = (node: InterviewQuestion, parentPath: string | null) => {
    if (node.name === 'option') return;
    const key = (node.variable[0] ?? '').trim();
    const path = parentPath === null ? key : `${parentPath}.${key}`;
    paths.set(node.id, path);
    for (const item of node.items) visit(item, path);
  };
  for (const page of interview.pages) for (const element of page.elements) visit(element, null);
  return paths;
}

/** The question or option `id` with `fields` set, as the edit itself sets them. */
function setFields(interview: Interview, id: string, fields: Partial<InterviewItem>): Interview {
  const visit = <T extends InterviewQuestion>(node: T): T => ({
    ...(node.id === id ? { ...node, ...fields } : node),
    items: node.items.map((item) => visit(item as InterviewItem)),
  });
  return {
    ...interview,
    pages: interview.pages.map((page) => ({ ...page, elements: page.elements.map(visit) })),
  };
}

/** An edit as the builder applies it: the fields it sets, then the references that follow. */
const rename = (interview: Interview, edit: QuestionEdit) =>
  applyRenamedReferences(
    setFields(interview, edit.id, {
      ...(edit.variable && { variable: edit.variable.map((name) => name.trim()) }),
      ...(edit.value && { value: [...edit.value] }),
      ...(edit.title !== undefined && { title: edit.title }),
    }),
    renameReferences(interview, edit),
  );

const content = (owner: Owner) =>
  JSON.stringify([owner.statement, owner.calculation, owner.validationRule]);

const generated = interviewArbitrary.map(({ interview }) => withUniqueIds(interview));

describe('renameReferences', () => {
  test.prop(
    [generated.chain((interview) => fc.tuple(fc.constant(interview), fc.nat(), fc.boolean()))],
    { numRuns: 300 },
  )(
    'makes every condition and formula read the new name, and renaming back restores the document',
    ([interview, pick, withSpaces]) => {
      const paths = pathsOf(interview);
      const ids = [...paths.keys()];
      const id = ids[pick % ids.length] as string;
      const oldPath = paths.get(id) as string;
      const newKey = 'renombrada';
      const parentPath = oldPath.includes('.') ? oldPath.slice(0, oldPath.lastIndexOf('.')) : '';
      const newPath = parentPath ? `${parentPath}.${newKey}` : newKey;
      const references = renameReferences(interview, {
        id,
        variable: [withSpaces ? ` ${newKey} ` : newKey],
      });
      const after = rename(interview, { id, variable: [withSpaces ? ` ${newKey} ` : newKey] });
      const toNew = renamePathPrefix(oldPath, newPath);
      const expected = (read: string) => {
        const [kind, path = '', ...rest] = read.split(' ');
        const renamed = toNew(path);
        return renamed === null ? read : [kind, renamed, ...rest].join(' ');
      };
      const ownersBefore = owners(interview);
      const ownersAfter = owners(after);
      for (const [index, owner] of ownersBefore.entries()) {
        const changed = ownersAfter[index] as Owner;
        expect(reads(changed)).toEqual(reads(owner).map(expected));
        // An owner is listed exactly when its content changed.
        const listed = references.some((reference) => reference.id === owner.id);
        expect(listed).toBe(content(changed) !== content(owner));
      }
      // Nothing else of the document changed, and the same rename backwards undoes it.
      const back = rename(after, { id, variable: [(oldPath.split('.').at(-1) as string) ?? ''] });
      expect(back).toEqual(interview);
    },
  );

  test.prop(
    [
      generated
        .filter((interview) =>
          owners(interview).some((owner) => (owner as InterviewQuestion).name === 'option'),
        )
        .chain((interview) => fc.tuple(fc.constant(interview), fc.nat())),
    ],
    { numRuns: 200 },
  )(
    'makes the conditions comparing with an option compare with its new value, and only those',
    ([interview, pick]) => {
      const paths = pathsOf(interview);
      const choices = owners(interview).filter((owner) =>
        (owner as InterviewQuestion).items?.some((item) => item.name === 'option'),
      ) as InterviewQuestion[];
      const question = choices[pick % choices.length] as InterviewQuestion;
      const option = question.items[pick % question.items.length] as InterviewItem;
      const path = paths.get(question.id) as string;
      const oldValue = option.value[0] as string;
      const after = rename(interview, { id: option.id, value: ['w'] });
      for (const [index, owner] of owners(interview).entries()) {
        const expected = reads(owner).map((read) =>
          read === `rule ${path} ${JSON.stringify(oldValue)}` ? `rule ${path} "w"` : read,
        );
        expect(reads(owners(after)[index] as Owner)).toEqual(expected);
      }
      expect(rename(after, { id: option.id, value: [oldValue] })).toEqual(interview);
    },
  );

  const document = () =>
    withUniqueIds(
      createInterview([
        createPage('p1', [
          createElement('singleChoice', 'estado', { items: options('casado', 'soltero') }),
          createElement('shortText', 'conyuge', { statement: when('estado', 'equals', 'casado') }),
          createCalculation('casados', 'number', {
            if: [{ condition: when('estado', 'equals', 'casado') }, { var: 'hijos' }, 0],
          }),
          createElement('number', 'hijos'),
        ]),
      ]),
    );

  it('leaves an ambiguous name, a shared option value and an emptied name alone', () => {
    const interview = document();
    const [estado, conyuge] = interview.pages[0]?.elements ?? [];
    if (!estado || !conyuge) throw new Error('fixture');
    const shared = {
      ...interview,
      pages: [{ ...interview.pages[0], elements: [estado, { ...conyuge, variable: ['estado'] }] }],
    } as Interview;
    expect(renameReferences(shared, { id: estado.id, variable: ['estado_civil'] })).toEqual([]);
    expect(renameReferences(interview, { id: estado.id, variable: [' '] })).toEqual([]);
    const twice = {
      ...interview,
      pages: [
        {
          ...interview.pages[0],
          elements: [
            {
              ...estado,
              items: [...estado.items, { ...createOption('casado'), id: 'otro' }],
            },
          ],
        },
      ],
    } as Interview;
    const option = estado.items[0] as InterviewItem;
    expect(renameReferences(twice, { id: option.id, value: ['casada'] })).toEqual([]);
  });

  it('keeps what the same edit sets: its own condition and its own formula', () => {
    const interview = document();
    const [estado, conyuge, casados] = interview.pages[0]?.elements ?? [];
    if (!estado || !conyuge || !casados) throw new Error('fixture');
    const option = estado.items[0] as InterviewItem;
    expect(renameReferences(interview, { id: option.id, title: 'Casado/a', value: [] })).toEqual([
      { kind: 'element', id: conyuge.id, statement: when('estado', 'equals', 'Casado/a') },
      {
        kind: 'element',
        id: casados.id,
        calculation: {
          type: 'number',
          formula: {
            if: [{ condition: when('estado', 'equals', 'Casado/a') }, { var: 'hijos' }, 0],
          },
          show: false,
        },
      },
    ]);
    const hijos = interview.pages[0]?.elements[3];
    if (!hijos) throw new Error('fixture');
    expect(
      renameReferences(interview, { id: hijos.id, variable: ['hijas'], setsFormula: true }),
    ).toHaveLength(1);
    expect(
      renameReferences(interview, { id: casados.id, variable: ['total'], setsFormula: true }),
    ).toEqual([]);
    const selfReading = applyRenamedReferences(interview, [
      { kind: 'element', id: estado.id, statement: when('estado', 'isNotEmpty') },
    ]);
    expect(
      renameReferences(selfReading, { id: estado.id, variable: ['ec'], setsStatement: true }).map(
        (reference) => reference.id,
      ),
    ).toEqual([conyuge.id, casados.id]);
  });

  it('follows a field of a repeating list through the list and the rows', () => {
    const interview = withUniqueIds(
      createInterview([
        createPage('p1', [
          createElement('repeatingList', 'herederos', {
            items: [
              createField('yesNo', 'es_menor'),
              createField('shortText', 'tutor', {
                statement: when('herederos.es_menor', 'equals', true),
              }),
            ],
          }),
          createCalculation('menores', 'number', { count: [{ var: 'herederos.es_menor' }] }),
        ]),
      ]),
    );
    const list = interview.pages[0]?.elements[0];
    const field = list?.items[0];
    if (!list || !field) throw new Error('fixture');
    const renamed = rename(interview, { id: field.id, variable: ['menor'] });
    expect(renamed.pages[0]?.elements[0]?.items[1]?.statement).toEqual(
      when('herederos.menor', 'equals', true),
    );
    expect(renamed.pages[0]?.elements[1]?.calculation?.formula).toEqual({
      count: [{ var: 'herederos.menor' }],
    });
    const listRenamed = rename(interview, { id: list.id, variable: ['sucesores'] });
    expect(listRenamed.pages[0]?.elements[0]?.items[1]?.statement).toEqual(
      when('sucesores.es_menor', 'equals', true),
    );
  });
});
