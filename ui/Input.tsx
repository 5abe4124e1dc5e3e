import {
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { cn } from './cn';

export const inputClassName =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';

export function Input({ className, ref, ...props }: ComponentProps<'input'>) {
  const own = useValueTypedEarly(ref, props.value, props.onChange);
  return <input ref={own} className={cn(inputClassName, className)} {...props} />;
}

export function Textarea({ className, ref, ...props }: ComponentProps<'textarea'>) {
  const own = useValueTypedEarly(ref, props.value, props.onChange);
  return (
    <textarea ref={own} className={cn(inputClassName, 'min-h-28 h-auto', className)} {...props} />
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClassName, 'pr-8', className)} {...props} />;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

// A page prerendered at build time can be typed into before its script has run; hydrating keeps
// what the field shows but not in the form's state, which would then send it empty. Once mounted,
// a controlled field holding something else than its value reports it as a change.
function useValueTypedEarly<E extends Field>(
  ref: Ref<E> | undefined,
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): RefCallback<E> {
  const node = useRef<E | null>(null);
  const initial = useRef({ value, onChange });
  useEffect(() => {
    const field = node.current;
    const { value: controlled, onChange: report } = initial.current;
    if (field && report && controlled !== undefined && field.value !== String(controlled))
      report({ target: field, currentTarget: field } as ChangeEvent<E>);
  }, []);
  return useCallback(
    (element: E | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
}
