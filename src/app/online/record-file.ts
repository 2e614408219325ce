// A finished online game as a file: the room's record (it comes with the end of the game, seed
// included, and the room keeps it), written in the same save format as a local game's export,
// so it imports and replays like one (menu, Import).

import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../services/saves';
import { exportFile } from '../share';
import { downloadJson } from '../files';
import type { OnlineHostSession } from './host-session';

/** The save of a finished online game; null while it is being played (the seed stays on the server). */
export function onlineSave(session: OnlineHostSession, now: Date = new Date()): SaveFile | null {
  if (!session.outcome() || !session.finalRecord) return null;
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    record: JSON.parse(JSON.stringify(session.finalRecord)) as SaveFile['record'],
    seats: session.seats.slice(),
    practice: false,
    savedAt: now.toISOString(),
  };
}

/** Download the finished game as a file (the browser's own download). False while it is not finished. */
export function downloadOnlineGame(session: OnlineHostSession): boolean {
  const save = onlineSave(session);
  if (!save) return false;
  const { filename, text } = exportFile(save);
  downloadJson(filename, text);
  return true;
}
