import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { builderMessages } from '../builderMessages';

// What a panel of the builder shows while its list loads, and when loading failed: the panel's
// own title, the reason, and "Reintentar".
export function Loading() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Spinner />
    </p>
  );
}

export function LoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {builderMessages.loadRetry}
        </Button>
      </div>
    </Alert>
  );
}
