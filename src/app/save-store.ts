// The one save store of the app, on the browser's localStorage.
import { SaveStore } from '../services/saves';

let store: SaveStore | null = null;

export function saveStore(): SaveStore {
  store ??= new SaveStore(localStorage);
  return store;
}
