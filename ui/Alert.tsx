import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  error: {
    icon: AlertCircle,
    className: 'border-destructive/40 bg-destructive/5 text-destructive',
  },
  success: { icon: CheckCircle2, className: 'border-success/40 bg-success/5 text-success' },
  info: { icon: Info, className: 'border-primary/30 bg-primary/5 text-foreground' },
  warning: { icon: TriangleAlert, className: 'border-accent/50 bg-accent/10 text-foreground' },
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  // A short heading above the message.
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-md border p-3 text-sm', toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-2">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
