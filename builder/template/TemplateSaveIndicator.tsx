import { Button } from '@ui/Button';
import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { builderMessages } from '../builderMessages';
import type { TemplateSaveStatus } from './useTemplateAutosave';

const text = builderMessages.save;

// The interview editor's SaveIndicator, for a template's save status (same texts, same look).
export function TemplateSaveIndicator({
  status,
  onRetry,
  onReload,
}: {
  status: TemplateSaveStatus;
  onRetry: () => void;
  onReload: () => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm" role="status" aria-live="polite">
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
          <span className="flex items-center gap-1 text-destructive">
            <AlertCircle className="size-4 shrink-0" aria-hidden /> {status.message}
          </span>
          {status.kind === 'error' ? (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
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
