import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { contractAnswers, createContractInterview } from './support/contractInterview';
import { download, generate, uploadTemplate } from './support/generationApi';
import { docxText, pdfPageCount, pdfText, readGolden } from './support/readDocuments';
import { buildWordContractTemplate } from './support/wordContractTemplate';

const golden = (name: string) => join(import.meta.dirname, '../../fixtures/generation', name);

describe.each(testDatabaseKinds)('Word templates on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let session: DocumentSession;
  let templateId: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
    session = await DocumentSession.start(api, token);
    await createContractInterview(session);
    const uploaded = await uploadTemplate(
      api,
      token,
      session.documentId,
      buildWordContractTemplate(),
      'Contrato de arrendamiento.docx',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    templateId = uploaded.json().id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const simpleTemplate = (...texts: string[]) =>
    buildDocx({ body: texts.map((text) => paragraph(text)).join('') });

  it('lists the placeholders of an uploaded contract, which fits the interview', async () => {
    const response = await callDocuments(
      api,
      token,
      'GET',
      `getTemplatesDoc/${session.documentId}`,
    );
    expect(response.statusCode).toBe(200);
    const [template] = response.json().templates;
    expect(template).toMatchObject({
      id: templateId,
      documentId: session.documentId,
      name: 'Contrato de arrendamiento.docx',
      diagnostics: [],
    });
    expect(template.placeholders.slice(0, 7).map((p: { tag: string }) => p.tag)).toEqual([
      '{ciudad | mayúsculas}',
      '{fecha_contrato | fecha notarial}',
      '{arrendador | nombre propio}',
      '{arrendatario.nombre | mayúsculas}',
      '{arrendatario.cedula}',
      '{estado_civil | minúsculas}',
      '{#estado_civil = “casado”}',
    ]);
  });

  it('generates the contract as DOCX and PDF whose text is exactly the expected one', async () => {
    const response = await generate(api, token, {
      template_path: templateId,
      context: contractAnswers,
      convert_to_pdf: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const files = response.json().files;
    expect(files.map((file: { format: string; name: string }) => [file.format, file.name])).toEqual(
      [
        ['docx', 'Contrato de arrendamiento.docx'],
        ['pdf', 'Contrato de arrendamiento.pdf'],
      ],
    );
    const docx = await download(api, files[0].url);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Contrato de arrendamiento.docx"; filename*=UTF-8''Contrato%20de%20arrendamiento.docx`,
    );
    const text = await docxText(docx.rawPayload);
    expect(text).not.toContain('undefined');
    expect(text).toBe(readGolden(golden('wordContract.docx.txt'), text));

    const pdf = await download(api, files[1].url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toBe(readGolden(golden('wordContract.pdf.txt'), printed));
    expect(pdfPageCount(pdf.rawPayload)).toBe(2);
  }, 60_000);

  it('leaves out what the answers switch off, and never prints undefined for a missing answer', async () => {
    const response = await generate(api, token, {
      template_path: templateId,
      context: {
        ...contractAnswers,
        estado_civil: 'soltero',
        tiene_garante: false,
        canon: 800,
        servicios: [],
        dia_pago: undefined,
        inmuebles: [],
      },
      convert_to_pdf: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    const text = await docxText((await download(api, response.json().files[0].url)).rawPayload);
    expect(text).toContain('de estado civil soltero, en calidad de ARRENDATARIO.');
    expect(text).not.toContain('casado con');
    expect(text).toContain('QUINTA. Sin garante.');
    expect(text).not.toContain('Garantía');
    expect(text).not.toContain('depósito');
    expect(text).not.toContain('Inmueble ubicado');
    expect(text).toContain('pagadero el día  de cada mes.');
    expect(text).toContain('El canon incluye: .');
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  });

  it('validates the answers with the engine before generating', async () => {
    const response = await generate(api, token, {
      template_path: templateId,
      context: { ...contractAnswers, canon: 'mucho', ciudad: '' },
      convert_to_pdf: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
    });
    const fields = response.json().fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['context.ciudad', 'context.canon']));
    const listed = await callDocuments(
      api,
      token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(listed.json().files.every((file: { createdAt: string }) => file.createdAt)).toBe(true);
  });

  it('tells the lawyer which placeholders do not fit the interview', async () => {
    const response = await uploadTemplate(
      api,
      token,
      session.documentId,
      simpleTemplate(
        'Señor {apellido}, el canon es {canon | fecha larga}.',
        '{#estado_civil = "viudo"}Viudo.{/}{#ciudad > 3}Número.{/}',
        '{arrendatario}, {inmuebles}.',
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().diagnostics.map((d: { message: string }) => d.message)).toEqual([
      'Párrafo 1 («Señor {apellido}, el canon es…»): El marcador {apellido} no corresponde a ninguna pregunta de la entrevista: en el documento quedará en blanco.',
      'Párrafo 1 («Señor {apellido}, el canon es…»): En {canon | fecha larga}, el formato «Fecha larga (21 de noviembre de 2026)» no sirve para la pregunta «Canon mensual» (Moneda).',
      'Párrafo 2 («{#estado_civil = "viudo"}Viudo…»): En {#estado_civil = "viudo"}, «viudo» no es una respuesta posible de la pregunta «Estado civil del arrendatario».',
      'Párrafo 2 («{#estado_civil = "viudo"}Viudo…»): En {#ciudad > 3}, «mayor que» no se puede usar con la pregunta «Ciudad» (Texto corto).',
      'Párrafo 3 («{arrendatario}, {inmuebles}.»): {arrendatario} es un grupo de preguntas: escribe uno de sus campos, como {arrendatario.campo}.',
      'Párrafo 3 («{arrendatario}, {inmuebles}.»): {inmuebles} es una lista: escribe sus campos dentro de {#inmuebles}…{/inmuebles}.',
    ]);
  });

  it.each([
    [
      'an unclosed tag',
      ['Hola {nombre'],
      'El marcador que empieza con «{nombre» no está cerrado: falta «}».',
    ],
    [
      'an unclosed section',
      ['{#tiene_garante}', 'Garante'],
      'La sección {#tiene_garante} no está cerrada: escribe {/tiene_garante} (o {/}) donde termina.',
    ],
    [
      'a section closed by another name',
      ['{#tiene_garante}x{/inmuebles}'],
      'La sección {#tiene_garante} se cierra con {/inmuebles}: deben tener el mismo nombre (o usa {/}).',
    ],
    [
      'an unknown format',
      ['{canon | romano}'],
      'El formato «romano» no existe. Usa uno de estos: mayúsculas, minúsculas, nombre propio, fecha larga, fecha notarial, fecha corta, número, moneda, en letras, ordinal, lista.',
    ],
    [
      'a raw XML tag',
      ['{@ciudad}'],
      'Los marcadores {@…} no están permitidos: escribe {variable} en su lugar.',
    ],
    [
      'an expression',
      ['{canon * 2}'],
      '«canon * 2» no es un nombre de variable válido: usa letras, números y guiones bajos (y puntos para los campos de un grupo o una lista).',
    ],
  ])('refuses a template with %s, saying why', async (_case, texts, message) => {
    const response = await uploadTemplate(api, token, session.documentId, simpleTemplate(...texts));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'TEMPLATE_INVALID',
      message:
        'La plantilla tiene errores en sus marcadores. Corrígelos en Word y súbela de nuevo.',
      // In front of each message, where it is: the first paragraph here.
      fields: [{ field: 'file', message: expect.stringMatching(/^Párrafo 1 \(«.+»\): /) }],
    });
    expect(response.json().fields[0].message).toContain(`»): ${message}`);
  });

  it('reports every problem at once, each with its paragraph', async () => {
    const response = await uploadTemplate(
      api,
      token,
      session.documentId,
      simpleTemplate(
        'En la ciudad de {ciudad}, comparecen:',
        '{#tiene_garante}Garante: {garante | romano}.',
        'Señor {apellido}.',
        'Plazo: {plazo',
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.map((field: { message: string }) => field.message)).toEqual([
      'Párrafo 4 («Plazo: {plazo»): El marcador que empieza con «{plazo» no está cerrado: falta «}».',
      'Párrafo 2 («{#tiene_garante}Garante: {gara…»): La sección {#tiene_garante} no está cerrada: escribe {/tiene_garante} (o {/}) donde termina.',
      'Párrafo 2 («{#tiene_garante}Garante: {gara…»): El formato «romano» no existe. Usa uno de estos: mayúsculas, minúsculas, nombre propio, fecha larga, fecha notarial, fecha corta, número, moneda, en letras, ordinal, lista.',
      'Párrafo 3 («Señor {apellido}.»): El marcador {apellido} no corresponde a ninguna pregunta de la entrevista: en el documento quedará en blanco.',
    ]);
  });

  it('never reaches inherited members through a placeholder', async () => {
    const uploaded = await uploadTemplate(
      api,
      token,
      session.documentId,
      simpleTemplate('[{constructor}][{ciudad.constructor}][{#constructor}x{/}][{toString}]'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const response = await generate(api, token, {
      template_path: uploaded.json().id,
      context: contractAnswers,
      convert_to_pdf: false,
    });
    const text = await docxText((await download(api, response.json().files[0].url)).rawPayload);
    expect(text).toBe('[][][][]\n');
  });

  it('deletes a template; another account sees neither the document nor the template', async () => {
    const uploaded = await uploadTemplate(
      api,
      token,
      session.documentId,
      simpleTemplate('{ciudad}'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id;
    const stranger = (await signedInOwner(api)).token;
    const missing = {
      statusCode: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' },
    };
    const asStranger = [
      await callDocuments(api, stranger, 'GET', `getTemplatesDoc/${session.documentId}`),
      await callDocuments(api, stranger, 'GET', `getGeneratedFiles/${session.documentId}`),
      await callDocuments(api, stranger, 'DELETE', 'deleteTemplateDoc', { template_id: id }),
      await uploadTemplate(api, stranger, session.documentId, simpleTemplate('{ciudad}')),
      await generate(api, stranger, { template_path: id, context: {}, convert_to_pdf: false }),
    ];
    for (const response of asStranger) {
      expect({ statusCode: response.statusCode, body: response.json() }).toEqual(missing);
    }
    const deleted = await callDocuments(api, token, 'DELETE', 'deleteTemplateDoc', {
      template_id: id,
      docName: 'Contrato.docx',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe('OK');
    const again = await generate(api, token, {
      template_path: id,
      context: {},
      convert_to_pdf: false,
    });
    expect({ statusCode: again.statusCode, body: again.json() }).toEqual(missing);
  });

  it("refuses to generate a document an administrator disabled, in the catalogue's words", async () => {
    // What admin/disableDocument writes.
    const disable = (at: Date | null) =>
      api.ports.db
        .updateTable('documents')
        .set({ disabled_at: at })
        .where('id', '=', session.documentId)
        .execute();
    await disable(new Date());
    const response = await generate(api, token, {
      template_path: templateId,
      context: contractAnswers,
      convert_to_pdf: false,
    });
    await disable(null);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DOCUMENT_DISABLED',
      message: 'El documento se encuentra desactivado.',
    });
  });

  it('needs a session to upload or generate', async () => {
    expect(
      (await uploadTemplate(api, null, session.documentId, simpleTemplate('x'))).statusCode,
    ).toBe(401);
    expect(
      (await generate(api, null, { template_path: templateId, context: {}, convert_to_pdf: false }))
        .statusCode,
    ).toBe(401);
  });
  // Last: it moves the clock past the access token's life too.
  it('lists generated files with fresh links, which expire', async () => {
    const response = await callDocuments(
      api,
      token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(response.statusCode).toBe(200);
    const [newest] = response.json().files;
    expect(newest).toMatchObject({ documentId: session.documentId, templateKind: 'word' });
    expect((await download(api, newest.url)).statusCode).toBe(200);
    // Links live at most 5 minutes.
    expect(Date.parse(newest.urlExpiresAt) - api.clock.now().getTime()).toBeLessThanOrEqual(
      5 * 60 * 1000,
    );
    api.clock.advance(5 * 60 * 1000 + 1000);
    const expired = await download(api, newest.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      code: 'FILE_LINK_EXPIRED',
      message:
        'El enlace de descarga venció. Vuelve a la lista de documentos y descárgalo de nuevo.',
    });
  });
});
