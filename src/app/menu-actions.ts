// What the menu's buttons and links open that needs the games' rules: a lesson, the saved game
// (Continue), a shared link, an imported file. Part of the shell (app/shell.ts), fetched after the
// menu's first frame (issue 32); nothing is half-loaded, and what cannot be loaded says why.
import type Phaser from 'phaser';
import { showDialog } from '../ui';
import { findPlayable } from '../services/catalog';
import { t } from '../services/i18n';
import { GameSession } from '../services/session';
import type { SaveFile } from '../services/saves';
import { rulesLookup } from './games-lookup';
import { saveStore } from './save-store';
import { decodeLink, importFile } from './share';
import { announce } from './live-region';

/** The game's guided first game ("Learn to play"). */
export function startLesson(menu: Phaser.Scene, gameId: string): void {
  const lesson = findPlayable(gameId)?.tutorial?.();
  const rules = rulesLookup(gameId);
  if (!lesson || !rules) return;
  menu.scene.start('GameHost', { gameId, session: GameSession.start(rules, gameId, lesson.options, lesson.seed, lesson.seats) });
}

/** Continue: the last game played, or why it cannot be opened (with the offer to discard it). */
export function continueSaved(menu: Phaser.Scene): void {
  const last = saveStore().readLast(rulesLookup);
  if (!last) return;
  if (!last.ok) {
    void showLoadError(menu, last.error.message, true);
    return;
  }
  openSave(menu, last.save);
}

/** A shared link (#g=…), taken out of the address first. */
export async function openLink(menu: Phaser.Scene, hash: string): Promise<void> {
  history.replaceState(null, '', location.pathname + location.search);
  const result = await decodeLink(hash, rulesLookup);
  if (!result.ok) {
    await showLoadError(menu, t('menu.badLink', { reason: result.error.message }), false);
    return;
  }
  openSave(menu, result.save);
}

/** A file's text, as the menu's Import read it. */
export function openImported(menu: Phaser.Scene, text: string): void {
  const result = importFile(text, rulesLookup);
  if (!result.ok) void showLoadError(menu, t('menu.badFile', { reason: result.error.message }), false);
  else openSave(menu, result.save);
}

/** Start a saved or shared game, or explain why it cannot be. */
function openSave(menu: Phaser.Scene, save: SaveFile): boolean {
  const loaded = GameSession.fromSave(save, rulesLookup);
  if (!loaded.ok) {
    void showLoadError(menu, loaded.error.message, false);
    return false;
  }
  menu.scene.start('GameHost', { gameId: save.record.game, session: loaded.session });
  return true;
}

async function showLoadError(menu: Phaser.Scene, message: string, offerDiscard: boolean): Promise<void> {
  const buttons = offerDiscard
    ? [
        { label: t('menu.discardSave'), value: 'discard', variant: 'danger' as const },
        { label: t('shell.close'), value: 'close' },
      ]
    : [{ label: t('shell.close'), value: 'close' }];
  announce(message);
  const choice = await showDialog(menu, { title: t('menu.loadErrorTitle'), body: message, buttons });
  if (choice === 'discard') {
    saveStore().clearLast();
    menu.scene.restart({});
  }
}
