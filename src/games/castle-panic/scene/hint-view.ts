// The hint on the Castle Panic table, never played: the card lifted in the hand (the starting
// monster, the Overlord's token) and lit, where it goes: the monster, the wall, the discard pile,
// the middle of the board, a start slot, a forest arc; or the button (move on, trade, deal, All
// for One), or the answer in a trade offer's dialog.
import type Phaser from 'phaser';
import { findNamed, type HintMarks } from '../../../ui';
import { DEPTH } from '../../../ui/theme';
import type { CastlePanicMove } from '../rules';
import type { OverlordToken } from './overlord-view';
import type { Stage } from './stage';
import { COMPACT } from './layout';

export class HintView {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly marks: HintMarks,
    private readonly stage: Stage,
    /** The Overlord's tokens in the hand on screen (overlord-hand.ts). */
    private readonly overlordPieces: () => readonly OverlordToken[],
  ) {}

  show(m: CastlePanicMove): void {
    const named = (name: string) => findNamed(this.scene, name);
    const hand = (card: string, skip = 0) => [...this.stage.handCards.values()].filter((p) => p.card === card)[skip] ?? null;
    const token = (tk: string) => this.overlordPieces().find((p) => p.name === `cp.otoken.${tk}`) ?? null;
    // a monster: on a phone the token itself, not its zone, a finger's width round it that took in
    // the monsters beside it in a crowded space (newcomer s35: "the hint's box held two")
    const monster = (id: number) => (COMPACT ? named(`cp.monster.${id}`) : null) ?? named(`cp.zone.monster.${id}`);
    const lift: (Phaser.GameObjects.GameObject | null)[] = [];
    const lit: (Phaser.GameObjects.GameObject | null)[] = [];
    switch (m.type) {
      case 'start-place':
        lift.push([...this.stage.startPieces.values()].find((p) => p.kind === m.kind) ?? null);
        lit.push(named(`cp.startZone.${m.arc}`));
        break;
      case 'start-deal':
        lit.push(named('cp.deal'));
        break;
      case 'pass':
        lit.push(named('cp.pass'));
        break;
      case 'discard':
      case 'drop':
        lift.push(hand(m.card));
        lit.push(named('cp.discardZone'));
        break;
      case 'trade':
      case 'offer': // the bot trades by offer; a person at the device makes the same swap by the trade button
        lift.push(hand(m.give));
        lit.push(named('cp.tradeButton'), named(`cp.seat.${m.seat}`));
        break;
      case 'accept':
      case 'refuse':
        lit.push(named(`cp.offer.${m.type}`));
        break;
      case 'play':
        if ('monster' in m) {
          lift.push(hand(m.card));
          if ('nice' in m) lift.push(hand('nice-shot'));
          lit.push(monster(m.monster));
        } else if ('arc' in m) {
          lift.push(hand(m.card));
          lit.push(named(`cp.wallZone.${m.arc}`));
        } else {
          lift.push(hand(m.card));
          lit.push(named('cp.tableZone'));
        }
        break;
      case 'build':
      case 'build-tower':
        lift.push(hand('brick'), hand('mortar'));
        lit.push(named(m.type === 'build' ? `cp.wallZone.${m.arc}` : `cp.towerZone.${m.arc}`));
        break;
      case 'choose':
        lit.push(named(`cp.choose.${m.monster}`));
        break;
      case 'all-for-one':
        lift.push(...m.cards.map((c) => hand(c)));
        lit.push(named('cp.afo'), monster(m.monster));
        break;
      case 'overlord-place':
        lift.push(token(m.token));
        lit.push(named(`cp.forestZone.${m.arc}`));
        break;
      case 'overlord-roll':
        lift.push(...m.tokens.map((tk) => token(tk)));
        lit.push(named('cp.rollZone'));
        break;
    }
    // the answer to a trade offer: its button in the offer's dialog, so the marks above that
    // a lifted card (its ring too) stops short of the hand's title and trophy pile above it (newcomer s35)
    const above = this.stage.layer.list.filter((o) => o.name === 'cp.handTitle' || o.name.startsWith('cp.trophies.'));
    this.marks.show(lift, lit, m.type === 'accept' || m.type === 'refuse' ? DEPTH.dialog + 5 : undefined, above);
  }
}
