import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { useAtomValue, useSetAtom } from 'jotai';
import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { builderMessages } from '../builderMessages';
import { retryAtom, saveStatusAtom } from '../state/editorAtoms';

const text = builderMessages.save;

// Guardando… / Guardado / Error (with Reintentar) / another tab's change (with Recargar).
// In the editor's toolbar (a wrapping row), a failure takes a line of its own below the buttons,
// however long the server's message: it never squeezes the document's title or the buttons.
export function SaveIndicator({ onReload }: { onReload: () => void }) {
  const status = useAtomValue(saveStatusAtom);
  const retry = useSetAtom(retryAtom);
  const failed = status.kind === 'error' || status.kind === 'conflict';
  return (
    <div
      className={cn(
        'flex items-center gap-2 text-sm',
        failed &&
          'order-last basis-full flex-wrap justify-between rounded-md border border-destructive/40 bg-destructive/5 px-3 py-1.5',
      )}
      role="status"
      aria-live="polite"
    >
      {status.kind === 'saving' && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {text.saving}
        </span>
      )}
      {status.kind === 'saved' && (
        <span className="flex items-center gap-1 text-success">
          <Check className="size-4" aria-hidden /> {text.saved}
        </span>
      )}
      {(status.kind === 'error' || status.kind === 'conflict') && (
        <>
          <span className="flex min-w-0 items-start gap-1 text-destructive">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {status.message}
          </span>
          {status.kind === 'error' ? (
            <Button type="button" size="sm" variant="outline" onClick={() => retry()}>
              {text.retry}
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={onReload}>
              {text.reload}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
