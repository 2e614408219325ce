// The Regicide table's panel and buttons: the forecast of the chosen cards on a parchment panel
// (what the play will do, before it is committed), or in the discard phase the damage to cover
// and the wounds where the cards go; on a phone the forecast (or the wounds) beside the played
// cards. Under it (on a phone in the strip right of the frame) the buttons that commit (Play,
// Yield, Cover, a seat to go next) and, solo, the jester powers left with a button for each of
// their two timing windows.
import Phaser from 'phaser';
import { Button, Panel, showToast } from '../../../ui';
import { fitText } from '../../../ui/fit-text';
import { CSS, FONTS } from '../../../ui/theme';
import { font, fontSize } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import type { RegicideMove, RegicideState } from '../rules';
import { powersInfo } from './info';
import { POS, buttonColumn, type ButtonColumn, type Rect } from './layout';
import type { ViewKit } from './stage';
import { handValue, panelLines, panelTitle, seatName, yieldRefusal } from './table-words';

/** The panel for `seat` (below 0: watching, no buttons) and its buttons; `why`: the lit hint's reason. */
export function drawPanel(v: ViewKit, s: RegicideState, seat: number, why: string | null = null): void {
  const compact = v.stage.compact;
  const lines = (): string[] => panelLines(s, seat, v.input.pending, compact !== undefined, why);
  if (compact) {
    // (in the lesson the coach's card stands over it: the teaching's placeCoachOnPhone)
    drawInfoCompact(v, s, compact.info, lines, panelTitle(s, seat));
    drawButtons(v, s, seat);
    return;
  }
  const { scene, layer } = v.stage;
  const panel = new Panel(scene, POS.panel.x, POS.panel.y, 330, 400, { title: panelTitle(s, seat), name: 'regicide.panel' });
  layer.add(panel);
  // the title inside the panel's rule, a step smaller where it is long ("The enemy strikes: 10" ran past the panel's edges: newcomer s36)
  const title = panel.getByName('regicide.panel.title');
  if (title instanceof Phaser.GameObjects.Text) fitText(title, 330 - 48, { floor: 20 });
  const body = scene.add
    .text(POS.panel.x - 145, POS.panel.y - 115, lines().join('\n'), { fontFamily: FONTS.body, fontSize: '19px', color: CSS.ink, wordWrap: { width: 290 }, lineSpacing: 4 })
    .setName('regicide.forecast');
  layer.add(body);
  if (s.phase === 'discard') drawWounds(v);
  drawButtons(v, s, seat);
}

/** The wounds: where cards go to cover the damage, a red-edged tray with a label. */
function drawWounds(v: ViewKit): void {
  const { x, y } = POS.wounds;
  const g = v.stage.scene.add.graphics();
  g.fillStyle(0x5a1a16, 0.55).fillRoundedRect(x - 150, y - 65, 300, 130, 14);
  g.lineStyle(3, 0xb3362c, 1).strokeRoundedRect(x - 150, y - 65, 300, 130, 14);
  v.stage.layer.add(g);
  v.stage.label(x, y - 42, t('regicide.wounds'), '', 20, '#f3b0a8');
}

/** The forecast on a parchment panel beside the played cards; in the discard phase, the wounds there. */
function drawInfoCompact(v: ViewKit, s: RegicideState, r: Rect, lines: () => string[], titleText: string): void {
  const { scene, layer } = v.stage;
  const wounds = s.phase === 'discard';
  // One container, hidden while an explain card takes its place (the teaching's placeExplain).
  const box = scene.add.container(0, 0).setName('regicide.info');
  layer.add(box);
  box.add(scene.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h).setName('regicide.infoBox'));
  if (wounds) {
    const g = scene.add.graphics();
    g.fillStyle(0x5a1a16, 0.75).fillRoundedRect(r.x, r.y, r.w, r.h, 14);
    g.lineStyle(3, 0xb3362c, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 14);
    box.add(g);
  } else {
    const panel = new Panel(scene, r.x + r.w / 2, r.y + r.h / 2, r.w, r.h);
    panel.setName('regicide.panel');
    box.add(panel);
  }
  const ink = wounds ? CSS.parchment : CSS.ink;
  const title = scene.add
    .text(r.x + 20, r.y + 14, titleText, { fontFamily: FONTS.title, fontSize: font(26), fontStyle: 'bold', color: wounds ? '#f3b0a8' : ink })
    .setName('regicide.panelTitle');
  box.add(title);
  fitText(title, r.w - 40, { floor: fontSize(18) });
  const body = scene.add
    .text(r.x + 20, r.y + 24 + title.height, lines().join('\n'), { fontFamily: FONTS.body, fontSize: font(19), color: ink, wordWrap: { width: r.w - 40 } })
    .setName('regicide.forecast');
  box.add(body);
  // A long forecast (four suits at once, in French) closes its lines up, then takes the title's place.
  const room = (): number => r.y + r.h - 8 - body.y;
  if (body.height > room()) body.setLineSpacing(-4);
  if (body.height > room()) {
    title.setVisible(false);
    body.setY(r.y + 12);
  }
}

