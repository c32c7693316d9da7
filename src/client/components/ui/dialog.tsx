import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type Side = 'center' | 'left' | 'right' | 'bottom';
const placement: Record<Side, string> = {
  center:
    'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl max-h-[90vh] overflow-y-auto',
  left: 'inset-y-0 left-0 h-full w-64 border-r',
  right: 'inset-y-0 right-0 h-full w-80 max-w-full border-l',
  bottom: 'inset-x-0 bottom-0 max-h-[90vh] overflow-y-auto rounded-t-xl border-t',
};

export function DialogContent({
  className,
  children,
  side = 'center',
  title,
  description,
  onKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  side?: Side;
  title: ReactNode;
  description?: ReactNode;
}) {
  const close = useRef<HTMLButtonElement>(null);
  /**
   * Where focus was when the dialog opened. Radix returns focus on close only to a Dialog.Trigger; most
   * dialogs here open from a plain button (or a row), and a keyboard user would be dropped at the page top.
   */
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = focusAfterClose(opener.current, content.current);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  /**
   * Radix gives Escape to the newest layer only, and a toast shown while the dialog is open is newer: it
   * took the key and closed itself, leaving the dialog open. When nothing handled the key (a dialog or menu
   * on top does), the dialog the focus is in closes as well.
   */
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    close.current?.click();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'glass-surface fixed z-50 border-border bg-card p-6 text-card-foreground shadow-xl',
          placement[side],
          className,
        )}
        ref={content}
        onKeyDown={closeOnEscape}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        {/* 40 px square for a thumb; the icon stays where it was (8 px in, 12 px of padding). */}
        <DialogPrimitive.Close
          ref={close}
          aria-label="Close"
          className="absolute right-2 top-2 rounded-md p-3 opacity-70 hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring"
        >
          <X className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The opener, when it is still on the page and not behind another open dialog; else the dialog still open
 * beneath this one (a choice that opened by itself over a profile), so the focus never falls to the page
 * behind a modal, where Escape and Tab would no longer reach the dialog the person is in.
 */
function focusAfterClose(opener: HTMLElement | null, closing: HTMLElement | null): HTMLElement | null {
  const beneath = [...document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]')]
    .filter((dialog) => dialog !== closing)
    .at(-1);
  const openerUsable = opener?.isConnected && opener !== document.body;
  if (openerUsable && (!beneath || beneath.contains(opener))) return opener;
  return beneath ?? null;
}
