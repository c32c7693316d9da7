/** The IndexedDB store of what the device keeps for reading without signal (cleared at sign-out). */
import { createStore } from 'idb-keyval';

let store: ReturnType<typeof createStore> | null = null;
export const cacheStore = () => {
  store ??= createStore('groundwork-cache', 'queries');
  return store;
};
