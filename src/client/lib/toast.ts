/** shadcn/ui's toast store, with our limits: one toast at a time, removed 1,000,000 ms after dismissal. */
import { type ReactNode, useEffect, useState } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../common/constants.js';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type NewToast = Omit<ToastData, 'id' | 'open'>;
type State = { toasts: ToastData[] };

let count = 0;
const listeners: ((state: State) => void)[] = [];
let memory: State = { toasts: [] };
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: State) {
  memory = next;
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: memory.toasts.filter((t) => t.id !== id) });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismiss(id?: string) {
  for (const t of memory.toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  setState({ toasts: memory.toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)) });
}

export function toast(props: NewToast) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  setState({ toasts: [{ ...props, id, open: true }, ...memory.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: NewToast) =>
      setState({ toasts: memory.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)) }),
  };
}

export function useToast() {
  const [state, setLocal] = useState<State>(memory);
  useEffect(() => {
    listeners.push(setLocal);
    return () => {
      const index = listeners.indexOf(setLocal);
      if (index >= 0) listeners.splice(index, 1);
    };
  }, []);
  return { ...state, toast, dismiss };
}
