import { apiCalls } from '@schemas/api/calls/apiCalls';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../builder/model/applyCommand';
import { createElementOf, createItemOf, newId } from '../../../builder/model/createQuestion';
import type { EditorCommand } from '../../../builder/model/editorCommand';
import type { EditorModel } from '../../../builder/model/editorModel';
import { invertCommand } from '../../../builder/model/invertCommand';
import { type ApiCall, toApiCalls } from '../../../builder/model/toApiCalls';

// The editor's calls against the route map the server registers its routes from: every body, as
// JSON with the version the save queue adds, is one its key's schema accepts.
const problemsOf = (call: ApiCall) =>
  [
    ...Value.Errors(
      apiCalls[call.key].body,
      JSON.parse(JSON.stringify({ ...call.body, version: 3 })),
    ),
  ].map((error) => `${call.key} ${error.instancePath}: ${error.message}`);

describe('toApiCalls', () => {
  it('builds bodies the route map accepts, undo edits included', () => {
    const documentId = newId();
    const pageId = newId();
    const choice = createElementOf('singleChoice', pageId, new Set());
    const group = createElementOf('group', pageId, new Set([choice.variable[0] ?? '']));
    let model: EditorModel = {
      documentId,
      settings: { name: 'Poder', status: 'borrador', toggle: false, notarized: false, docx: true },
      interview: { schemaVersion: 1, documentId, name: 'Poder', pages: [] },
    };
    const option = choice.items[0];
    if (!option) throw new Error('a choice question starts with options');
    const commands: EditorCommand[] = [
      {
        type: 'addPage',
        index: 0,
        page: {
          id: pageId,
          documentId,
          name: 'Datos',
          conditional: false,
          statement: null,
          elements: [choice, group],
        },
      },
      { type: 'updatePage', pageId, patch: { name: 'Partes', conditional: false } },
      { type: 'updateQuestion', elementId: choice.id, patch: { title: '¿Estado civil?' } },
      {
        type: 'updateQuestion',
        elementId: choice.id,
        patch: { help: 'Ayuda', placeholder: 'Ej.' },
      },
      { type: 'updateItem', itemId: option.id, patch: { title: 'Soltero' } },
      {
        type: 'addItem',
        parent: { elementId: group.id, parentItemId: null },
        index: 1,
        item: createItemOf('shortText', group.id, null, group.items),
      },
      { type: 'moveItem', itemId: option.id, index: 1 },
      { type: 'moveQuestion', elementId: group.id, toPageId: pageId, index: 0 },
      { type: 'updateSettings', patch: { name: 'Poder general', oneQuestion: true } },
      { type: 'deleteItem', itemId: option.id },
      { type: 'deleteQuestion', elementId: group.id },
      { type: 'deletePage', pageId },
    ];
    const problems: string[] = [];
    let sent = 0;
    for (const command of commands) {
      const inverse = invertCommand(model, command);
      const after = applyCommand(model, command);
      for (const call of [...toApiCalls(model, command), ...toApiCalls(after, inverse)]) {
        problems.push(...problemsOf(call));
        sent += 1;
      }
      model = after;
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(commands.length * 2);
  });

  it('does not compile a body its key does not take, which the server would refuse too', () => {
    const id = newId();
    const wrongType: ApiCall = {
      key: 'POST documents/updateElement',
      // @ts-expect-error elementRequired is a boolean
      body: { documentId: id, elementId: id, elementRequired: 'sí' },
    };
    const otherKeysBody: ApiCall = {
      key: 'DELETE documents/deleteItem',
      // @ts-expect-error deleteItem takes item_id, not element_id
      body: { element_id: id },
    };
    const misspelt: ApiCall = {
      key: 'POST documents/updatePage',
      // @ts-expect-error the field is pageName
      body: { documentId: id, pageId: id, page_name: 'Partes' },
    };
    expect(problemsOf(wrongType)).not.toEqual([]);
    expect(problemsOf(otherKeysBody)).not.toEqual([]);
    // Unknown fields are ignored by the server: only the type check catches a misspelling.
    expect(problemsOf(misspelt)).toEqual([]);
  });
});
