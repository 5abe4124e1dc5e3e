import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';
import { useHydrated } from './useHydrated';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    // Shows a spinner and blocks clicks while an action runs, so a form is never sent twice.
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild,
  busy,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  // On a page prerendered at build time, a form's button does nothing until the page is hydrated,
  // except send the form the browser's way (its fields in the address): it waits disabled.
  const hydrated = useHydrated();
  const sends = !asChild && (props.type === undefined || props.type === 'submit');
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || busy || (sends && !hydrated)}
      aria-busy={busy || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {busy && <Spinner />}
          {children}
        </>
      )}
    </Component>
  );
}
