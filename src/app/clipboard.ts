// Text put on the clipboard for the player to paste elsewhere (a link, a daily result), said by a
// toast; where the browser refuses the clipboard, the toast shows the text itself to copy by hand.
import type Phaser from 'phaser';
import { showToast } from '../ui';

export async function copyAndSay(scene: Phaser.Scene, text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(scene, done);
  } catch {
    showToast(scene, text);
  }
}
