import type { CallBody } from '@schemas/api/calls/callTypes';
import type { Template } from '@schemas/api/documents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { builderMessages } from '../builderMessages';
import { asRequestFailure, type BuilderApi } from '../state/builderApi';
import { templateEditorMessages } from './templateEditorMessages';

export type TemplateSaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string };

export interface TemplateDraft {
  name?: string;
  content?: unknown;
}

const delayMs = 600;

// Autosave of one template, with the interview editor's save states (Guardando… / Guardado /
// error with Reintentar / another tab's change with Recargar). Changes are merged into one pending
// draft and sent shortly after typing stops, one updateTemp at a time, each with the version the
// previous answer returned. A 409 stops saving (another tab or person changed the template); any
// other refusal keeps the draft for "Reintentar".
export function useTemplateAutosave(api: BuilderApi | null, template: Template | null) {
  const [status, setStatus] = useState<TemplateSaveStatus>({ kind: 'idle' });
  const version = useRef(template?.version ?? 1);
  const pending = useRef<TemplateDraft | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    version.current = template?.version ?? 1;
    stopped.current = false;
    pending.current = null;
  }, [template]);

  // Sends the pending draft; false when it was refused (the draft stays pending).
  const send = useCallback(async (): Promise<boolean> => {
    if (!api || !template || inFlight.current || stopped.current || !pending.current) return true;
    const draft = pending.current;
    pending.current = null;
    inFlight.current = true;
    setStatus({ kind: 'saving' });
    try {
      const answer = await api.call('POST documents/updateTemp', {
        documentId: template.documentId,
        templateId: template.id,
        version: version.current,
        // The editor's content, checked by the server like any template body.
        ...(draft as Pick<CallBody<'POST documents/updateTemp'>, 'name' | 'content'>),
      });
      version.current = answer.template.version;
      setStatus(pending.current ? { kind: 'saving' } : { kind: 'saved' });
    } catch (error) {
      const failure = asRequestFailure(error);
      // The draft that failed goes back under any newer one, so nothing typed is lost.
      pending.current = { ...draft, ...(pending.current ?? {}) };
      if (failure.status === 409) {
        stopped.current = true;
        setStatus({ kind: 'conflict', message: templateEditorMessages.conflict });
      } else {
        setStatus({ kind: 'error', message: failure.message || builderMessages.save.failed });
      }
      return false;
    } finally {
      inFlight.current = false;
    }
    if (pending.current) void send();
    return true;
  }, [api, template]);

  const change = useCallback(
    (draft: TemplateDraft) => {
      pending.current = { ...(pending.current ?? {}), ...draft };
      if (stopped.current) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), delayMs);
    },
    [send],
  );

  const retry = useCallback(() => void send(), [send]);

  // Saves everything typed so far now, for the calls that read the stored template (Markdown
  // import, generation). False when a save was refused: the status says why.
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current || pending.current) {
      if (stopped.current) return false;
      if (inFlight.current) await new Promise((resolve) => setTimeout(resolve, 50));
      else if (!(await send())) return false;
    }
    return true;
  }, [send]);

  // uploadMd replaces the content on the server and answers the template's new version.
  const getVersion = useCallback(() => version.current, []);
  const adoptVersion = useCallback((next: number) => {
    version.current = next;
    setStatus({ kind: 'saved' });
  }, []);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { status, change, retry, flush, getVersion, adoptVersion };
}
