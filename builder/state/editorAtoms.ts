import type { Interview } from '@schemas/interview';
import { atom } from 'jotai';
import { builderMessages } from '../builderMessages';
import { applyCommand } from '../model/applyCommand';
import type { EditorCommand } from '../model/editorCommand';
import type { DocumentSettings, EditorModel } from '../model/editorModel';
import { invertCommand } from '../model/invertCommand';
import { toApiCalls } from '../model/toApiCalls';
import { asRequestFailure, builderApiAtom, sendWrite } from './builderApi';

// The editor's state: one document atom (the model with every edit applied optimistically),
// derived read atoms, and write-only action atoms that apply a command, queue its calls and keep
// undo/redo. Tested with createStore() and a real API.

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string };

interface Edit {
  id: number;
  command: EditorCommand;
  inverse: EditorCommand;
  // The model before the edit: what its calls are computed from and what a failure restores.
  before: EditorModel;
}

interface EditorState {
  model: EditorModel;
  // The server's version of the document after the last confirmed call.
  version: number;
  queue: Edit[];
  saving: boolean;
  undo: Edit[];
  redo: Edit[];
  status: SaveStatus;
  // Edits rolled back by a failed save, offered again by "Reintentar".
  failed: EditorCommand[];
}

export interface LoadedDocument {
  documentId: string;
  settings: DocumentSettings;
  interview: Interview;
  version: number;
}

export const editorStateAtom = atom<EditorState | null>(null);

export const modelAtom = atom((get) => get(editorStateAtom)?.model ?? null);
export const saveStatusAtom = atom(
  (get) => get(editorStateAtom)?.status ?? ({ kind: 'saved' } as SaveStatus),
);
export const canUndoAtom = atom((get) => (get(editorStateAtom)?.undo.length ?? 0) > 0);
export const canRedoAtom = atom((get) => (get(editorStateAtom)?.redo.length ?? 0) > 0);

const maxUndo = 100;
let nextEditId = 1;

export const loadDocumentAtom = atom(null, (_get, set, loaded: LoadedDocument) => {
  set(editorStateAtom, {
    model: {
      documentId: loaded.documentId,
      settings: loaded.settings,
      interview: loaded.interview,
    },
    version: loaded.version,
    queue: [],
    saving: false,
    undo: [],
    redo: [],
    status: { kind: 'saved' },
    failed: [],
  });
});

// Applies an edit at once and queues its calls; the queue sends them one at a time, each with the
// version the previous one returned.
export const dispatchAtom = atom(null, (get, set, command: EditorCommand) => {
  const state = get(editorStateAtom);
  if (!state || state.status.kind === 'conflict') return;
  const edit = record(state.model, command);
  if (!edit) return;
  set(editorStateAtom, {
    ...state,
    model: applyCommand(state.model, command),
    queue: [...state.queue, edit],
    undo: [...state.undo, edit].slice(-maxUndo),
    redo: [],
    status: { kind: 'saving' },
  });
  void set(flushAtom);
});

export const undoAtom = atom(null, (get, set) => {
  const state = get(editorStateAtom);
  const last = state?.undo.at(-1);
  if (!state || !last || state.status.kind === 'conflict') return;
  const edit = record(state.model, last.inverse);
  if (!edit) return;
  set(editorStateAtom, {
    ...state,
    model: applyCommand(state.model, last.inverse),
    queue: [...state.queue, edit],
    undo: state.undo.slice(0, -1),
    redo: [...state.redo, last],
    status: { kind: 'saving' },
  });
  void set(flushAtom);
});

export const redoAtom = atom(null, (get, set) => {
  const state = get(editorStateAtom);
  const next = state?.redo.at(-1);
  if (!state || !next || state.status.kind === 'conflict') return;
  const edit = record(state.model, next.command);
  if (!edit) return;
  set(editorStateAtom, {
    ...state,
    model: applyCommand(state.model, next.command),
    queue: [...state.queue, edit],
    undo: [...state.undo, edit],
    redo: state.redo.slice(0, -1),
    status: { kind: 'saving' },
  });
  void set(flushAtom);
});

// Sends the rolled-back edits again after a failed save.
export const retryAtom = atom(null, (get, set) => {
  const state = get(editorStateAtom);
  if (!state || state.failed.length === 0) return;
  const failed = state.failed;
  set(editorStateAtom, { ...state, failed: [], status: { kind: 'saved' } });
  for (const command of failed) set(dispatchAtom, command);
});

function record(model: EditorModel, command: EditorCommand): Edit | null {
  const after = applyCommand(model, command);
  if (after === model) return null;
  return { id: nextEditId++, command, inverse: invertCommand(model, command), before: model };
}

// The save loop: one edit at a time, in order. A refused call rolls back that edit and every edit
// queued after it (they were built on it), with a Spanish message; a stale version (another tab
// or person changed the document) stops editing until the document is reloaded.
const flushAtom = atom(null, async (get, set) => {
  const initial = get(editorStateAtom);
  const api = get(builderApiAtom);
  if (!initial || initial.saving || !api) return;
  set(editorStateAtom, { ...initial, saving: true });
  for (;;) {
    const state = get(editorStateAtom);
    const edit = state?.queue[0];
    if (!state || !edit) break;
    let version = state.version;
    let sent = 0;
    try {
      for (const call of toApiCalls(edit.before, edit.command)) {
        version = (await sendWrite(api, call, version)).version;
        sent += 1;
      }
      const current = get(editorStateAtom);
      if (!current) return;
      set(editorStateAtom, { ...current, version, queue: current.queue.slice(1) });
    } catch (error) {
      const failure = asRequestFailure(error);
      const current = get(editorStateAtom);
      if (!current) return;
      const dropped = new Set(current.queue.map((queued) => queued.id));
      const conflict = failure.status === 409 && failure.code === 'STALE_VERSION';
      set(editorStateAtom, {
        ...current,
        model: edit.before,
        version,
        queue: [],
        saving: false,
        undo: current.undo.filter((done) => !dropped.has(done.id)),
        redo: [],
        failed: conflict ? [] : current.queue.map((queued) => queued.command),
        status: conflict
          ? { kind: 'conflict', message: failure.message || builderMessages.save.conflict }
          : {
              kind: 'error',
              message:
                sent > 0
                  ? builderMessages.save.partial(failure.message)
                  : failure.message || builderMessages.save.failed,
            },
      });
      return;
    }
  }
  const done = get(editorStateAtom);
  if (done) set(editorStateAtom, { ...done, saving: false, status: { kind: 'saved' } });
});
