import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answers } from '../model/answers';

// Saves a guest's (or operator's) answers as they work: a short while after each change, at once
// on a page change and when the tab is hidden or closed (keepalive), and again and again after a
// failure until it goes through — nothing typed is ever dropped. Each save carries an increasing
// sequence number, so a late answer to an older save can never overwrite a newer one. A copy is
// kept in this browser (`backupKey`) until the server has it.

export type SaveAnswers = (
  answers: Answers,
  sequence: number,
  options: { keepalive: boolean },
) => Promise<void>;

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'retrying'; attempt: number };

interface Backup {
  answers: Answers;
  sequence: number;
}

export function readBackup(key: string | undefined): Backup | null {
  if (!key) return null;
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const backup = JSON.parse(raw) as Backup;
    return typeof backup.sequence === 'number' &&
      backup.answers &&
      typeof backup.answers === 'object'
      ? backup
      : null;
  } catch {
    return null;
  }
}

function writeBackup(key: string | undefined, backup: Backup | null) {
  if (!key) return;
  try {
    if (backup) globalThis.localStorage?.setItem(key, JSON.stringify(backup));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage full or blocked: the server copy is still being sent.
  }
}

const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

export function useAutosave(
  save: SaveAnswers,
  options: { delayMs?: number; backupKey?: string; initialSequence?: number } = {},
) {
  const { delayMs = 800, backupKey, initialSequence = 0 } = options;
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const pending = useRef<Answers | null>(null);
  const sequence = useRef(initialSequence);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempt = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const flush = useCallback(
    async (keepalive = false): Promise<void> => {
      clearTimer();
      const answers = pending.current;
      if (!answers) return;
      if (inFlight.current && !keepalive) return;
      pending.current = null;
      sequence.current += 1;
      const sent = sequence.current;
      inFlight.current = true;
      setState({ kind: 'saving' });
      try {
        await saveRef.current(answers, sent, { keepalive });
        attempt.current = 0;
        if (!pending.current) {
          writeBackup(backupKey, null);
          setState({ kind: 'saved', at: new Date() });
        }
      } catch {
        // Keep the newest answers: these, unless the guest typed more meanwhile.
        pending.current ??= answers;
        attempt.current += 1;
        setState({ kind: 'retrying', attempt: attempt.current });
        clearTimer();
        timer.current = setTimeout(() => void flush(), retryDelay(attempt.current));
      } finally {
        inFlight.current = false;
      }
      if (pending.current && attempt.current === 0) void flush();
    },
    [backupKey, clearTimer],
  );

  const change = useCallback(
    (answers: Answers) => {
      pending.current = answers;
      writeBackup(backupKey, { answers, sequence: sequence.current + 1 });
      if (attempt.current > 0) return;
      clearTimer();
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [backupKey, delayMs, flush, clearTimer],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    const onOnline = () => {
      attempt.current = 0;
      void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      clearTimer();
    };
  }, [flush, clearTimer]);

  return useMemo(
    () => ({
      state,
      change,
      flush: () => flush(),
      hasUnsaved: () => pending.current !== null || inFlight.current,
    }),
    [state, change, flush],
  );
}
