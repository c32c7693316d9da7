import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

/** The ring shows on :focus, not :focus-visible: a date input whose day or month part has focus is not :focus-visible. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
