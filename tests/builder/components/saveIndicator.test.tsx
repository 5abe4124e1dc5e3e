// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import { SaveIndicator } from '../../../builder/components/SaveIndicator';
import {
  editorStateAtom,
  loadDocumentAtom,
  type SaveStatus,
} from '../../../builder/state/editorAtoms';
import { createInterview, createPage } from '../../factories';

const text = builderMessages.save;

afterEach(() => {
  document.body.innerHTML = '';
});

// The editor's save status as the lawyer reads it: saving, saved, a failure with "Reintentar",
// or another tab's change with "Recargar".
function showStatus(status: SaveStatus, onReload = () => {}) {
  const store = createStore();
  store.set(loadDocumentAtom, {
    documentId: 'doc-1',
    settings: {
      name: 'Contrato',
      status: 'borrador',
      toggle: false,
      notarized: false,
      docx: false,
    },
    interview: createInterview([createPage('Datos', [])]),
    version: 1,
  });
  const state = store.get(editorStateAtom);
  if (!state) throw new Error('no editor state');
  store.set(editorStateAtom, { ...state, status });
  render(
    <Provider store={store}>
      <SaveIndicator onReload={onReload} />
    </Provider>,
  );
  return store;
}

describe('the save indicator', () => {
  it('says when a change is being saved and when it is saved, with no button', () => {
    showStatus({ kind: 'saving' });
    expect(screen.getByRole('status').textContent).toContain(text.saving);
    document.body.innerHTML = '';
    showStatus({ kind: 'saved' });
    expect(screen.getByRole('status').textContent).toContain(text.saved);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the server’s message and offers Reintentar, not Recargar, after a failed save', () => {
    showStatus({ kind: 'error', message: text.failed });
    expect(screen.getByRole('status').textContent).toContain(text.failed);
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.reload })).toBeNull();
  });

  it('offers Recargar when another tab changed the document', async () => {
    const onReload = vi.fn();
    showStatus({ kind: 'conflict', message: text.conflict }, onReload);
    expect(screen.getByRole('status').textContent).toContain(text.conflict);
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: text.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
