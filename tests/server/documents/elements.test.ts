import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('elements on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('adds a question with the default title and a free variable name, at a clamped position', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const first = await doc.ok('POST', 'createElement', { page_id: page, element_name: 'number' });
    expect(first).toMatchObject({
      version: 3,
      element: {
        pageId: page,
        name: 'number',
        title: 'Ingresa aquí tu pregunta',
        simbol: '',
        value: [],
        variable: ['pregunta_1'],
        expand: false,
        conditional: false,
        required: false,
        statement: null,
        itemsIds: [],
        position: 1,
      },
      elementsIds: [first.element.id],
      renamedReferences: [],
    });
    expect(first.element).not.toHaveProperty('help');
    const second = await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'shortText',
      element_variable: [],
      position: 1,
    });
    expect(second.element).toMatchObject({ variable: ['pregunta_2'], position: 1 });
    expect(second.elementsIds).toEqual([second.element.id, first.element.id]);
    const third = await doc.ok('POST', 'createElement', {
      page_id: page,
      element_name: 'shortText',
      position: 50,
    });
    expect(third.elementsIds).toEqual([second.element.id, first.element.id, third.element.id]);
  });

  it('keeps every field it is given', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    await doc.addElement(page, { element_name: 'yesNo', element_variable: ['casado'] });
    const fields = {
      element_name: 'currency',
      element_title: '¿Cuál es el precio de venta?',
      element_simbol: 'USD',
      element_value: ['1000'],
      element_variable: ['precio'],
      element_required: true,
      element_conditional: true,
      statement: {
        connector: 'or',
        conditions: [
          { type: 'equals', variable: 'casado', condition: true },
          { type: 'isEmpty', variable: 'casado' },
        ],
      },
      help: 'Incluye impuestos.',
      placeholder: '0,00',
      validation: { minimum: 0, maximum: 1000000 },
    };
    const id = await doc.addElement(page, fields);
    const element = (await doc.load()).interview.pages[0].elements[1];
    expect(element).toEqual({
      id,
      pageId: page,
      name: 'currency',
      title: fields.element_title,
      simbol: 'USD',
      value: ['1000'],
      variable: ['precio'],
      expand: false,
      required: true,
      conditional: true,
      statement: fields.statement,
      help: fields.help,
      placeholder: fields.placeholder,
      validation: fields.validation,
      items: [],
    });
  });

  it('updates only the fields sent, sets flags as sent and clears help and validation', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const id = await doc.addElement(page, {
      element_title: 'Nombre',
      help: 'Como en la cédula',
      validation: { maxLength: 80 },
    });
    const answer = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: id,
      elementRequired: true,
      elementTitle: 'Nombre completo',
      help: '',
      validation: null,
    });
    expect(answer.element).toMatchObject({
      id,
      title: 'Nombre completo',
      required: true,
      variable: ['pregunta_1'],
    });
    expect(answer.element).not.toHaveProperty('help');
    expect(answer.element).not.toHaveProperty('validation');
    const off = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: id,
      elementRequired: false,
    });
    expect(off.element).toMatchObject({ required: false, title: 'Nombre completo' });
  });

  it('changes the type while its options still fit, and refuses a type that would drop them', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const id = await doc.addElement(page, { element_name: 'singleChoice' });
    await doc.addItem(id, { item_title: 'Sí' });
    const fits = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: id,
      elementName: 'dropdown',
    });
    expect(fits.element.name).toBe('dropdown');
    const refused = await doc.write('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: id,
      elementName: 'shortText',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: 'elementName',
        message:
          'la pregunta tiene opciones, que el tipo «Texto corto» no usa: elimínalas antes de cambiar el tipo',
      },
    ]);
  });

  it('moves a question within its page and to another page of the document', async () => {
    const doc = await DocumentSession.start(api, token);
    const one = await doc.addPage();
    const two = await doc.addPage();
    const [a, b, c] = [
      await doc.addElement(one),
      await doc.addElement(one),
      await doc.addElement(one),
    ];
    const d = await doc.addElement(two);
    const within = await doc.ok('POST', 'exchangeElement', {
      element_id: a,
      page_id: one,
      next_position: 3,
    });
    expect(within.pages).toEqual([{ pageId: one, elementsIds: [b, c, a] }]);
    expect(within.element).toMatchObject({ id: a, position: 3, pageId: one });
    const clamped = await doc.ok('POST', 'exchangeElement', {
      element_id: a,
      page_id: one,
      next_position: 40,
    });
    expect(clamped.element.position).toBe(3);
    const across = await doc.ok('POST', 'exchangeElement', {
      element_id: b,
      page_id: two,
      next_position: 1,
    });
    expect(across.pages).toEqual([
      { pageId: one, elementsIds: [c, a] },
      { pageId: two, elementsIds: [b, d] },
    ]);
    expect(across.element).toMatchObject({ id: b, pageId: two, position: 1 });
    const toEnd = await doc.ok('POST', 'exchangeElement', {
      element_id: c,
      page_id: two,
      next_position: 99,
    });
    expect(toEnd.pages[1]).toEqual({ pageId: two, elementsIds: [b, d, c] });
  });

  it('refuses moving a question to a page of another document, and to an unknown page', async () => {
    const doc = await DocumentSession.start(api, token);
    const other = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const element = await doc.addElement(page);
    const foreignPage = await other.addPage();
    const refused = await doc.write('POST', 'exchangeElement', {
      element_id: element,
      page_id: foreignPage,
      next_position: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'page_id', message: 'la página de destino pertenece a otro documento' },
    ]);
    const unknown = await doc.write('POST', 'exchangeElement', {
      element_id: element,
      page_id: missingId,
      next_position: 1,
    });
    expect(unknown.json()).toEqual(notFound);
  });

  it('deletes a question with its items and closes the gap', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const [a, b, c] = [
      await doc.addElement(page),
      await doc.addElement(page, { element_name: 'multipleChoice' }),
      await doc.addElement(page),
    ];
    await doc.addItem(b, { item_title: 'Casa' });
    await doc.addItem(b, { item_title: 'Auto' });
    const answer = await doc.ok('DELETE', 'deleteElement', { element_id: b });
    expect(answer).toMatchObject({ pageId: page, elementsIds: [a, c] });
    const interview = (await doc.load()).interview;
    expect(interview.pages[0].elements.map((e: { id: string }) => e.id)).toEqual([a, c]);
    const items = await api.ports.db
      .selectFrom('items')
      .select('id')
      .where('element_id', '=', b)
      .execute();
    expect(items).toEqual([]);
    const again = await doc.write('DELETE', 'deleteElement', { element_id: b });
    expect(again.json()).toEqual(notFound);
  });

  it('renames a variable and rewrites the conditions that read it', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const later = await doc.addPage();
    const married = await doc.addElement(page, {
      element_name: 'yesNo',
      element_variable: ['casado'],
    });
    const rule = { type: 'equals', variable: 'casado', condition: true };
    const spouse = await doc.addElement(page, {
      element_variable: ['conyuge'],
      element_conditional: true,
      statement: {
        connector: 'and',
        conditions: [rule, { type: 'isNotEmpty', variable: 'casado' }],
      },
    });
    await doc.ok('POST', 'updatePage', {
      documentId: doc.documentId,
      pageId: later,
      pageConditional: true,
      statement: rule,
    });
    const renamed = await doc.ok('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: married,
      elementVariable: ['esta_casado'],
    });
    const newRule = { ...rule, variable: 'esta_casado' };
    expect(renamed.element.variable).toEqual(['esta_casado']);
    expect(renamed.renamedReferences).toEqual(
      expect.arrayContaining([
        { kind: 'page', id: later, statement: newRule },
        {
          kind: 'element',
          id: spouse,
          statement: {
            connector: 'and',
            conditions: [newRule, { type: 'isNotEmpty', variable: 'esta_casado' }],
          },
        },
      ]),
    );
    expect(renamed.renamedReferences).toHaveLength(2);
    const interview = (await doc.load()).interview;
    expect(interview.pages[1].statement).toEqual(newRule);
    expect(interview.pages[0].elements[1].statement.conditions[0]).toEqual(newRule);
  });
});
