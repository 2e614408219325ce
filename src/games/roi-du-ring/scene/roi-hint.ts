// The hint on the Roi du Ring table, never played: the card (or cards) lifted in the hand and,
// lit, where it goes: the square of a step or a dodge, the fighter struck, the tray for cards
// given up, or the prompt's button. It continues what is half made (hint-next.ts), and one line
// in a lit box says why, where the prompt's words are (they step aside while it shows).
import Phaser from 'phaser';
import { findNamed, type HintMarks } from '../../../ui';
import { CSS, FONTS } from '../../../ui/theme';
import { actingFighter, type RoiMove, type RoiState } from '../rules';
import { continues, hintWhy, rememberHint, type HalfMade } from './hint-next';
import { COMPACT, SIDE, sideStack } from './layout';
import { choiceButtonName, trayButtonName } from './prompt';

/** What the hint asks of the scene. */
export interface HintHooks {
  /** The seat's view (null while covered for a hand-over). */
  state(): RoiState | null;
  /** The whole state (where the prompt starts when it shows no words). */
  full(): RoiState;
  /** What the table holds half made. */
  half(): HalfMade;
  /** Nothing half made any more, and the table redrawn so. */
  startAfresh(): void;
  /** Moves played so far in the lesson's count (where the hint is remembered). */
  at(): number;
  /** Every legal move now (for the hint's reason). */
  legalMoves(): RoiMove[];
}

