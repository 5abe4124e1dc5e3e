import { fc, test } from '@fast-check/vitest';
import type { MasterWebAnswer } from '@schemas/api/documents';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

// The reference model: plain arrays in memory. Elements are groups; their items are choice
// sub-questions, whose children are options, so every kind of list (pages of a document,
// elements of a page, items of an element, items of an item) is exercised.
interface SubQuestion {
  id: string;
  options: string[];
}
interface Group {
  id: string;
  items: SubQuestion[];
}
interface ModelPage {
  id: string;
  elements: Group[];
}

const position = fc.integer({ min: 1, max: 7 });
const index = fc.nat({ max: 20 });
const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('createPage' as const), position }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePage' as const), page: index }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('createElement' as const), page: index, position }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deleteElement' as const),
      page: index,
      element: index,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('exchangeElement' as const),
      page: index,
      element: index,
      toPage: index,
      position,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('createItem' as const),
      page: index,
      element: index,
      parent: fc.option(index, { nil: null }),
      position,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deleteItem' as const),
      page: index,
      element: index,
      item: index,
      child: fc.option(index, { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('exchangeItem' as const),
      page: index,
      element: index,
      item: index,
      child: fc.option(index, { nil: null }),
      position,
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

const clamp = (value: number, max: number) => Math.min(Math.max(1, value), max);
const pick = <T>(list: T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
function insertAt<T>(list: T[], requested: number, value: T): number {
  const at = clamp(requested, list.length + 1);
  list.splice(at - 1, 0, value);
  return at;
}
function moveTo<T>(list: T[], value: T, requested: number): void {
  list.splice(list.indexOf(value), 1);
  list.splice(clamp(requested, list.length + 1) - 1, 0, value);
}
const remove = <T>(list: T[], value: T) => list.splice(list.indexOf(value), 1);

// Runs one command against the API and the model; skipped (no call) when the ids it needs do
// not exist in the current state.
async function run(doc: DocumentSession, model: ModelPage[], c: Command): Promise<void> {
  if (c.kind === 'createPage') {
    const answer = await doc.ok('POST', 'createPage', {
      document_id: doc.documentId,
      position: c.position,
    });
    insertAt(model, c.position, { id: answer.page.id, elements: [] });
    return;
  }
  const page = pick(model, c.page);
  if (!page) return;
  if (c.kind === 'deletePage') {
    await doc.ok('DELETE', 'deletePage', { page_id: page.id });
    remove(model, page);
    return;
  }
  if (c.kind === 'createElement') {
    const answer = await doc.ok('POST', 'createElement', {
      page_id: page.id,
      element_name: 'group',
      position: c.position,
    });
    insertAt(page.elements, c.position, { id: answer.element.id, items: [] });
    return;
  }
  const element = pick(page.elements, c.element);
  if (!element) return;
  if (c.kind === 'deleteElement') {
    await doc.ok('DELETE', 'deleteElement', { element_id: element.id });
    remove(page.elements, element);
  } else if (c.kind === 'exchangeElement') {
    const target = pick(model, c.toPage) ?? page;
    await doc.ok('POST', 'exchangeElement', {
      element_id: element.id,
      page_id: target.id,
      next_position: c.position,
    });
    if (target === page) {
      page.elements.splice(page.elements.indexOf(element), 1);
      page.elements.splice(clamp(c.position, page.elements.length + 1) - 1, 0, element);
    } else {
      remove(page.elements, element);
      insertAt(target.elements, c.position, element);
    }
  } else if (c.kind === 'createItem') {
    const parent = c.parent === null ? null : pick(element.items, c.parent);
    if (c.parent !== null && !parent) return;
    const answer = await doc.ok('POST', 'createItem', {
      element_id: element.id,
      parent_item_id: parent?.id ?? null,
      item_name: parent ? 'option' : 'singleChoice',
      position: c.position,
    });
    if (parent) insertAt(parent.options, c.position, answer.item.id);
    else insertAt(element.items, c.position, { id: answer.item.id, options: [] });
  } else {
    const item = pick(element.items, c.item);
    if (!item) return;
    const option = c.child === null ? null : pick(item.options, c.child);
    if (c.child !== null && !option) return;
    const id = option ?? item.id;
    if (c.kind === 'deleteItem') {
      await doc.ok('DELETE', 'deleteItem', { item_id: id });
      if (option) remove(item.options, option);
      else remove(element.items, item);
    } else {
      await doc.ok('POST', 'exchangeItem', {
        item_id: id,
        element_id: element.id,
        next_position: c.position,
      });
      if (option) moveTo(item.options, option, c.position);
      else moveTo(element.items, item, c.position);
    }
  }
}

interface Positioned {
  id: string;
  position: number;
}

/** Asserts a list from the API is 1..n in order and holds the ids the model predicts. */
function expectList(actual: Positioned[], ids: string[]): void {
  expect(actual.map((row) => row.position)).toEqual(ids.map((_, i) => i + 1));
  expect(actual.map((row) => row.id)).toEqual(ids);
}

describe.each(testDatabaseKinds)('positions on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  test.prop([fc.array(command, { minLength: 1, maxLength: 14 })], { numRuns: 20 })(
    'stay 1..n in the order the reference model predicts after any sequence of edits',
    async (commands) => {
      const doc = await DocumentSession.start(api, token);
      const model: ModelPage[] = [];
      for (const c of commands) await run(doc, model, c);

      const master: MasterWebAnswer = (
        await callDocuments(api, token, 'GET', 'getMasterWeb')
      ).json();
      const document = master.workspaces
        .find((workspace) => workspace.id === doc.workspaceId)
        ?.documents.find((candidate) => candidate.id === doc.documentId);
      if (!document) throw new Error('the document is not listed');
      expectList(
        document.pages,
        model.map((page) => page.id),
      );
      expect(document.pagesIds).toEqual(model.map((page) => page.id));
      for (const [p, page] of document.pages.entries()) {
        const groups = model[p]?.elements ?? [];
        expectList(
          page.elements,
          groups.map((group) => group.id),
        );
        for (const [e, element] of page.elements.entries()) {
          const subQuestions = groups[e]?.items ?? [];
          const childrenOf = (parent: string | null) =>
            element.items.filter((item) => item.parentItemId === parent);
          expectList(
            childrenOf(null),
            subQuestions.map((item) => item.id),
          );
          for (const sub of subQuestions) expectList(childrenOf(sub.id), sub.options);
        }
      }
    },
    60_000,
  );
});