function button(v: ViewKit, col: ButtonColumn, y: number, label: string, name: string, fn: () => void, enabled: boolean, variant: 'primary' | 'secondary' = 'primary', refusal: (() => void) | null = null): Button {
  const b = new Button(v.stage.scene, col.x, y, label, fn, { width: col.width, variant, name });
  b.setEnabled(enabled, refusal);
  v.stage.layer.add(b);
  v.input.focusable(b);
  return b;
}

function drawButtons(v: ViewKit, s: RegicideState, seat: number): void {
  const input = v.input;
  const legal = input.legal();
  const col = buttonColumn(v.stage.compact, s.hands.length === 1);
  if (seat < 0) return; // watching: nothing to press
  const chosen = handValue(input.pending);
  if (s.phase === 'play') {
    const play = input.playMove(legal);
    input.setCommit(button(v, col, col.play, input.pending.length ? t('regicide.play', { n: chosen }) : t('regicide.playNothing'), 'regicide.playButton', () => play && input.commit(play), !!play));
    const yieldMove = legal.find((m) => m.type === 'yield');
    // greyed, a press says why (the rules' limit), on the person's turn only
    const why = seat === s.current ? yieldRefusal(s) : null;
    const refuseYield = why ? (): void => void showToast(v.stage.scene, why, 'error') : null;
    button(v, col, col.yield, t('regicide.yield'), 'regicide.yieldButton', () => yieldMove && input.commit(yieldMove), !!yieldMove, 'secondary', refuseYield);
  } else if (s.phase === 'discard' && s.current === seat) {
    // (another seat's suffer is theirs: no "Suffer 0" button here while a bot covers its damage)
    const discard = input.coverMove(legal);
    // Grey until the chosen cards cover the damage (it looked ready at "Suffer 8" of 10: a newcomer's
    // report), a press on it then saying why
    const refuse = (): void => void showToast(v.stage.scene, t('regicide.cantCoverYet', { n: chosen, need: s.toDiscard }), 'error');
    input.setCommit(button(v, col, col.discard, t('regicide.discard', { n: chosen }), 'regicide.discardButton', () => discard && input.commit(discard), !!discard, 'primary', refuse));
  } else if (s.phase === 'choose') {
    // On a phone the seats' buttons stand in the strip under the seats' list, as the other
    // buttons do (the forecast's place may hold an explain card: the jester's comes now).
    legal.forEach((m, i) => {
      if (m.type !== 'choose') return;
      button(v, col, col.choose(i), seatName(m.seat), `regicide.choose.${m.seat}`, () => input.commit(m), true);
    });
  }
  if (s.hands.length === 1) drawJesterButtons(v, s, legal, col);
}

/**
 * R-SOLO-JESTER: two buttons for the solo jester power, one per timing window: at the start of
 * step 1 (before playing) and at the start of step 4 (before covering the damage). Each is
 * enabled only in its own window, and only while a power is left.
 */
function drawJesterButtons(v: ViewKit, s: RegicideState, legal: RegicideMove[], col: ButtonColumn): void {
  const flip = legal.find((m) => m.type === 'flip');
  const phone = v.stage.compact !== undefined;
  const label = v.stage.label(col.x, col.jestersLeft, t('regicide.jestersLeft', { n: s.jestersLeft }), 'regicide.jestersLeft', 20, CSS.goldLight);
  if (phone) label.setWordWrapWidth(col.width);
  v.info.add(label.x, label.y, Math.max(label.width, 200), Math.max(label.height, 44), () => powersInfo(s.jestersLeft));
  const use = () => flip && v.input.commit(flip);
  const opts = { width: col.width, height: 56, fontSize: 20, variant: 'secondary' as const };
  // On a phone the labels are shorter, each still naming the jester (newcomer s37: "the jester buttons lack the word").
  const step1 = new Button(v.stage.scene, col.x, col.jester1, t(phone ? 'regicide.jesterStep1Short' : 'regicide.jesterStep1'), use, { ...opts, name: 'regicide.jesterStep1' });
  step1.setEnabled(!!flip && s.phase === 'play');
  const step4 = new Button(v.stage.scene, col.x, col.jester4, t(phone ? 'regicide.jesterStep4Short' : 'regicide.jesterStep4'), use, { ...opts, name: 'regicide.jesterStep4' });
  step4.setEnabled(!!flip && s.phase === 'discard');
  v.stage.layer.add([step1, step4]);
  v.input.focusable(step1);
  v.input.focusable(step4);
}
