import type { InterviewAnswer } from '@schemas/api/documents';
import { createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTypeEdit } from '../../../builder/components/questionCardEdits';
import { createElementOf, createItemOf, newId } from '../../../builder/model/createQuestion';
import type { EditorCommand } from '../../../builder/model/editorCommand';
import { collectVariableNames } from '../../../builder/model/editorModel';
import {
  type BuilderApi,
  type BuilderRequest,
  builderApiAtom,
  builderApiOver,
} from '../../../builder/state/builderApi';
import {
  dispatchAtom,
  editorStateAtom,
  loadDocumentAtom,
  modelAtom,
  redoAtom,
  saveStatusAtom,
  undoAtom,
} from '../../../builder/state/editorAtoms';
import { DocumentSession, signedInOwner } from '../../server/documents/support/documentsApi';
import { startTestApi, type TestApi } from '../../server/support/startTestApi';

// The editor's atoms against the real documents API (PGlite): every edit is applied at once,
// saved call by call, and what the server keeps equals what the editor shows.
let server: TestApi;
let token: string;

beforeAll(async () => {
  server = await startTestApi('pglite');
  token = (await signedInOwner(server)).token;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

// The builder's calls over light-my-request, and the transport itself for the test's own reads.
function apiFor(accessToken: string): BuilderApi & { request: BuilderRequest } {
  const transport = {
    async request<T>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      options: { body?: unknown } = {},
    ) {
      const response = await server.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      const body = response.body ? response.json() : null;
      if (response.statusCode >= 300)
        throw {
          status: response.statusCode,
          code: body?.code ?? null,
          message: body?.message ?? '',
          fields: body?.fields ?? [],
        };
      return body as T;
    },
  };
  return { ...builderApiOver(transport.request), request: transport.request };
}

async function openEditor(documentId: string) {
  const store = createStore();
  const api = apiFor(token);
  store.set(builderApiAtom, api);
  const answer = await api.request<InterviewAnswer>('GET', `documents/getInterview/${documentId}`);
  store.set(loadDocumentAtom, {
    documentId,
    settings: {
      name: answer.document.name,
      status: answer.document.status,
      toggle: answer.document.toggle,
      notarized: answer.document.notarized,
      docx: answer.document.docx,
    },
    interview: answer.interview,
    version: answer.version,
  });
  return store;
}

/** Adds an empty page «Datos» first in the document; its id. */
function addDataPage(store: ReturnType<typeof createStore>, documentId: string): string {
  const pageId = newId();
  store.set(dispatchAtom, {
    type: 'addPage',
    index: 0,
    page: {
      id: pageId,
      documentId,
      name: 'Datos',
      conditional: false,
      statement: null,
      elements: [],
    },
  });
  return pageId;
}

async function settled(store: ReturnType<typeof createStore>) {
  for (let i = 0; i < 400; i += 1) {
    const state = store.get(editorStateAtom);
    if (state && !state.saving && state.queue.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the save queue did not settle');
}

async function serverInterview(documentId: string) {
  return (
    await apiFor(token).request<InterviewAnswer>('GET', `documents/getInterview/${documentId}`)
  ).interview;
}

describe('editor atoms', () => {
  it('applies edits at once, saves them in order, and the server ends up with the same interview', async () => {
    const doc = await DocumentSession.start(server, token);
    const store = await openEditor(doc.documentId);
    const dispatch = (command: EditorCommand) => store.set(dispatchAtom, command);
    const pageIds = [newId(), newId()];
    for (const [index, id] of pageIds.entries()) {
      dispatch({
        type: 'addPage',
        index,
        page: {
          id,
          documentId: doc.documentId,
          name: `Página ${index + 1}`,
          conditional: false,
          statement: null,
          elements: [],
        },
      });
    }
    const model = () => {
      const current = store.get(modelAtom);
      if (!current) throw new Error('no model');
      return current;
    };
    const choice = createElementOf('singleChoice', pageIds[0] ?? '', collectVariableNames(model()));
    dispatch({ type: 'addQuestion', pageId: pageIds[0] ?? '', index: 0, element: choice });
    const text = createElementOf('shortText', pageIds[0] ?? '', collectVariableNames(model()));
    dispatch({ type: 'addQuestion', pageId: pageIds[0] ?? '', index: 1, element: text });
    dispatch({
      type: 'updateQuestion',
      elementId: choice.id,
      patch: { title: '¿Estado civil?', variable: ['estado_civil'] },
    });
    const option = createItemOf('option', choice.id, null, choice.items);
    dispatch({
      type: 'addItem',
      parent: { elementId: choice.id, parentItemId: null },
      index: 2,
      item: option,
    });
    dispatch({
      type: 'updateItem',
      itemId: option.id,
      patch: { title: 'Casado', value: ['casado'] },
    });
    dispatch({
      type: 'updateQuestion',
      elementId: text.id,
      patch: {
        conditional: true,
        statement: { type: 'equals', variable: 'estado_civil', condition: 'casado' },
      },
    });
    dispatch({ type: 'moveQuestion', elementId: text.id, toPageId: pageIds[1] ?? '', index: 0 });
    dispatch({ type: 'moveItem', itemId: option.id, index: 0 });
    expect(store.get(saveStatusAtom)).toEqual({ kind: 'saving' });
    await settled(store);
    expect(store.get(saveStatusAtom)).toEqual({ kind: 'saved' });
    expect(await serverInterview(doc.documentId)).toEqual(model().interview);

    // Renaming the variable rewrites the condition on both sides.
    dispatch({ type: 'updateQuestion', elementId: choice.id, patch: { variable: ['estado'] } });
    await settled(store);
    expect(model().interview.pages[1]?.elements[0]?.statement).toEqual({
      type: 'equals',
      variable: 'estado',
      condition: 'casado',
    });
    expect(await serverInterview(doc.documentId)).toEqual(model().interview);
  });

  it('undoes and redoes edits, persisting each', async () => {
    const doc = await DocumentSession.start(server, token);
    const store = await openEditor(doc.documentId);
    const pageId = addDataPage(store, doc.documentId);
    const element = createElementOf('yesNo', pageId, new Set());
    store.set(dispatchAtom, { type: 'addQuestion', pageId, index: 0, element });
    await settled(store);
    const withQuestion = await serverInterview(doc.documentId);

    store.set(dispatchAtom, { type: 'deleteQuestion', elementId: element.id });
    await settled(store);
    expect((await serverInterview(doc.documentId)).pages[0]?.elements).toEqual([]);

    store.set(undoAtom);
    await settled(store);
    expect(await serverInterview(doc.documentId)).toEqual(withQuestion);
    expect(store.get(modelAtom)?.interview).toEqual(withQuestion);

    store.set(redoAtom);
    await settled(store);
    expect((await serverInterview(doc.documentId)).pages[0]?.elements).toEqual([]);
  });

  it('undoes an added help text and placeholder, clearing them on the server', async () => {
    const doc = await DocumentSession.start(server, token);
    const store = await openEditor(doc.documentId);
    const pageId = addDataPage(store, doc.documentId);
    const element = createElementOf('shortText', pageId, new Set());
    store.set(dispatchAtom, { type: 'addQuestion', pageId, index: 0, element });
    await settled(store);
    const withoutHelp = await serverInterview(doc.documentId);

    const patch = { help: 'Como figura en la cédula', placeholder: 'Ej. Ana Pérez' };
    store.set(dispatchAtom, { type: 'updateQuestion', elementId: element.id, patch });
    await settled(store);
    expect((await serverInterview(doc.documentId)).pages[0]?.elements[0]).toMatchObject(patch);

    store.set(undoAtom);
    await settled(store);
    expect(store.get(saveStatusAtom)).toEqual({ kind: 'saved' });
    expect(await serverInterview(doc.documentId)).toEqual(withoutHelp);
    expect(store.get(modelAtom)?.interview).toEqual(withoutHelp);
  });

  it('undoes a change of type to a calculation or a rule, and redoes it', async () => {
    const doc = await DocumentSession.start(server, token);
    const store = await openEditor(doc.documentId);
    const pageId = addDataPage(store, doc.documentId);
    const element = createElementOf('number', pageId, new Set());
    store.set(dispatchAtom, { type: 'addQuestion', pageId, index: 0, element });
    await settled(store);
    const asNumber = await serverInterview(doc.documentId);

    for (const next of ['calculation', 'validationRule'] as const) {
      const question = store.get(modelAtom)?.interview.pages[0]?.elements[0];
      if (!question) throw new Error('the question is missing');
      const { command } = changeTypeEdit({ kind: 'element', id: element.id }, question, next);
      store.set(dispatchAtom, command);
      await settled(store);
      expect((await serverInterview(doc.documentId)).pages[0]?.elements[0]?.name).toBe(next);

      store.set(undoAtom);
      await settled(store);
      expect(store.get(saveStatusAtom)).toEqual({ kind: 'saved' });
      expect(await serverInterview(doc.documentId)).toEqual(asNumber);
      expect(store.get(modelAtom)?.interview).toEqual(asNumber);

      store.set(redoAtom);
      await settled(store);
      expect(store.get(saveStatusAtom)).toEqual({ kind: 'saved' });
      const redone = (await serverInterview(doc.documentId)).pages[0]?.elements[0];
      expect(redone?.name).toBe(next);
      expect(store.get(modelAtom)?.interview.pages[0]?.elements[0]).toEqual(redone);
      store.set(undoAtom);
      await settled(store);
    }
  });

  it('rolls back a refused edit and every edit queued after it, with the Spanish reason', async () => {
    const doc = await DocumentSession.start(server, token);
    const store = await openEditor(doc.documentId);
    const pageId = addDataPage(store, doc.documentId);
    const first = { ...createElementOf('shortText', pageId, new Set()), variable: ['nombre'] };
    store.set(dispatchAtom, { type: 'addQuestion', pageId, index: 0, element: first });
    await settled(store);
    const saved = store.get(modelAtom);

    // A second question with the same variable name: the server refuses it.
    const duplicate = { ...createElementOf('shortText', pageId, new Set()), variable: ['nombre'] };
    store.set(dispatchAtom, { type: 'addQuestion', pageId, index: 1, element: duplicate });
    store.set(dispatchAtom, {
      type: 'updateQuestion',
      elementId: first.id,
      patch: { title: 'Nombre completo' },
    });
    await settled(store);
    const status = store.get(saveStatusAtom);
    expect(status.kind).toBe('error');
    expect(status.kind === 'error' && status.message).toMatch(/nombre.*se repite/);
    expect(store.get(modelAtom)).toEqual(saved);
    expect(await serverInterview(doc.documentId)).toEqual(saved?.interview);
  });

  it('refuses a stale write from a second tab and overwrites nothing', async () => {
    const doc = await DocumentSession.start(server, token);
    const tabA = await openEditor(doc.documentId);
    const tabB = await openEditor(doc.documentId);
    const pageA = newId();
    tabA.set(dispatchAtom, {
      type: 'addPage',
      index: 0,
      page: {
        id: pageA,
        documentId: doc.documentId,
        name: 'De A',
        conditional: false,
        statement: null,
        elements: [],
      },
    });
    await settled(tabA);
    tabB.set(dispatchAtom, {
      type: 'addPage',
      index: 0,
      page: {
        id: newId(),
        documentId: doc.documentId,
        name: 'De B',
        conditional: false,
        statement: null,
        elements: [],
      },
    });
    await settled(tabB);
    expect(tabB.get(saveStatusAtom)).toEqual({
      kind: 'conflict',
      message:
        'Otra pestaña o persona cambió este documento. Recarga para ver los últimos cambios.',
    });
    expect(tabB.get(modelAtom)?.interview.pages).toEqual([]);
    const pages = (await serverInterview(doc.documentId)).pages;
    expect(pages.map((page) => page.name)).toEqual(['De A']);
  });
});
