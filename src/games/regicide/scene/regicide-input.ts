// The player's input at the Regicide table: the cards chosen for the play (or the cover) and every
// way to choose them and commit. Cards are dragged (or clicked, then the target clicked) onto the
// enemy to build a play, and onto the wounds to cover damage; a card joins only if some move
// offered now holds all the chosen cards together. On a phone a card tapped joins at once and a
// chosen card tapped comes back; tapping the enemy plays the chosen cards, as the Play button
// does. The keyboard reaches everything through one focus ring: the hand's cards (Enter picks one,
// Enter again puts it on the lit enemy or wounds, Escape lets it go), the chosen cards (Enter
// takes one back; Escape takes them all), and the buttons; after each redraw the focus waits on
// the next thing to do.
import type Phaser from 'phaser';
import { Button, DragController, DropZone, FocusRing, isKeyboardMode, showToast, type Focusable, type Piece } from '../../../ui';
import { playSfx } from '../../../services/audio';
import { t } from '../../../services/i18n';
import type { RegicideMove, RegicideState } from '../rules';
import { sameMove } from '../tutorial';
import { CARD_H, CARD_W, CardPiece } from './card-view';
import type { Places, Spot } from './layout';
import { handValue } from './table-words';
import { whyNotPlay } from './why-not';

/** What the lesson says of the moves now (the teaching's course). */
export interface LessonGate {
  /** The scripted move now, while the lesson runs (none under its opening card). */
  move(): RegicideMove | null;
  /** The opening card is up: nothing is offered until Next. */
  readonly intro: boolean;
  readonly active: boolean;
}

