import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from './cn';

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
  // The control; it receives the id, aria-invalid and aria-describedby that tie it to its label,
  // hint and error.
  children: ReactElement<Record<string, unknown>>;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // The control's own description and invalid state (a note kept elsewhere) are kept beside the
  // field's.
  const own = children.props;
  const describedBy =
    [hintId, errorId, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : own['aria-invalid'],
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
