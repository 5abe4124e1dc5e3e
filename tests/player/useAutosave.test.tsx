// @vitest-environment happy-dom
import { readBackup, useAutosave } from '@player/autosave/useAutosave';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Autosave as a guest's answers meet a flaky network: nothing typed is dropped, a failed save is
// retried, the newest answers win, and this device keeps a copy until the server has it.

const backupKey = 'minuta:borrador:prueba';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(save: (answers: unknown, sequence: number) => Promise<void>, initialSequence = 0) {
  const calls: Array<{ answers: unknown; sequence: number; keepalive: boolean }> = [];
  const hook = renderHook(() =>
    useAutosave(
      async (answers, sequence, options) => {
        calls.push({ answers, sequence, keepalive: options.keepalive });
        await save(answers, sequence);
      },
      { delayMs: 800, backupKey, initialSequence },
    ),
  );
  return { hook, calls };
}

describe('useAutosave', () => {
  it('saves once after the typing pauses, with a sequence after the stored one', async () => {
    const { hook, calls } = setup(async () => {}, 7);
    act(() => {
      hook.result.current.change({ nombre: 'A' });
      hook.result.current.change({ nombre: 'An' });
      hook.result.current.change({ nombre: 'Ana' });
    });
    expect(calls).toEqual([]);
    expect(readBackup(backupKey)).toEqual({ answers: { nombre: 'Ana' }, sequence: 8 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    expect(calls).toEqual([{ answers: { nombre: 'Ana' }, sequence: 8, keepalive: false }]);
    expect(hook.result.current.state.kind).toBe('saved');
    // The server has it: this device's copy is gone.
    expect(readBackup(backupKey)).toBeNull();
  });

  it('retries a failed save with what was typed meanwhile, keeping the copy until it lands', async () => {
    let failures = 2;
    const { hook, calls } = setup(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('sin conexión');
      }
    });
    act(() => hook.result.current.change({ nombre: 'Ana' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    expect(hook.result.current.state).toEqual({ kind: 'retrying', attempt: 1 });
    // Typed while offline: the retry sends the newest answers, not the ones that failed.
    act(() => hook.result.current.change({ nombre: 'Ana Torres' }));
    expect(readBackup(backupKey)?.answers).toEqual({ nombre: 'Ana Torres' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(hook.result.current.state).toEqual({ kind: 'retrying', attempt: 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(hook.result.current.state.kind).toBe('saved');
    expect(calls.map((call) => [call.answers, call.sequence])).toEqual([
      [{ nombre: 'Ana' }, 1],
      [{ nombre: 'Ana Torres' }, 2],
      [{ nombre: 'Ana Torres' }, 3],
    ]);
    expect(readBackup(backupKey)).toBeNull();
  });

  it('sends at once with keepalive when the tab is hidden', async () => {
    const { hook, calls } = setup(async () => {});
    act(() => hook.result.current.change({ nombre: 'Ana' }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls).toEqual([{ answers: { nombre: 'Ana' }, sequence: 1, keepalive: true }]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
