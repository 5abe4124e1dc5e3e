import { compileInterview, evaluateVisibility } from '@engine/index';
import type { CompiledInterview, JsonObject } from '@schemas/compiledInterview';
import type { Interview } from '@schemas/interview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageParts, buildRowForm } from '../../../player/model/pageForm';
import { callDocuments, DocumentSession } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { createLink, openLink, published, signedInLawyer } from './support/guestsApi';

// The guest's player and the lawyer's preview draw the same fields in the same order: the
// builder's. The published artifact comes back from the database, which may reorder the keys of
// JSON objects; the draft is compiled in the browser from the editor's model.
describe.each(testDatabaseKinds)('published field order on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('shows list and group fields in the builder order, in the published version and the draft', async () => {
    const lawyer = await signedInLawyer(api);
    const doc = await DocumentSession.start(api, lawyer.token);
    const page = await doc.addPage('Las partes');
    await doc.addElement(page, { element_title: 'Ciudad', element_variable: ['zona_ciudad'] });
    await doc.addElement(page, { element_title: 'Canon', element_variable: ['canon'] });
    const tenants = await doc.addElement(page, {
      element_name: 'repeatingList',
      element_title: 'Arrendatarios',
      element_variable: ['arrendatarios'],
    });
    const guarantor = await doc.addElement(page, {
      element_name: 'group',
      element_title: 'Garante',
      element_variable: ['garante'],
    });
    for (const parent of [tenants, guarantor]) {
      for (const [name, title, variable] of [
        ['shortText', 'Nombre', 'nombre'],
        ['idNumber', 'Cédula', 'cedula'],
        ['email', 'Correo', 'correo_electronico'],
        ['date', 'Nacimiento', 'fecha'],
      ]) {
        await doc.addItem(parent, {
          item_name: name,
          item_title: title,
          item_variable: [variable],
        });
      }
    }
    await published(doc);
    const link = await createLink(doc);
    const guest = (await openLink(api, link)).json().version.compiled as CompiledInterview;
    const draft = await callDocuments(api, lawyer.token, 'GET', `getInterview/${doc.documentId}`);
    const preview = compileInterview(draft.json().interview as Interview);

    const builderOrder = [
      'zona_ciudad',
      'canon',
      'arrendatarios',
      'arrendatarios.0.nombre',
      'arrendatarios.0.cedula',
      'arrendatarios.0.correo_electronico',
      'arrendatarios.0.fecha',
      'garante',
      'garante.nombre',
      'garante.cedula',
      'garante.correo_electronico',
      'garante.fecha',
    ];
    expect(drawnFields(preview)).toEqual(builderOrder);
    expect(drawnFields(guest)).toEqual(builderOrder);
  });
});

// The answer paths the player draws on the first page, in order, with one row in each list.
function drawnFields(compiled: CompiledInterview): string[] {
  const answers = { arrendatarios: [{}] };
  const visibility = evaluateVisibility(compiled, answers);
  const page = compiled.pages[0];
  if (!page) return [];
  const drawn: string[] = [];
  const walk = (ui: JsonObject, schema: JsonObject, prefix: string) => {
    const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
    for (const name of ui['ui:order'] as string[]) {
      const path = `${prefix}${name}`;
      drawn.push(path);
      const fieldUi = (ui[name] ?? {}) as JsonObject;
      const field = properties[name] ?? {};
      if (fieldUi['ui:field'] === 'repeatingList') {
        const row = buildRowForm(compiled, field, fieldUi, path, 0, visibility);
        walk(row.uiSchema, row.schema, `${path}.0.`);
      } else if (field.type === 'object') walk(fieldUi, field, `${path}.`);
    }
  };
  for (const part of buildPageParts(compiled, page, visibility))
    walk(part.uiSchema, part.schema, '');
  return drawn;
}
