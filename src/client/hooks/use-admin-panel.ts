/**
 * Whether the Admin Panel is open. One panel for the whole signed-in app (the shell shows it, the router gives
 * it the admin dashboard); the profile menu and the Share page open it from here.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setAdminPanelOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

export const openAdminPanel = () => setAdminPanelOpen(true);

export const useAdminPanelOpen = () => useSyncExternalStore(subscribe, () => open);
