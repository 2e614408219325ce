// A primary button in the host's bar, by the turn line: "Back to the result" (end.ts) and a pause's
// "Next game" (turns.ts). On a phone it stands in the turn line's place, as tall as a 44-CSS-px
// target; on a desktop at `desktopX`, the turn line hidden only if `overLine` (it would lie over it).
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
  const compact = viewport().compact;
  if (compact || overLine) h.turnText.setVisible(false);
  const button = new Button(h, compact ? DESIGN_WIDTH / 2 : desktopX, compact ? 46 : BAR_H / 2, label, onPress, {
    width: compact ? 460 : 300,
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
    },
  };
}
