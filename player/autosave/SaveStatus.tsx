import { formatDateAs } from '@engine/index';
import { Check, CloudOff, Loader2 } from 'lucide-react';
import { playerMessages } from '../playerMessages';
import type { AutosaveState } from './useAutosave';

const text = playerMessages.save;

// "Guardado", "Guardando…" or, after a failure, that it keeps trying (answers stay here).
export function SaveStatus({ state }: { state: AutosaveState }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center gap-1.5 text-sm">
      {state.kind === 'saving' && (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden /> {text.saving}
        </>
      )}
      {state.kind === 'saved' && (
        <>
          <Check className="size-4 text-success" aria-hidden />
          <span title={text.savedAt(formatDateAs('time', state.at))}>{text.saved}</span>
        </>
      )}
      {state.kind === 'retrying' && (
        <>
          <CloudOff className="size-4 text-destructive" aria-hidden />
          <span title={text.offline}>{text.retrying}</span>
        </>
      )}
    </span>
  );
}
