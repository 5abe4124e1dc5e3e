import type { ReactNode } from 'react';
import { playerMessages as text } from '../playerMessages';

// "Paso n de N", the host's save state beside it, and the progress bar.
export function PlayerProgress({
  step,
  totalSteps,
  status,
}: {
  step: number;
  totalSteps: number;
  status: ReactNode;
}) {
  const progress = Math.round((step / totalSteps) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>{text.progress(step, totalSteps)}</span>
        {status}
      </div>
      <div
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={totalSteps}
        aria-valuenow={step}
        aria-valuetext={text.progress(step, totalSteps)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
