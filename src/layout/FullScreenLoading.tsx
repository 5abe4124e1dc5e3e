import { Spinner } from '@ui/Spinner';
import { messages } from '../messages';

export function FullScreenLoading() {
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-background"
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Logo className="size-12" />
        <div className="flex items-center gap-2 text-sm">
          <Spinner />
          {messages.loading}
        </div>
      </div>
    </div>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path
        d="M9 23V9h3.2l3.8 6.6L19.8 9H23v14h-3v-8.6l-3.3 5.6h-1.4L12 14.4V23z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}
