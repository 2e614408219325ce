// The room links in the page's address (?room=CODE, ?watch=CODE): read by the menu at start-up,
// before the online screens' code is fetched (issue 32).
import { isRoomCode, normaliseCode } from './protocol';

/** The room code in the page's address (the room's link), if any. */
export function roomInAddress(): string | null {
  const code = new URLSearchParams(location.search).get('room');
  return code && isRoomCode(normaliseCode(code)) ? normaliseCode(code) : null;
}

/** The room to watch in the page's address (the watch link, ?watch=CODE), if any (issue 28 item 6). */
export function watchInAddress(): string | null {
  const code = new URLSearchParams(location.search).get('watch');
  return code && isRoomCode(normaliseCode(code)) ? normaliseCode(code) : null;
}
