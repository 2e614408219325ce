// The Overlord's hand at the bottom of its own view: its tokens, dragged (or clicked, then the
// target clicked) onto a forest arc, or onto the die on the monster pile to be placed by roll; the
// tokens on the die so far wait beside it, with a button to roll them where that is legal alone.
import type Phaser from 'phaser';
import { Button, type DragController, type DropZone } from '../../../ui';
import { CSS, FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import { attachInfo, type InfoContent } from '../../../ui/info-card';
import type { CastlePanicMove, CastlePanicState } from '../rules';
import type { InfoThing } from './info';
import { BUTTONS, COMPACT, HAND, PILES } from './layout';
import { plural } from './names';
import { OverlordToken, drawTokenBack, otokenSize } from './overlord-view';
import type { SeatRules } from './seat-rules';
import { label } from './side-view';
import type { Stage } from './stage';
import { exactRoll, rollsStartingWith } from './zone-moves';

/** What the Overlord's hand asks of the scene. */
export interface OverlordHooks {
  play(move: CastlePanicMove): boolean;
  redraw(): void;
  addButton(button: Button): Button;
  /** A piece's "what is this?" card (none while a move is shown). */
  pieceInfo(thing: InfoThing): InfoContent | null;
}

export class OverlordHand {
  /** Tokens the Overlord has put on the die, to be placed by roll together. */
  pendingRoll: string[] = [];
  /** The tokens in the hand on screen. */
  pieces: OverlordToken[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly drag: DragController,
    private readonly zones: { forest: DropZone[]; roll: DropZone },
    private readonly hooks: OverlordHooks,
  ) {}

  /** Whether the pending tokens plus these could still make a legal roll. */
  private canRoll(tokens: string[]): boolean {
    return rollsStartingWith(this.rules.legal(), tokens).length > 0;
  }

  tokenTargets(piece: OverlordToken): DropZone[] {
    const places = this.rules.legal().filter((m) => m.type === 'overlord-place' && m.token === piece.token);
    const zones = this.zones.forest.filter((z) => places.some((m) => m.type === 'overlord-place' && `forest.${m.arc}` === z.id));
    if (this.canRoll([...this.pendingRoll, piece.token])) zones.push(this.zones.roll);
    return zones;
  }

  dropToken(piece: OverlordToken, zone: DropZone): true | string {
    if (zone.id === 'roll') {
      const tokens = [...this.pendingRoll, piece.token];
      if (!this.canRoll(tokens)) return t('cp.why.phase');
      const exact = exactRoll(this.rules.legal(), tokens);
      const longer = rollsStartingWith(this.rules.legal(), tokens).some((m) => m.tokens.length > tokens.length);
      if (exact && !longer) {
        this.pendingRoll = [];
        return this.hooks.play(exact) ? true : '';
      }
      this.pendingRoll = tokens;
      this.hooks.redraw();
      return '';
    }
    const arc = Number(zone.id.slice('forest.'.length));
    const move = this.rules.legal().find((m) => m.type === 'overlord-place' && m.token === piece.token && m.arc === arc);
    if (!move) return t('cp.why.phase');
    return this.hooks.play(move) ? true : '';
  }

  /**
   * The die the Overlord drops tokens onto (issue 30 item 12): a white die on the monster pile in a
   * gold ring the size of its drop zone, named "Die" under it; with a token on it already, the ring
   * glows, waiting for the second.
   */
  private drawDieTarget(layer: Phaser.GameObjects.Container): void {
    const cx = PILES.pile;
    const cy = COMPACT ? PILES.y - 28 : PILES.y - 4;
    const waiting = this.pendingRoll.length > 0;
    // (smaller on a phone, where the phase panel comes down close above the pile)
    const r = COMPACT ? 50 : 62;
    const side = COMPACT ? 40 : 50;
    const dy = cy - (COMPACT ? 11 : 14);
    const g = this.scene.add.graphics().setName('cp.die.target');
    g.fillStyle(0x000000, 0.35).fillCircle(cx + 2, cy + 3, r);
    g.fillStyle(waiting ? 0x6b4a12 : 0x2a1a10, 0.85).fillCircle(cx, cy, r);
    g.lineStyle(waiting ? 5 : 3, 0xf0cf7a, 1).strokeCircle(cx, cy, r);
    g.fillStyle(0x000000, 0.4).fillRoundedRect(cx - side / 2 + 3, dy - side / 2 + 4, side, side, 9);
    g.fillStyle(0xfbf4e2, 1).fillRoundedRect(cx - side / 2, dy - side / 2, side, side, 9);
    g.lineStyle(2.5, 0x2a1a10, 1).strokeRoundedRect(cx - side / 2, dy - side / 2, side, side, 9);
    g.fillStyle(0x2a1a10, 1);
    const pip = side * 0.26;
    for (const [px, py] of [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]] as const) g.fillCircle(cx + px * pip, dy + py * pip, side * 0.09);
    layer.add(g);
    label(this.scene, layer, cx, cy + (COMPACT ? 27 : 34), t('cp.rollZone'), 20, CSS.goldLight, 'cp.rollLabel');
  }

  private rollPending(): void {
    const move = exactRoll(this.rules.legal(), this.pendingRoll);
    this.pendingRoll = [];
    if (move) this.hooks.play(move);
    else this.hooks.redraw();
  }

  /** The Overlord's tokens in its own view, the ones on the die beside it. */
  draw(s: CastlePanicState): void {
    const scene = this.scene;
    const layer = this.stage.layer;
    const hand = s.overlordHand.slice();
    for (const tk of this.pendingRoll) hand.splice(hand.indexOf(tk), 1);
    const seen = new Map<string, number>();
    const { w } = otokenSize();
    const gap = Math.min(w + 10, (HAND.w - w) / Math.max(1, hand.length - 1));
    // the label a clear line above the tokens (a full hand reaches under its first letters)
    label(scene, layer, HAND.titleX, HAND.titleY - 12, t('cp.overlord'), 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    hand.forEach((token, i) => {
      const n = (seen.get(token) ?? 0) + 1;
      seen.set(token, n);
      const id = n === 1 ? token : `${token}.${n}`;
      const piece = new OverlordToken(scene, HAND.x + (i - (hand.length - 1) / 2) * gap, HAND.y, id, token);
      attachInfo(piece, () => this.hooks.pieceInfo({ kind: 'token', token, overlord: true }));
      layer.add(piece);
      this.drag.addPiece(piece);
      this.pieces.push(piece);
    });
    // the monster pile is where tokens are dropped to be placed by roll: a die on it, in a ring, says so
    this.drawDieTarget(layer);
    this.pendingRoll.forEach((token, i) => {
      // the tokens on the die wait beside its ring (on a phone clear of the pile's count)
      const at = COMPACT ? { x: PILES.pile + 78 + i * 58, y: PILES.y - 30 } : { x: PILES.pile + 82, y: PILES.y - 30 + i * 50 };
      const c = scene.add.container(at.x, at.y).setName(`cp.pending.${i}`);
      drawTokenBack(scene, c);
      c.add(scene.add.text(0, 4, String(i + 1), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5));
      layer.add(c);
    });
    // a roll of the tokens on the die so far, where one is legal as it stands (holding two or more, the die takes two)
    if (this.pendingRoll.length > 0 && exactRoll(this.rules.legal(), this.pendingRoll)) {
      const at = COMPACT ? { x: BUTTONS.x, y: BUTTONS.upper, w: BUTTONS.w } : { x: PILES.drawn, y: PILES.y + 60, w: 200 };
      this.hooks.addButton(new Button(scene, at.x, at.y, plural('cp.rollButton', this.pendingRoll.length), () => this.rollPending(), { width: at.w, variant: 'primary', name: 'cp.rollButton', fontSize: 20 }));
    }
  }

  /**
   * The Overlord's prompt, from what it can play now: a monster onto an arc, tokens onto the die
   * (after the first, the second), both, or nothing at all (Missing left its hand without a playable token).
   */
  prompt(k: (key: string) => TextKey): string {
    const legal = this.rules.legal();
    if (this.pendingRoll.length > 0 && rollsStartingWith(legal, this.pendingRoll).some((m) => m.tokens.length > this.pendingRoll.length)) return t(k('overlordSecond'));
    const place = legal.some((m) => m.type === 'overlord-place');
    const rolls = legal.filter((m): m is Extract<CastlePanicMove, { type: 'overlord-roll' }> => m.type === 'overlord-roll');
    if (place && rolls.length > 0) return t(k('overlord'));
    if (place) return t(k('overlordPlace'));
    if (rolls.length > 0) return t(k(rolls.some((m) => m.tokens.length > 1) ? 'overlordRoll' : 'overlordRollOne'));
    return t(k('overlordNone'));
  }
}
