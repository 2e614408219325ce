// Keyboard access for the Castle Panic table and its dialogs: any container or shape becomes a
// stop of a focus ring (arrows move between stops, Enter or Space runs it, Escape goes back).
import Phaser from 'phaser';
import { worldRect, type FocusRing, type Focusable } from '../../../ui';

/** Puts `obj` on `ring`; Enter runs `fn`; `onFocus` is told when the focus comes and goes. */
export function addFocusable(
  ring: FocusRing,
  obj: Phaser.GameObjects.Container | Phaser.GameObjects.Shape,
  w: number,
  h: number,
  fn: () => void,
  onFocus?: (on: boolean) => void,
): Focusable {
  const item: Focusable = {
    getFocusBounds: (): Phaser.Geom.Rectangle => (obj instanceof Phaser.GameObjects.Container ? worldRect(obj, w, h) : obj.getBounds()),
    activate: fn,
    isEnabled: (): boolean => obj.active && obj.visible,
    ...(onFocus ? { setFocused: onFocus } : {}),
  };
  ring.add(item);
  obj.once('destroy', () => ring.remove(item));
  return item;
}
