import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

// Writes are validated twice: the body against the schema at the edge, then the document as the
// write would leave it against the engine's blocking problems. A refused write changes nothing.
describe.each(testDatabaseKinds)('validation of document writes on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** A document with a yes/no question `casado` and a text question `nombre` on one page. */
  async function startDocument() {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage('Datos');
    const married = await doc.addElement(page, {
      element_name: 'yesNo',
      element_title: '¿Está casado?',
      element_variable: ['casado'],
    });
    const name = await doc.addElement(page, {
      element_title: 'Nombre',
      element_variable: ['nombre'],
    });
    return { doc, page, married, name };
  }

  /** Sends a write that must be refused with `fields`, and checks nothing changed. */
  async function expectRefused(
    doc: DocumentSession,
    method: 'POST' | 'DELETE',
    call: string,
    body: Record<string, unknown>,
    fields: Array<{ field: string; message: string }>,
  ) {
    const before = await doc.load();
    const response = await doc.write(method, call, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
      fields,
    });
    expect(await doc.load()).toEqual(before);
  }

  it('refuses a variable name already used in the document', async () => {
    const { doc, page } = await startDocument();
    await expectRefused(
      doc,
      'POST',
      'createElement',
      { page_id: page, element_name: 'shortText', element_variable: ['nombre'], position: 1 },
      [
        {
          field: 'element_variable',
          message:
            'El nombre de variable «nombre» se repite: cada pregunta necesita un nombre propio.',
        },
      ],
    );
  });

  it('refuses renaming a question to a name that is taken or not an identifier', async () => {
    const { doc, married } = await startDocument();
    await expectRefused(
      doc,
      'POST',
      'updateElement',
      { documentId: doc.documentId, elementId: married, elementVariable: ['nombre'] },
      [
        {
          field: 'elementVariable',
          message:
            'El nombre de variable «nombre» se repite: cada pregunta necesita un nombre propio.',
        },
      ],
    );
    await expectRefused(
      doc,
      'POST',
      'updateElement',
      { documentId: doc.documentId, elementId: married, elementVariable: ['está casado'] },
      [
        {
          field: 'elementVariable',
          message:
            'El nombre de variable «está casado» no es válido: usa letras sin tilde, dígitos y guiones bajos, empezando por una letra (hasta 64 caracteres).',
        },
      ],
    );
  });

  it('refuses a condition on a variable that does not exist', async () => {
    const { doc, page } = await startDocument();
    await expectRefused(
      doc,
      'POST',
      'createElement',
      {
        page_id: page,
        element_name: 'shortText',
        element_conditional: true,
        statement: { type: 'equals', variable: 'conyuge', condition: 'Ana' },
      },
      [
        {
          field: 'statement',
          message: 'La condición usa la variable «conyuge», que no existe en este documento.',
        },
      ],
    );
  });

  it("refuses 'mayor que' on a yes/no question, on a page condition too", async () => {
    const { doc, page } = await startDocument();
    const statement = { type: 'greaterThan', variable: 'casado', condition: 1 };
    const message =
      'La comparación «mayor que» no se puede usar con una pregunta de tipo «Sí / No».';
    await expectRefused(
      doc,
      'POST',
      'createElement',
      { page_id: page, element_name: 'shortText', element_conditional: true, statement },
      [{ field: 'statement', message }],
    );
    await expectRefused(
      doc,
      'POST',
      'createPage',
      { document_id: doc.documentId, page_conditional: true, statement },
      [{ field: 'statement', message }],
    );
  });

  it('refuses a pattern that can backtrack catastrophically', async () => {
    const { doc, name } = await startDocument();
    await expectRefused(
      doc,
      'POST',
      'updateElement',
      { documentId: doc.documentId, elementId: name, validation: { pattern: '^(a+)+$' } },
      [
        {
          field: 'validation.pattern',
          message:
            'El patrón repite algo que ya se repite (como (a+)+): puede tardar muchísimo en comprobarse y no se admite.',
        },
      ],
    );
  });

  it('refuses deleting a question that a condition reads, saying where', async () => {
    const { doc, page, married } = await startDocument();
    await doc.addElement(page, {
      element_title: 'Nombre del cónyuge',
      element_conditional: true,
      statement: { type: 'equals', variable: 'casado', condition: true },
    });
    await expectRefused(doc, 'DELETE', 'deleteElement', { element_id: married }, [
      {
        field: 'element_id',
        message:
          'En la pregunta «Nombre del cónyuge»: La condición usa la variable «casado», que no existe en este documento.',
      },
    ]);
  });

  it('refuses changing a type that a condition compares in a way the new type cannot', async () => {
    const { doc, page, married } = await startDocument();
    await doc.addElement(page, {
      element_title: 'Régimen',
      element_conditional: true,
      statement: { type: 'equals', variable: 'casado', condition: true },
    });
    await expectRefused(
      doc,
      'POST',
      'updateElement',
      { documentId: doc.documentId, elementId: married, elementName: 'date' },
      [
        {
          field: 'elementName',
          message: 'En la pregunta «Régimen»: El valor «true» no es una fecha válida (AAAA-MM-DD).',
        },
      ],
    );
  });

  it('keeps an and/or group statement whole, and refuses unknown keys inside it', async () => {
    const { doc, page } = await startDocument();
    const statement = {
      connector: 'or',
      conditions: [
        { type: 'equals', variable: 'casado', condition: true },
        {
          connector: 'and',
          conditions: [{ type: 'contains', variable: 'nombre', condition: 'Ana' }],
        },
      ],
    };
    const id = await doc.addElement(page, { element_conditional: true, statement });
    const saved = (await doc.load()).interview.pages[0].elements[2];
    expect(saved).toMatchObject({ id, statement });
    const typo = await callDocuments(api, token, 'POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: id,
      version: doc.version,
      statement: { type: 'equals', variable: 'casado', condition: true, operador: 'igual' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().code).toBe('VALIDATION_FAILED');
    expect((await doc.load()).interview.pages[0].elements[2].statement).toEqual(statement);
  });

  it('refuses over-long text and too many values at the edge', async () => {
    const { doc, name } = await startDocument();
    const response = await doc.write('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: name,
      elementTitle: 'x'.repeat(2001),
      elementValue: Array.from({ length: 201 }, () => 'a'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'elementTitle', message: 'no debe contener más de 2000 caracteres' },
      { field: 'elementValue', message: 'no debe contener más de 200 elementos' },
    ]);
  });

  it('refuses question text the database cannot store (NUL, lone surrogates)', async () => {
    const { doc, page, name } = await startDocument();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'createElement',
        { page_id: page, element_name: 'shortText', element_title: 'a\u0000b' },
        'element_title',
      ],
      [
        'createElement',
        { page_id: page, element_name: 'shortText', element_value: ['ok', 'a\ud800b'] },
        'element_value.1',
      ],
      [
        'updateElement',
        {
          documentId: doc.documentId,
          elementId: name,
          statement: { type: 'equals', variable: 'casado', condition: '\udc00' },
        },
        'statement.condition',
      ],
    ];
    for (const [call, body, field] of cases) {
      await expectRefused(doc, 'POST', call, body, [
        { field, message: 'contiene caracteres no válidos' },
      ]);
    }
    // Answers are normalised at the edge instead (controls removed), as every answer path is.
    const answers = await doc.write('POST', 'updateDoc', {
      documentId: doc.documentId,
      allVariables: { hijos: [{ nombre: 'x\u0000' }] },
    });
    expect(answers.statusCode).toBe(200);
    expect((await doc.load()).document.allVariables).toEqual({ hijos: [{ nombre: 'x' }] });
    // Astral characters (a valid surrogate pair) are fine.
    const emoji = await doc.write('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: name,
      elementTitle: 'Nombre 👩‍⚖️',
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('accepts an unrelated edit to a document that already has a forward reference', async () => {
    const { doc, page, name } = await startDocument();
    // The first question reads one that comes after it: lint warns, the engine does not block.
    const early = await doc.addElement(page, {
      position: 1,
      element_title: 'Apellido',
      element_conditional: true,
      statement: { type: 'isNotEmpty', variable: 'nombre' },
    });
    const lint = (
      await callDocuments(api, token, 'GET', `getInterviewLint/${doc.documentId}`)
    ).json();
    expect(lint.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'forward-reference', elementId: early }),
    );
    const edited = await doc.write('POST', 'updateElement', {
      documentId: doc.documentId,
      elementId: name,
      elementTitle: 'Nombre completo',
    });
    expect(edited.statusCode).toBe(200);
  });

  it('lets a problem already stored stand while unrelated edits go on, and refuses a second one', async () => {
    const { doc, page, name } = await startDocument();
    // Stored before a rule existed (or by an older client): a condition on a missing variable.
    await api.ports.db
      .updateTable('elements')
      .set({
        conditional: true,
        statement: JSON.stringify({ type: 'equals', variable: 'antiguo', condition: 'x' }),
      })
      .where('id', '=', name)
      .execute();
    const other = await doc.addPage('Otra');
    expect(
      (
        await doc.write('POST', 'updateElement', {
          documentId: doc.documentId,
          elementId: name,
          elementTitle: 'Nombre completo',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await doc.write('POST', 'exchangeElement', {
          element_id: name,
          page_id: other,
          next_position: 1,
        })
      ).statusCode,
    ).toBe(200);
    await expectRefused(
      doc,
      'POST',
      'createElement',
      {
        page_id: page,
        element_name: 'shortText',
        element_conditional: true,
        statement: { type: 'equals', variable: 'antiguo', condition: 'x' },
      },
      [
        {
          field: 'statement',
          message: 'La condición usa la variable «antiguo», que no existe en este documento.',
        },
      ],
    );
  });
});
