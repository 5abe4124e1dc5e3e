// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/notifications/notificationsAtoms';
import { Toaster } from '../../../src/notifications/Toaster';

// Notifications as a person meets them: they stay while the pointer or the focus is on them
// (WCAG 2.2.1), can be closed, go by themselves otherwise, and never more than three at once.

function renderToaster() {
  const store = createStore();
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  return (text: string, tone: 'info' | 'success' | 'error' = 'success') =>
    act(() => {
      notify(store, { tone, text });
    });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('Toaster', () => {
  it('goes by itself after a while', async () => {
    const show = renderToaster();
    show('Cambios guardados');
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
    await advance(6500);
    expect(screen.queryByText('Cambios guardados')).not.toBeInTheDocument();
  });

  it('stays while the pointer is over it, and goes after the pointer leaves', async () => {
    const show = renderToaster();
    show('Cambios guardados');
    const region = screen.getByRole('region', { name: /Notificaciones/ });
    fireEvent.pointerMove(region);
    await advance(30_000);
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    await advance(6500);
    expect(screen.queryByText('Cambios guardados')).not.toBeInTheDocument();
  });

  it('stays while the focus is in it, and is closed by its button', async () => {
    const show = renderToaster();
    show('No se pudo cerrar la sesión', 'error');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    act(() => close.focus());
    await advance(30_000);
    expect(screen.getByText('No se pudo cerrar la sesión')).toBeInTheDocument();
    fireEvent.click(close);
    await advance(500);
    expect(screen.queryByText('No se pudo cerrar la sesión')).not.toBeInTheDocument();
  });

  it('shows at most three at once, the newest', async () => {
    const show = renderToaster();
    for (const text of ['Uno', 'Dos', 'Tres', 'Cuatro']) show(text);
    expect(screen.queryByText('Uno')).not.toBeInTheDocument();
    for (const text of ['Dos', 'Tres', 'Cuatro'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});
