// A primary button in the host's bar, by the turn line: "Back to the result" (end.ts) and a pause's
// "Next game" (turns.ts). On a phone it stands in the turn line's place, as tall as a 44-CSS-px
// target; on a desktop at `desktopX`, the turn line hidden only if `overLine` (it would lie over it);
// a button not `overLine` stands at the left of the line's place, the line beside it.
import { Button } from '../../../ui';
import { DESIGN_WIDTH } from '../../../ui/theme';
import { viewport } from '../../../ui/viewport';
import { BAR_H, type HostContext } from './context';

const SLOT = 'barButton';

/**
 * Puts the bar's buttons away while the rules screen is up, and back (a newcomer's report: on a
 * phone "Back to the result" stood over the rules' panel, and pressed there it left the rules).
 */
export function showBarButtons(h: HostContext, on: boolean): void {
  for (const o of h.children.list) if (o.getData(SLOT) === true) (o as Button).setVisible(on);
}

export function barButton(h: HostContext, label: string, name: string, onPress: () => void, desktopX: number, overLine: boolean): { remove(): void } {
  const vp = viewport();
  const compact = vp.compact;
  if (overLine) h.turnText.setVisible(false);
  // Beside the line (not over it): the button at the left of the line's place, the line in the rest
  // of it (a newcomer's report, s35: "Back to the result" lay over the replay's captions). On a
  // phone at the top of the frame's left; on a desktop right of Hint (its right edge at 840), the
  // line up to What happened? (its left at 1320).
  const beside = !overLine;
  const width = compact ? (beside ? 400 : 460) : beside ? 240 : 300;
  const x = !beside ? (compact ? DESIGN_WIDTH / 2 : desktopX) : compact ? 8 + width / 2 : 852 + width / 2;
  if (beside) {
    const left = x + width / 2 + 12;
    const right = compact ? vp.right - 8 : 1308;
    h.turnText.setData('room', { x: (left + right) / 2, w: right - left }).setData('full', null);
    h.refreshBar();
  } else if (compact) h.turnText.setVisible(false);
  const button = new Button(h, x, compact ? 46 : BAR_H / 2, label, onPress, {
    width,
    height: 56,
    variant: 'primary',
    fontSize: 20,
    name,
  });
  h.add.existing(button.setDepth(42).setData(SLOT, true));
  return {
    remove() {
      button.destroy();
      h.turnText.setVisible(true);
      if (beside && h.scene.isActive()) {
        h.turnText.setData('room', undefined).setData('full', null);
        h.refreshBar();
      }
    },
  };
}