export class HintView {
  /** The prompt's words the why line hid, shown again when the hint goes. */
  private hidden: Phaser.GameObjects.Text | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly marks: HintMarks,
    private readonly hooks: HintHooks,
  ) {}

  /**
   * The hint: the card (or cards) lifted in the hand; lit, where it goes: the square of a step or
   * a dodge, the fighter struck, the tray for cards given up, or the prompt's button (keep, take,
   * stop, parry, end of turn...). Never played. It continues what is half made (issue 30 item 3):
   * with a card dropped on a fighter it lights the button that finishes the move, with a dodge
   * card chosen the square, with cards on the tray the cards still to put there (and the tray),
   * then the button; a move that does not finish it (none does: the hint is asked among those
   * that do) starts afresh. Under the prompt's title, one line says why ("Parry: saves 2 hp").
   */
  show(move: unknown): void {
    const m = move as RoiMove & { card?: string; cards?: string[]; to?: { x: number; y: number }; target?: number; seat?: number; draw?: number; fighter?: number; agree?: boolean };
    const s = this.hooks.state();
    if (!s) return;
    if (!continues(m, this.hooks.half())) this.hooks.startAfresh();
    const { chosen, choice, dodging } = this.hooks.half();
    rememberHint(this.hooks.at(), m);
    const named = (name: string) => findNamed(this.scene, name);
    const fighterSquare = (seat: number) => {
      const f = s.fighters[seat];
      return f ? named(`roi.sq.${f.x}.${f.y}`) : null;
    };
    let cards = [...(m.cards ?? []), ...(m.card ? [m.card] : [])].map((c) => named(`roi.card.${c}`));
    const lit: (Phaser.GameObjects.GameObject | null)[] = [];
    if (choice) {
      // The card lies on its fighter: the button that says what it does.
      const button = choiceButtonName(m);
      cards = [];
      if (button) lit.push(named(button));
    } else if (dodging && m.type === 'dodge') {
      cards = [];
      lit.push(named(`roi.sq.${m.to.x}.${m.to.y}`));
    } else if (chosen.length && m.cards) {
      // Cards on the tray: those still to put there, else the button that plays them.
      const rest = m.cards.filter((c) => !chosen.includes(c));
      cards = rest.map((c) => named(`roi.card.${c}`));
      const button = trayButtonName(m);
      if (rest.length) lit.push(named('roi.tray'));
      else if (button) lit.push(named(button));
    } else {
      switch (m.type) {
        case 'exchange':
          lit.push(m.cards.length ? named('roi.tray') : named('roi.btn.keep'));
          break;
        case 'discard':
        case 'shed':
          lit.push(named('roi.tray'));
          break;
        case 'intimidate':
        case 'psychic':
          lit.push(named('roi.tray'), fighterSquare(m.target));
          break;
        case 'move':
          lit.push(named(`roi.sq.${m.to.x}.${m.to.y}`));
          break;
        case 'dodge':
          lit.push(named(`roi.btn.dodge.${m.card}`), named(`roi.sq.${m.to.x}.${m.to.y}`));
          break;
        case 'parry':
          lit.push(named(`roi.btn.parry.${m.card}`));
          break;
        case 'cheer':
          lit.push(fighterSquare(m.seat));
          break;
        case 'end':
          lit.push(named(`roi.btn.end.${m.draw}`));
          break;
        case 'switch':
          lit.push(named(`roi.btn.switch.${m.fighter}`));
          break;
        case 'pincer':
          lit.push(named(m.agree ? 'roi.btn.pincer.yes' : 'roi.btn.pincer.no'));
          break;
        case 'take':
        case 'stop':
        case 'pass':
          lit.push(named(`roi.btn.${m.type}`));
          break;
        case 'keep':
          // the Queen's spit (advanced): one button per card the fighter may keep
          lit.push(named(`roi.btn.keepCard.${m.card}`));
          break;
        default:
          if (m.target !== undefined) lit.push(fighterSquare(m.target));
      }
    }
    // under the hp badges (depth 3.5: a lit fighter's square kept its badge hidden, newcomer s37 item 8), over the hand and squares (3)
    this.marks.show(cards, lit, 3.4);
    this.showWhy(hintWhy(s, actingFighter(s), m, this.hooks.legalMoves()));
  }

  /**
   * The hint's one line of why, in a box lit like the hint's targets, where the prompt's words
   * are (they step aside while it shows; on a phone whose prompt has no room for words, over the
   * title). It goes with the hint's marks.
   */
  private showWhy(why: string): void {
    this.showHidden();
    if (!why) return;
    const scene = this.scene;
    const words = findNamed(scene, 'roi.hint');
    const title = findNamed(scene, 'roi.title');
    const under = words instanceof Phaser.GameObjects.Text && words.visible ? words : title instanceof Phaser.GameObjects.Text ? title : null;
    const left = SIDE.x - SIDE.w / 2 + (COMPACT ? 14 : 20);
    const width = SIDE.w - (COMPACT ? 28 : 40);
    const top = under ? under.getBounds().y - 6 : sideStack(this.hooks.state() ?? this.hooks.full()).prompt + 70;
    const size = COMPACT ? COMPACT.minFont : 21;
    const c = scene.add.container(0, 0).setDepth(899).setName('roi.hintWhy');
    const text = scene.add
      .text(left + 14, top + 8, why, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: CSS.parchment, wordWrap: { width: width - 28 }, maxLines: 2, lineSpacing: 2 })
      .setName('roi.hintWhy.text');
    const box = scene.add.graphics();
    box.fillStyle(0x0d3340, 0.96).fillRoundedRect(left, top, width, text.height + 16, 10);
    box.lineStyle(3, 0x7fe3ff, 1).strokeRoundedRect(left, top, width, text.height + 16, 10);
    c.add([box, text]);
    if (under) under.setVisible(false);
    this.marks.add(c);
    this.hidden = under;
  }

  /** The hint goes: its marks, and the prompt's words the why line hid shown again. */
  clear(): void {
    this.marks.clear();
    this.showHidden();
  }

  /** The table is redrawn: its marks go, and the words the why line hid with them (drawn anew). */
  forget(): void {
    this.marks.clear();
    this.hidden = null;
  }

  private showHidden(): void {
    if (this.hidden?.active) this.hidden.setVisible(true);
    this.hidden = null;
  }
}
