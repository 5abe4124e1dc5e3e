import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('items on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function choiceQuestion() {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const element = await doc.addElement(page, {
      element_name: 'singleChoice',
      element_variable: ['estado_civil'],
    });
    return { doc, page, element };
  }

  it('adds options to a choice question, titled "Opción N" by default, at a clamped position', async () => {
    const { doc, element } = await choiceQuestion();
    const first = await doc.ok('POST', 'createItem', {
      element_id: element,
      parent_item_id: null,
      item_name: 'option',
    });
    expect(first).toMatchObject({
      version: 4,
      item: {
        elementId: element,
        parentItemId: null,
        name: 'option',
        title: 'Opción 1',
        variable: [],
        value: [],
        itemsIds: [],
        position: 1,
      },
      itemsIds: [first.item.id],
      renamedReferences: [],
    });
    const second = await doc.ok('POST', 'createItem', {
      element_id: element,
      item_name: 'option',
      item_title: 'Casado',
      item_value: ['casado'],
      position: 1,
    });
    expect(second.itemsIds).toEqual([second.item.id, first.item.id]);
    const element2 = (await doc.load()).interview.pages[0].elements[0];
    expect(element2.items.map((i: { title: string }) => i.title)).toEqual(['Casado', 'Opción 1']);
  });

  it('nests sub-questions in groups and options under a choice sub-question', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const buyer = await doc.addElement(page, {
      element_name: 'group',
      element_variable: ['comprador'],
    });
    const name = await doc.addItem(buyer, { item_name: 'shortText' });
    const kind2 = await doc.ok('POST', 'createItem', {
      element_id: buyer,
      item_name: 'singleChoice',
      item_title: 'Tipo de persona',
    });
    expect(kind2.item.variable).toEqual(['campo_2']);
    const natural = await doc.ok('POST', 'createItem', {
      element_id: buyer,
      parent_item_id: kind2.item.id,
      item_name: 'option',
      item_title: 'Natural',
    });
    expect(natural.item).toMatchObject({ parentItemId: kind2.item.id, position: 1 });
    expect(natural.itemsIds).toEqual([natural.item.id]);
    const group = (await doc.load()).interview.pages[0].elements[0];
    expect(group.items.map((i: { id: string }) => i.id)).toEqual([name, kind2.item.id]);
    expect(group.items[0].variable).toEqual(['campo_1']);
    expect(group.items[1].items[0]).toMatchObject({ id: natural.item.id, title: 'Natural' });
    const master = (
      await doc.api.app.inject({
        method: 'GET',
        url: '/api/v1/documents/getMasterWeb',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const listed = master.workspaces
      .flatMap((w: { documents: unknown[] }) => w.documents)
      .find((d: { id: string }) => d.id === doc.documentId).pages[0].elements[0];
    expect(listed.itemsIds).toEqual([name, kind2.item.id]);
    expect(listed.items.map((i: { id: string }) => i.id)).toEqual([
      name,
      kind2.item.id,
      natural.item.id,
    ]);
  });

  it.each([
    [
      'an option under a short text',
      'shortText',
      'option',
      'una pregunta de tipo «Texto corto» no tiene opciones ni preguntas dentro',
    ],
    [
      'a question under a choice question',
      'singleChoice',
      'shortText',
      'una pregunta de opciones solo tiene opciones dentro',
    ],
    [
      'an option under a group',
      'group',
      'option',
      'un grupo o lista repetible solo tiene preguntas dentro, no opciones',
    ],
  ])('refuses %s', async (_, parentType, itemName, message) => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const element = await doc.addElement(page, { element_name: parentType });
    const refused = await doc.write('POST', 'createItem', {
      element_id: element,
      item_name: itemName,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'item_name', message }]);
  });

  it('refuses an item under an option, a parent of another question and a variable on an option', async () => {
    const { doc, page, element } = await choiceQuestion();
    const option = await doc.addItem(element);
    const underOption = await doc.write('POST', 'createItem', {
      element_id: element,
      parent_item_id: option,
      item_name: 'option',
    });
    expect(underOption.json().fields).toEqual([
      { field: 'item_name', message: 'una opción no tiene elementos dentro' },
    ]);
    const other = await doc.addElement(page, { element_name: 'group' });
    const otherParent = await doc.write('POST', 'createItem', {
      element_id: other,
      parent_item_id: option,
      item_name: 'shortText',
    });
    expect(otherParent.statusCode).toBe(400);
    expect(otherParent.json().fields).toEqual([
      { field: 'parent_item_id', message: 'la pregunta padre pertenece a otra pregunta' },
    ]);
    const unknownParent = await doc.write('POST', 'createItem', {
      element_id: other,
      parent_item_id: missingId,
      item_name: 'shortText',
    });
    expect(unknownParent.json()).toEqual(notFound);
    const named = await doc.write('POST', 'createItem', {
      element_id: element,
      item_name: 'option',
      item_variable: ['soltero'],
    });
    expect(named.json().fields).toEqual([
      { field: 'item_variable', message: 'las opciones no llevan nombre de variable' },
    ]);
  });

  it('nests groups and lists up to four levels and refuses a fifth', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const top = await doc.addElement(page, { element_name: 'repeatingList' });
    let parent: string | null = null;
    for (let level = 2; level <= 4; level++) {
      parent = await doc.addItem(top, { item_name: 'group', parent_item_id: parent });
    }
    const fifth = await doc.write('POST', 'createItem', {
      element_id: top,
      parent_item_id: parent,
      item_name: 'group',
    });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().fields).toEqual([
      {
        field: 'item_name',
        message: 'Hay demasiados grupos y listas anidados: como máximo 4 niveles.',
      },
    ]);
    // A question (not a group) still fits at that depth, and a choice there takes options.
    const leaf = await doc.addItem(top, { item_name: 'singleChoice', parent_item_id: parent });
    await doc.addItem(top, { item_name: 'option', parent_item_id: leaf });
  });

  it('updates an item and follows an option value in the conditions that compare with it', async () => {
    const { doc, page, element } = await choiceQuestion();
    const married = await doc.addItem(element, { item_title: 'Casado' });
    await doc.addItem(element, { item_title: 'Soltero' });
    const rule = { type: 'equals', variable: 'estado_civil', condition: 'Casado' };
    const spouse = await doc.addElement(page, { element_conditional: true, statement: rule });
    const answer = await doc.ok('POST', 'updateItem', {
      documentId: doc.documentId,
      itemId: married,
      itemTitle: 'Casado/a',
    });
    expect(answer.item).toMatchObject({ id: married, title: 'Casado/a' });
    expect(answer.renamedReferences).toEqual([
      { kind: 'element', id: spouse, statement: { ...rule, condition: 'Casado/a' } },
    ]);
    const interview = (await doc.load()).interview;
    expect(interview.pages[0].elements[1].statement.condition).toBe('Casado/a');
  });

  it('renames a sub-question and rewrites the conditions that read it through its group', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const heirs = await doc.addElement(page, {
      element_name: 'repeatingList',
      element_variable: ['herederos'],
    });
    const minor = await doc.addItem(heirs, { item_name: 'yesNo', item_variable: ['es_menor'] });
    const rule = { type: 'equals', variable: 'herederos.es_menor', condition: true };
    const guardian = await doc.addItem(heirs, {
      item_name: 'shortText',
      item_variable: ['tutor'],
      item_conditional: true,
      statement: rule,
    });
    const renamed = await doc.ok('POST', 'updateItem', {
      documentId: doc.documentId,
      itemId: minor,
      itemVariable: ['menor_de_edad'],
    });
    expect(renamed.renamedReferences).toEqual([
      {
        kind: 'item',
        id: guardian,
        statement: { ...rule, variable: 'herederos.menor_de_edad' },
      },
    ]);
  });

  it('reorders items within their list and refuses another element', async () => {
    const { doc, page, element } = await choiceQuestion();
    const [a, b, c] = [
      await doc.addItem(element),
      await doc.addItem(element),
      await doc.addItem(element),
    ];
    const moved = await doc.ok('POST', 'exchangeItem', {
      item_id: c,
      element_id: element,
      next_position: 1,
    });
    expect(moved.itemsIds).toEqual([c, a, b]);
    expect(moved.item.position).toBe(1);
    const clamped = await doc.ok('POST', 'exchangeItem', {
      item_id: c,
      element_id: element,
      next_position: 9,
    });
    expect(clamped.itemsIds).toEqual([a, b, c]);
    const other = await doc.addElement(page, { element_name: 'singleChoice' });
    const refused = await doc.write('POST', 'exchangeItem', {
      item_id: a,
      element_id: other,
      next_position: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: 'element_id',
        message: 'las opciones y preguntas internas solo se reordenan dentro de su pregunta',
      },
    ]);
  });

  it('deletes an item with everything nested under it and closes the gap', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const group = await doc.addElement(page, { element_name: 'group' });
    const first = await doc.addItem(group, { item_name: 'shortText' });
    const choice = await doc.addItem(group, { item_name: 'dropdown' });
    const option = await doc.addItem(group, { parent_item_id: choice });
    const last = await doc.addItem(group, { item_name: 'date' });
    const answer = await doc.ok('DELETE', 'deleteItem', { item_id: choice });
    expect(answer).toMatchObject({ elementId: group, parentItemId: null, itemsIds: [first, last] });
    const rows = await api.ports.db
      .selectFrom('items')
      .select(['id', 'position'])
      .where('element_id', '=', group)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { id: first, position: 1 },
      { id: last, position: 2 },
    ]);
    expect(rows.map((row) => row.id)).not.toContain(option);
  });
});
