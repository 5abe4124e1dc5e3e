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

// On a phone a field is at least 44 px tall (a finger's target) with at least 16 px text (smaller
// text makes the phone zoom the page in when the field takes the focus), whatever the page's root
// size (an embed's host may set 10 px); from `sm` up, 40 px and 14 px. A browser that scrolls a
// focused field only as far as needed (above the on-screen keyboard) keeps 6 rem of page below
// it: the next field, or the button that goes on.
export const inputClassName =
  'flex h-[max(2.75rem,44px)] w-full scroll-my-24 rounded-md border border-input bg-background px-3 py-2 text-[length:max(1rem,16px)] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:h-10 sm:text-sm';

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