/** What the input asks of the scene. */
export interface InputHooks {
  state(): RegicideState | null;
  myTurn(): boolean;
  /** Every legal move now (asked on the seat's turn only). */
  legalMoves(): RegicideMove[];
  lesson(): LessonGate;
  /** The piece drawn for a card of the hand. */
  piece(code: string): Phaser.GameObjects.Container | undefined;
  /** Plays a move for the seat; false if the rules refuse it. */
  play(move: RegicideMove): boolean;
  /** Redraws the table, the cards sliding to their new places. */
  redraw(): void;
  /** A long press opened a "what is this?" card: its release is no tap. */
  pressOpened(): boolean;
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((c) => b.includes(c));

export class TableInput {
  readonly enemyZone: DropZone;
  readonly woundsZone: DropZone;
  private readonly focus: FocusRing;
  private readonly drag: DragController;
  private chosen: string[] = [];
  /** The ring's stops drawn by the last redraw besides the hand (chosen cards, buttons), in order. */
  private focusables: Focusable[] = [];
  /** The button that commits the chosen cards (play or cover), as drawn by the last redraw. */
  private commitButton: Button | undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    P: Places,
    private readonly hooks: InputHooks,
  ) {
    this.enemyZone = new DropZone(scene, P.enemy.x, P.enemy.y, CARD_W * P.enemyScale + 30, CARD_H * P.enemyScale + 30, 'enemy', { name: 'regicide.enemyZone' });
    this.woundsZone = new DropZone(scene, P.wounds.x, P.wounds.y, P.wounds.w, P.wounds.h, 'wounds', { name: 'regicide.wounds' });
    this.focus = new FocusRing(scene, { onBack: () => this.takeBackAll() });
    this.drag = new DragController(scene, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece),
      onDrop: (piece) => this.add(piece.id),
      canPick: () => hooks.myTurn() && hooks.state()?.phase !== 'choose',
      whyNot: (piece) => this.whyNot(piece.id),
      snapToZone: false,
    });
    this.drag.addZone(this.enemyZone);
    this.drag.addZone(this.woundsZone);
  }

  /** The cards chosen for the play (or the cover), in the order chosen. */
  get pending(): readonly string[] {
    return this.chosen;
  }

  /** The chosen cards are forgotten (the table is redrawn by the caller). */
  reset(): void {
    this.chosen = [];
  }

  /** The moves offered now: none off the seat's turn or under the lesson's opening card; in the lesson, the scripted one. */
  legal(): RegicideMove[] {
    const lesson = this.hooks.lesson();
    if (!this.hooks.myTurn() || lesson.intro) return [];
    const all = this.hooks.legalMoves();
    const scripted = lesson.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  /** The legal play made of exactly the chosen cards, if any. */
  playMove(legal: RegicideMove[]): RegicideMove | undefined {
    return legal.find((m) => m.type === 'play' && sameCards(m.cards, this.chosen));
  }

  /** The legal cover made of exactly the chosen cards, if any. */
  coverMove(legal: RegicideMove[]): RegicideMove | undefined {
    return legal.find((m) => m.type === 'discard' && sameCards(m.cards, this.chosen));
  }

  commit(move: RegicideMove): void {
    const pending = this.chosen;
    this.chosen = [];
    if (!this.hooks.play(move)) {
      this.chosen = pending;
      this.hooks.redraw();
    }
  }

  /** Escape with cards chosen: they all go back to the hand. */
  takeBackAll(): void {
    if (this.chosen.length === 0) return;
    this.chosen = [];
    this.hooks.redraw();
  }

  /** A chosen card goes back to the hand. */
  remove(card: string): void {
    this.chosen = this.chosen.filter((c) => c !== card);
    this.hooks.redraw();
  }

  /**
   * A click on a chosen card: it goes back to the hand. But on the wounds, with a card of the hand
   * selected, the click was aimed at the wounds (the chosen cards fill its middle): the selected
   * card joins them, and none is taken back (issue 15, defect 2).
   */
  tapChosen(code: string, onWounds: boolean): void {
    const held = onWounds ? this.drag.getSelected() : undefined;
    if (!held) {
      this.remove(code);
      return;
    }
    const added = this.add(held.id);
    if (added !== true) {
      this.drag.clearSelection();
      showToast(this.scene, added, 'error');
    }
  }

  /** The card held (picked, not dropped yet) is let go. */
  letGo(): void {
    this.drag.clearSelection();
  }

  // ---- what the redraw asks ----

  /** Before a redraw: the hand's cards leave the drag controller, the ring's other stops are forgotten. */
  release(layer: Phaser.GameObjects.Container): void {
    for (const child of layer.list.slice()) {
      if (child instanceof CardPiece) this.drag.removePiece(child);
    }
    this.focusables = [];
    this.commitButton = undefined;
  }

  /** A card of the hand is dragged (or clicked, then its target clicked); `tap` (on a phone): a tap on it chooses it. */
  handCard(card: CardPiece, code: string, s: RegicideState, tap: boolean): void {
    this.drag.addPiece(card);
    if (tap) this.onTap(card, () => this.tapCard(code, s));
  }

  /** Put a game object or a button on the focus ring. */
  focusable(item: Focusable): void {
    this.focus.add(item);
    this.focusables.push(item);
  }

  /** The button that commits the chosen cards: the focus waits there once they make a move. */
  setCommit(button: Button): void {
    this.commitButton = button;
  }

  /** On a phone the enemy takes a tap: with chosen cards that make a play, it is played (as Play does). */
  tapEnemy(c: Phaser.GameObjects.Container, s: RegicideState): void {
    if (!this.hooks.myTurn() || s.phase !== 'play' || this.chosen.length === 0) return;
    c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
    this.onTap(c, () => {
      const play = this.playMove(this.legal());
      if (play) this.commit(play);
      else showToast(this.scene, t('regicide.cantAdd'), 'error');
    });
  }

  /**
   * A tap: pressed and released on `obj` without moving. A card dragged from the hand and let go
   * over it is no tap (the drag controller takes that drop).
   */
  onTap(obj: Phaser.GameObjects.GameObject, fn: () => void): void {
    let down: Spot | undefined;
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => (down = { x: p.worldX, y: p.worldY }));
    obj.on('pointerout', () => (down = undefined));
    obj.on('pointerup', (p: Phaser.Input.Pointer) => {
      const tapped = down !== undefined && Math.hypot(p.worldX - down.x, p.worldY - down.y) < 14 && !this.hooks.pressOpened();
      down = undefined;
      if (tapped) fn();
    });
  }

  /**
   * After a redraw a keyboard player finds the focus on the next thing to do: the first card of
   * `hand` that may join while the chosen cards make no move yet (nothing chosen to play, not
   * enough to cover the damage), else the button that commits them; in the jester's choice, the
   * first seat.
   */
  focusFirst(s: RegicideState, hand: readonly string[]): void {
    if (!isKeyboardMode() || !this.hooks.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const covered = s.phase === 'discard' ? handValue(this.chosen) >= s.toDiscard : this.chosen.length > 0;
    if (!covered) {
      const card = hand.filter((c) => this.canAdd(c)).map((c) => this.hooks.piece(c)).find((c): c is CardPiece => c instanceof CardPiece);
      if (card) {
        this.drag.focusPiece(card);
        return;
      }
    }
    const commit = this.commitButton?.isEnabled() ? this.commitButton : undefined;
    const first = commit ?? this.focusables.find((f) => f instanceof Button && f.isEnabled());
    if (first) this.focus.focus(first, true);
  }

  // ---- choosing ----

  /** Why `card` cannot join the play (or the cover) now: the rule it breaks, in words. */
  private whyNot(card?: string): string {
    if (this.hooks.lesson().active) return t('regicide.why.lesson');
    const s = this.hooks.state();
    if (!card || !s || !this.hooks.myTurn()) return t('regicide.cantAdd');
    if (s.phase === 'discard') return handValue(this.chosen) >= s.toDiscard ? t('regicide.why.covered') : t('regicide.cantAdd');
    if (s.phase !== 'play') return t('regicide.cantAdd');
    const why = whyNotPlay(this.chosen, card);
    return why.key === 'regicide.why.total' ? t(why.key, { total: why.total }) : t(why.key);
  }

  /** A card may join the pending play if some legal play holds all of them together. */
  private canAdd(card: string): boolean {
    const s = this.hooks.state();
    if (!s || this.chosen.includes(card)) return false;
    const want = [...this.chosen, card];
    if (s.phase === 'discard') {
      // In the lesson only the scripted cover's cards join the wounds.
      const lesson = this.hooks.lesson();
      const scripted = lesson.move();
      if (scripted) return scripted.type === 'discard' && scripted.cards.includes(card);
      return !lesson.intro && handValue(this.chosen) < s.toDiscard;
    }
    return this.legal().some((m) => m.type === 'play' && want.every((c) => m.cards.includes(c)));
  }

  private targetsFor(piece: Piece): DropZone[] {
    const s = this.hooks.state();
    if (!s || !this.canAdd(piece.id)) return [];
    return s.phase === 'discard' ? [this.woundsZone] : s.phase === 'play' ? [this.enemyZone] : [];
  }

  private add(card: string): true | string {
    if (!this.canAdd(card)) return this.whyNot(card);
    this.chosen.push(card);
    playSfx('card');
    this.hooks.redraw();
    return true;
  }

  /** A tap on a card in the hand: it joins the play (or the cover), or a toast says why not. */
  private tapCard(code: string, s: RegicideState): void {
    if (!this.hooks.myTurn() || s.phase === 'choose') return;
    if (this.canAdd(code)) {
      this.add(code); // redraws: the card leaves the drag controller before it sees the tap
      return;
    }
    showToast(this.scene, this.whyNot(code), 'error');
    // The drag controller selects the card on this same tap (after this handler): let it go.
    this.scene.time.delayedCall(0, () => this.drag.clearSelection());
  }
}
