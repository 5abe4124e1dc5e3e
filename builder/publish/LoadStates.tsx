import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { publishMessages as text } from './publishMessages';

// What a tab shows while its list loads, and when loading failed ("Reintentar").
export function Loading() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Spinner />
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert tone="error" title={text.loadFailed}>
      <p>{message}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    </Alert>
  );
}
