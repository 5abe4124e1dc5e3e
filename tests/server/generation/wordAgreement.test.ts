import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { download, generate, uploadTemplate } from './support/generationApi';
import { docxText } from './support/readDocuments';

// Spanish agreement and calculations in Word templates: {concordancia …} writes the form that
// agrees with who signs, a calculation is written like an answer, and the upload gate checks both.
describe.each(testDatabaseKinds)('agreement and calculations in Word templates on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let session: DocumentSession;
  let templateId: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
    session = await DocumentSession.start(api, token, 'Arrendamiento');
    const page = await session.addPage('Partes');
    const tenants = await session.addElement(page, {
      element_name: 'repeatingList',
      element_title: 'Arrendatarios',
      element_variable: ['arrendatarios'],
    });
    await session.addItem(tenants, {
      item_name: 'shortText',
      item_title: 'Nombre',
      item_variable: ['nombre'],
    });
    const sex = await session.ok('POST', 'createItem', {
      element_id: tenants,
      item_name: 'singleChoice',
      item_title: 'Sexo',
      item_variable: ['sexo'],
    });
    await session.addItem(tenants, {
      parent_item_id: sex.item.id,
      item_title: 'Hombre',
      item_value: ['H'],
    });
    await session.addItem(tenants, {
      parent_item_id: sex.item.id,
      item_title: 'Mujer',
      item_value: ['M'],
    });
    await session.addElement(page, {
      element_name: 'currency',
      element_title: 'Canon',
      element_variable: ['canon'],
    });
    await session.addElement(page, {
      element_name: 'calculation',
      element_title: 'Garantía',
      element_variable: ['garantia'],
      element_calculation: {
        type: 'currency',
        formula: { '*': [{ var: 'canon' }, 2] },
        show: false,
      },
    });
    const uploaded = await uploadTemplate(
      api,
      token,
      session.documentId,
      buildDocx({
        body: [
          '{concordancia arrendatarios.sexo: El arrendatario / La arrendataria / Los arrendatarios / Las arrendatarias} {arrendatarios.nombre} {concordancia arrendatarios.sexo: comparece / comparece / comparecen / comparecen}.',
          'Garantía: {garantia | en letras}.',
          '{#arrendatarios}{concordancia arrendatarios.sexo: el señor / la señora / - / -} {nombre}; {/arrendatarios}',
        ]
          .map((text) => paragraph(text))
          .join(''),
      }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().diagnostics).toEqual([]);
    templateId = uploaded.json().id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function written(context: Record<string, unknown>) {
    const response = await generate(api, token, {
      template_path: templateId,
      context,
      convert_to_pdf: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    return docxText((await download(api, response.json().files[0].url)).rawPayload);
  }

  it.each([
    [[{ nombre: 'Ana Ruiz', sexo: 'M' }], 'La arrendataria Ana Ruiz comparece.'],
    [[{ nombre: 'Juan Pérez', sexo: 'H' }], 'El arrendatario Juan Pérez comparece.'],
    [
      [
        { nombre: 'Ana Ruiz', sexo: 'M' },
        { nombre: 'Inés Mora', sexo: 'M' },
      ],
      'Las arrendatarias Ana Ruiz e Inés Mora comparecen.',
    ],
    [
      [
        { nombre: 'Ana Ruiz', sexo: 'M' },
        { nombre: 'Juan Pérez', sexo: 'H' },
      ],
      'Los arrendatarios Ana Ruiz y Juan Pérez comparecen.',
    ],
  ])('agrees with %j', async (arrendatarios, sentence) => {
    const text = await written({ arrendatarios, canon: 500 });
    expect(text).toContain(sentence);
  });

  it('agrees with each row inside its section, and writes a calculation in words', async () => {
    const text = await written({
      arrendatarios: [
        { nombre: 'Ana', sexo: 'M' },
        { nombre: 'Juan', sexo: 'H' },
      ],
      canon: 612.25,
    });
    expect(text).toContain('la señora Ana; el señor Juan;');
    expect(text).toContain(
      'Garantía: MIL DOSCIENTOS VEINTICUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA.',
    );
  });

  it('leaves a blank rather than guessing when someone’s sex is not answered', async () => {
    const text = await written({ arrendatarios: [{ nombre: 'Ana' }], canon: 500 });
    expect(text.split('\n')[0]?.trim()).toBe('Ana .');
  });

  it('checks an agreement tag at upload', async () => {
    const malformed = await uploadTemplate(
      api,
      token,
      session.documentId,
      buildDocx({ body: paragraph('{concordancia arrendatarios.sexo: el / la}') }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().fields[0].message).toContain(
      'No se entiende la concordancia {concordancia arrendatarios.sexo: el / la}.',
    );
    const misfit = await uploadTemplate(
      api,
      token,
      session.documentId,
      buildDocx({
        body: paragraph(
          '{concordancia genero por canon2: el / la / los / las} {concordancia arrendatarios.sexo por canon: a / b / c / d}',
        ),
      }),
    );
    expect(misfit.statusCode, misfit.body).toBe(201);
    expect(misfit.json().diagnostics.map((d: { message: string }) => d.message)).toEqual([
      expect.stringContaining(
        'El marcador {concordancia genero por canon2: el / la / los / las} no corresponde a ninguna pregunta de la entrevista',
      ),
      expect.stringContaining(
        'la pregunta del género es un campo de una lista: las personas son sus filas, sin «por».',
      ),
    ]);
  });
});
