// The hint on the Regality table, never played: the tile to place lifted in its zone (or the
// draft pool) and ghosted on its target cell, lit; an effect's target cell, arrow or button lit;
// the Skip or "who starts" button lit. The panel's instructions give way to the hint's reason.
import type Phaser from 'phaser';
import { findNamed, type HintMarks } from '../../../ui';
import type { RegalityMove } from '../rules';
import { takeHintThen, takeHintWhy } from '../hint-why';
import type { Seating } from './layout';
import { drawTile, type PhoneFace } from './tile-view';

type Shown = Phaser.GameObjects.GameObject | null | undefined;

/** What the hint asks of the scene. */
export interface HintHooks {
  /** A zone or neutral tile on the table, by id. */
  held(tile: string): Phaser.GameObjects.Container | undefined;
  /** The hint's reason, if it has one, in the panel's instructions' place. */
  showWhy(why: string | null): void;
}

export class HintView {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly marks: HintMarks,
    private readonly seating: Seating,
    private readonly phone: PhoneFace | undefined,
    private readonly hooks: HintHooks,
  ) {}

  show(m: RegalityMove): void {
    const named = (name: string) => findNamed(this.scene, name);
    const lift: Shown[] = [];
    const lit: Shown[] = [];
    let ghost: { tile: string; cell: number } | null = null;
    if (m.type === 'draft') lift.push(named(`regality.draft.${m.tile}`));
    else if (m.type === 'place') {
      lift.push(this.hooks.held(m.tile));
      lit.push(named(`regality.cell.${m.cell}`));
      ghost = { tile: m.tile, cell: m.cell };
      // the effect's choice that follows (its target's tile on the board), lit too (newcomer s35)
      const then = takeHintThen();
      if (then && then.type === 'effect' && 'target' in then && typeof then.target === 'number') lit.push(named(`regality.board.${then.target}`));
    } else if (m.type === 'skip') lit.push(named('regality.skip'));
    else if (m.type === 'choose-first') lit.push(named(`regality.chooseFirst.${m.seat}`));
    else if ('target' in m) lit.push(named(`regality.target.${m.target}`));
    else if ('direction' in m) lit.push(named(`regality.dir.${m.direction}`));
    else if ('pattern' in m) lit.push(named(`regality.pattern.${m.pattern}`));
    else if ('from' in m) lit.push(named(`regality.target.${m.from}`), named(`regality.cell.${m.to}`));
    else if ('tile' in m) lit.push(named(`regality.recall.${m.tile}`));
    else if ('slot' in m) lit.push(named(`regality.slot.${m.slot}`));
    else lit.push(named('regality.use'));
    this.marks.show(lift, lit);
    // Why this move (issue 30 item 24): the panel's instructions give way to the hint's line.
    this.hooks.showWhy(takeHintWhy());
    if (ghost) {
      const { x, y } = this.seating.cellAt(ghost.cell);
      const c = this.scene.add.container(x, y).setName(`hint.ghost.${ghost.tile}`).setAlpha(0.6).setDepth(5);
      drawTile(this.scene, c, ghost.tile, this.seating.geo.boardTile, false, this.phone);
      c.getByName('tile.glyph')?.setName('');
      this.marks.add(c);
    }
  }
}
