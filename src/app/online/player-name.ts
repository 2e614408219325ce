// The name this browser plays under online (issue 28 item 1): typed once, remembered
// (localStorage), sent when a room is created or joined.
import { cleanName } from './protocol';

const NAME_KEY = 'fc.online.name';

/** The name remembered from last time ('' for none, or one that is no longer a name). */
export function savedName(): string {
  try {
    return cleanName(localStorage.getItem(NAME_KEY)) ?? '';
  } catch {
    return '';
  }
}

/** Remember a name (already cleaned). */
export function saveName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // private mode: the name is asked again next time
  }
}
