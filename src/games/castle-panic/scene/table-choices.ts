// The choices the table asks for beyond a drag: a damage choice (the monsters that hit a wall or
// tower lit, one clicked), All for One aimed from the phase panel's button (the monsters a legal
// triple can slay lit, the cards it uses outlined; a dialog when several triples fit), the trade
// dialog opened from the panel, and the dialog answering another seat's trade offer.
import type { CastlePanicMove, CastlePanicState } from '../rules';
import type { GameSession } from '../../../services/session';
import { t } from '../../../services/i18n';
import type Phaser from 'phaser';
import { openAfoDialog } from './afo-dialog';
import { cardName } from './card-view';
import { monsterName } from './names';
import type { SeatRules } from './seat-rules';
import type { Stage } from './stage';
import { openOfferDialog, openTradeDialog } from './trade-dialog';

/** What the choices ask of the scene. */
export interface ChoicesHooks {
  play(move: CastlePanicMove): boolean;
  redraw(): void;
  /** A move is being shown: no choice is taken now. */
  presenting(): boolean;
  /** The piece held (or clicked) let go. */
  clearSelection(): void;
  /** A lit monster that takes a click (table-input.ts). */
  monsterChoice(id: number, name: string, fn: () => void): void;
  /** Online the other hands belong to people on other devices: a trade is offered, not made. */
  isOnline(): boolean;
}

export class TableChoices {
  /** All for One is being aimed: its monsters are lit, the cards wait. */
  afo = false;
  /** Closes the trade offer's dialog, if one is open (the scene is drawn again). */
  private closeOffer: (() => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: GameSession,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly hooks: ChoicesHooks,
  ) {}

  /** A damage choice: the monsters that hit the wall or tower light up; a click picks one. */
  drawChoose(s: CastlePanicState): void {
    const hit = s.hits[0];
    if (!hit) return;
    for (const id of hit.monsters) {
      const move = this.rules.legal().find((m) => m.type === 'choose' && m.monster === id);
      if (move && this.stage.tokens.has(id)) this.hooks.monsterChoice(id, `cp.choose.${id}`, () => this.hooks.play(move));
    }
  }

  toggleAfo(): void {
    if (this.hooks.presenting()) return;
    this.afo = !this.afo;
    this.hooks.clearSelection();
    this.hooks.redraw();
  }

  /**
   * Aiming All for One: the monsters some legal triple can slay light up and take a click; the
   * cards those triples use are outlined, the rest of the hand steps back.
   */
  drawAfo(): void {
    const moves = this.rules.afoMoves();
    const used = new Set(moves.flatMap((m) => m.cards));
    for (const piece of this.stage.handCards.values()) {
      if (used.has(piece.card)) piece.setSelected(true);
      else piece.setDimmed(true);
    }
    for (const id of new Set(moves.map((m) => m.monster))) this.hooks.monsterChoice(id, `cp.afo.${id}`, () => this.slayAll(id));
  }

  /** A lit monster clicked: one triple fits, it is played; several, the dialog asks which. */
  private slayAll(id: number): void {
    if (this.hooks.presenting()) return;
    const moves = this.rules.afoMoves().filter((m) => m.monster === id);
    const first = moves[0];
    if (!first) return;
    if (moves.length === 1) {
      this.afo = false;
      this.hooks.play(first);
      return;
    }
    const kind = this.stage.model.get(id)?.kind ?? '';
    openAfoDialog(this.scene, {
      moves,
      monster: monsterName(kind),
      onPlay: (move) => {
        this.afo = false;
        this.hooks.play(move);
      },
      onCancel: () => undefined,
    });
  }

  /** R-TRADE-OFFER: another seat offers this seat a trade; the dialog asks (trade-dialog.ts). */
  drawOffer(s: CastlePanicState): void {
    this.closeOffer?.();
    this.closeOffer = null;
    const offer = s.offer;
    const legal = this.rules.legal();
    const accept = legal.find((m) => m.type === 'accept');
    const refuse = legal.find((m) => m.type === 'refuse');
    if (s.phase !== 'trade-answer' || !offer || !accept || !refuse) return;
    const who = this.rules.seatName(s.current);
    const name = this.session.seats[s.current] === 'bot' ? t('cp.offer.bot', { name: who }) : who;
    this.closeOffer = openOfferDialog(this.scene, {
      text: t('cp.offer.text', { name, give: cardName(offer.give), take: cardName(offer.take) }),
      get: offer.give,
      give: offer.take,
      onAccept: () => this.hooks.play(accept),
      onRefuse: () => this.hooks.play(refuse),
    });
  }

  openTrade(): void {
    const s = this.rules.state();
    const trades = this.rules.legal().filter((m): m is Extract<CastlePanicMove, { type: 'trade' }> => m.type === 'trade');
    openTradeDialog(this.scene, {
      me: this.rules.seat,
      hands: s.hands,
      trades,
      seatName: (seat) => this.rules.seatName(seat),
      // Online the other hand belongs to someone on another device: the trade is offered, and they answer.
      onTrade: (move) => this.hooks.play(this.hooks.isOnline() ? { type: 'offer', seat: move.seat, give: move.give, take: move.take } : move),
    });
  }
}
