// The Regicide table: the current enemy large in the middle with its health, attack, shield and
// immunity; the castle, tavern and discard around it; the plays against this enemy; the hand
// fanned at the bottom (on a phone held sideways, one row of full-size cards, the buttons in a
// strip right of the frame). Cards are dragged (or clicked, then the target clicked; on a phone
// tapped) onto the enemy to build a play, and onto the wounds to cover damage; the forecast shows
// what a play will do before it is committed. Every change is animated.
//
// This scene is the conductor: `create` builds the parts, `redraw` has the views draw the seat's
// view of the state, `present(change)` has the animator play a move's events (the teaching
// explaining them) before the table is redrawn. Each part is a file of this folder:
//   layout.ts             where things stand: the 1600x900 desktop table and the phone's (pure numbers)
//   stage.ts              what is on the table now: the layer, the pieces by id, the layout in use
//   table-view.ts         draws the piles, the enemy and its meters, the played cards, the seats' names
//   hand-view.ts          draws the hand and the chosen cards
//   panel-view.ts         draws the forecast panel (or the wounds), the buttons and the jester powers
//   table-words.ts        the panel's and the meters' words: the forecast, the immunity, seat names
//   regicide-input.ts     the chosen cards, and the drags, clicks, taps and focus ring that choose them
//   info-spots.ts         "what is this?": a card on any thing drawn, on a resting mouse or a long press
//   regicide-animator.ts  a move's events as tweens, the deal, and every redraw's slides
//   regicide-teaching.ts  the lesson's coach card and the explain-once cards
// The cards' pictures are card-view.ts (with face-art.ts and cracks.ts); the played cards' rows on
// a phone, played-layout.ts; the "what is this?" words, info.ts; the end's words, outcome.ts.
import Phaser from 'phaser';
import { HintMarks, TOAST_BAND, findNamed } from '../../../ui';
import { viewport } from '../../../ui/viewport';
import { clearExplains, explainShown } from '../../../ui/explain';
import { closePhoneExplains } from '../../../ui/phone-card';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { tavernHasJesters, type RegicideMove, type RegicideState } from '../rules';
import { drawHand } from './hand-view';
import { cardInfo, type RegicideInfo } from './info';
import { InfoSpots } from './info-spots';
import { DESKTOP, compactLayout } from './layout';
import { drawPanel } from './panel-view';
import { Animator } from './regicide-animator';
import { TableInput } from './regicide-input';
import { Teaching } from './regicide-teaching';
import { Stage, type ViewKit } from './stage';
import { drawEnemy, drawPiles, drawSeats, drawTable, toastBand } from './table-view';
import { hintFollowed, hintWhy } from './hint-why';
import { drawRulesPicture } from './rules-pictures';
import { Recap } from './recap';
import { othersSinceMine, recapEntries } from './recap-lines';
import { seatName } from './table-words';
import { waitAsync } from '../../../ui';
import { botHoldMs } from '../../../services/settings';

/**
 * Another seat's move is told step by step (newcomer s37: "the bot's whole turn was over by the
 * first screenshot one second later"): each of its events with a line on the bar (every one but a
 * single card drawn, whose lot the 'recruit' line says) is held from its start, its animation
 * included, half the bots' pace's hold (botHoldMs, under the animation speed): at 1x a second a
 * step at the normal pace, 1.6 s slow, 0.15 s fast (the browser tests' pace).
 */
export const stepMs = (): number => botHoldMs() / 2;
const stepOf = (ev: { type: string }): boolean => ev.type !== 'draw';

export class RegicideScene extends Phaser.Scene implements GameSceneApi {
  /** Each event's log line on the bar as its animation starts (the host's eventReached): a bot's move told step by step. */
  readonly narrates = true;
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private hints!: HintMarks;
  /** The hint shown (lit again at each redraw until played or dismissed). */
  private hinted: RegicideMove | null = null;
  /** Why the hint shown (hint-why.ts), in the panel while it is lit. */
  private hintLine: string | null = null;
  private tableInput!: TableInput;
  private stage!: Stage;
  private info!: InfoSpots;
  private animator!: Animator;
  private teaching!: Teaching;
  /** "While you waited": what the others did, when the person's turn comes back. */
  private recap!: Recap;
  /** What the views draw with. */
  private kit!: ViewKit;

  constructor() {
    super('Regicide');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    // (the scene is started again for each game: the last game's hint is not this one's)
    this.hinted = null;
    this.hintLine = null;
    clearExplains(this);
    closePhoneExplains(this);
    const v = viewport();
    // The phone's layout, or undefined on a desktop-sized window (the 1600x900 table as ever).
    const compact = v.compact ? compactLayout(v) : undefined;
    const places = compact ?? DESKTOP;
    this.hints = new HintMarks(this);
    this.tableInput = new TableInput(this, places, {
      state: () => this.state(),
      myTurn: () => this.myTurn(),
      legalMoves: () => this.session.legalMoves() as RegicideMove[],
      lesson: () => this.teaching.lesson,
      piece: (code) => this.stage.pieces.get(code),
      play: (move) => this.host.play(move),
      redraw: () => this.redraw(true),
      pressOpened: () => this.info.pressOpened,
    });
    this.stage = new Stage(this, this.add.container(0, 0), places, compact);
    this.info = new InfoSpots(this, compact, () => this.tableInput.letGo());
    this.animator = new Animator(this.stage);
    this.recap = new Recap(this.stage);
    const zones = { enemy: this.tableInput.enemyZone, wounds: this.tableInput.woundsZone };
    this.teaching = new Teaching(this, this.stage, this.session, zones, {
      state: () => this.state(),
      myTurn: () => this.myTurn(),
      pending: () => this.tableInput.pending,
      redraw: () => this.redraw(false),
    });
    this.kit = { stage: this.stage, info: this.info, animator: this.animator, input: this.tableInput, cardInfo: (code, played = false) => this.cardWords(code, played) };
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_BAND));
    this.redraw(false);
  }

  private state(): RegicideState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RegicideState);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  /** A card's "what is this?" words against the enemy now. */
  private cardWords(code: string, played: boolean): RegicideInfo {
    const s = this.state();
    return cardInfo(code, { enemy: s?.enemy ?? null, immunityCancelled: s?.immunityCancelled ?? false, jesters: tavernHasJesters(s?.hands.length ?? 1) }, played);
  }

  /** The table drawn again from the seat's view; `animate`: each card slides from where it was. */
  private redraw(animate: boolean): void {
    this.hints.clear();
    this.tableInput.release(this.stage.layer);
    const was = this.stage.clear();
    this.info.clear();
    const s = this.state();
    if (!s) return;
    // Other cards chosen than the hint's: the hint is dropped, its reason and marks with it.
    if (this.hinted && !hintFollowed(this.hinted, this.tableInput.pending)) this.hinted = null;
    const hand = s.hands[this.seat] ?? [];
    drawPiles(this.kit, s);
    drawEnemy(this.kit, s, this.seat);
    drawTable(this.kit, s, was, animate);
    drawHand(this.kit, s, hand, was, animate);
    drawSeats(this.kit, s);
    drawPanel(this.kit, s, this.seat, this.hinted ? this.hintLine : null);
    // toasts clear of the enemy's name and meters (their foot moves with the meters' words)
    this.registry.set(TOAST_BAND, toastBand(this.kit));
    this.teaching.drawCoach(s);
    this.teaching.syncExplain();
    this.tableInput.focusFirst(s, hand);
    // A hint stays lit on its cards still in the hand until it is played or dismissed: moving its
    // first card redraws the table, and the other cards lost their light (newcomer s33, d74a).
    if (this.hinted) this.lightHint(this.hinted, s);
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.hinted = null;
    if (change.kind !== 'move') {
      this.tableInput.reset();
      this.redraw(false);
      return;
    }
    // A press that led to this move opens no card once the move is on its way.
    this.info.dismiss();
    const events = change.events;
    const before = this.stage.enemyShown();
    const beforeCode = before ? this.stage.enemyCode(before) : null;
    this.recap.hide();
    // Another seat's move (a bot's): each step held long enough to be read on the bar.
    // (online the session is the room's, which keeps no states: there the beats are skipped)
    const states = (this.session as { states?: readonly unknown[] }).states;
    const last = states && this.session.moveCount > 0 ? states[this.session.moveCount - 1] : undefined;
    const theirs = last !== undefined && this.session.rules.actor(last) !== this.seat;
    // Steps 2-4 on the table as it was, in the order the rules resolved them.
    for (const ev of events) {
      const start = this.time.now;
      this.host.eventReached?.(ev);
      await this.animator.event(ev, before, this.seat);
      const left = stepMs() - (this.time.now - start);
      if (theirs && stepOf(ev) && left > 0) await waitAsync(this, left);
    }
    // Then the table as the move left it: the cards dealt in turn, the next enemy turned up.
    this.animator.startDeal(events, this.state()?.hands[this.seat] ?? [], this.seat);
    this.tableInput.reset();
    this.redraw(true);
    await this.animator.finishDeal(events, this.seat, before);
    // The explain cards (the immunity's too, naming the enemy it met) once the play is on the
    // table: shown while the chosen cards still stood in the hand, the immunity's came before the
    // play and, read while the enemy fell, took two "Got it" (newcomer s33).
    this.teaching.explainAfter(events, beforeCode);
    // the mouse brought to rest on the enemy (or a card) while the move was shown: its card comes,
    // unless an explain card came to be read
    if (!explainShown(this)) this.info.rest();
    // (after another seat's move only: the person's own move leaves no recap, newcomer s37)
    if (theirs) this.showRecap();
  }

  /** The person's turn back after the others' moves: what they did, in a box on the table (recap.ts). */
  private showRecap(): void {
    const s = this.state();
    if (!s || s.status !== 'playing' || !this.myTurn()) return;
    const moves = this.host.lastTurn?.() ?? null;
    const others = othersSinceMine(moves);
    if (others.length === 0) return;
    const played = others.flatMap((m) => m.events.filter((e) => e.type === 'play' && Array.isArray(e.cards)).flatMap((e) => (e.cards as unknown[]).map(String)));
    this.recap.show((max) => recapEntries(moves, seatName, max), played);
  }

  /** The hint: the cards of the play lifted, the enemy (or the wounds, a button) lit; never played. */
  showHint(move: unknown): void {
    const m = move as RegicideMove;
    const s = this.state();
    if (!s) return;
    this.hinted = null;
    this.tableInput.takeBackAll();
    this.hinted = m;
    // its reason in the panel, in the instructions' place (newcomer s33: "the hint says no why")
    this.hintLine = hintWhy(s, m, this.seat);
    this.redraw(false);
  }

  /** The hint's marks: its cards still in the hand lifted, where they go lit (once all are chosen, the button that plays them). */
  private lightHint(m: RegicideMove, s: RegicideState): void {
    const named = (name: string) => findNamed(this, name);
    const pending = this.tableInput.pending;
    const left = m.type === 'play' || m.type === 'discard' ? m.cards.filter((c) => !pending.includes(c)) : [];
    const cards = left.map((c) => named(`regicide.card.${c}`));
    let lit: (Phaser.GameObjects.GameObject | null)[] = [];
    // on a phone the enemy card itself is lit: its drop zone's wider ring lay over the meters' "Its attack" line beside it
    const enemy = this.stage.compact ? named('regicide.enemy') : (named('regicide.enemyZone') ?? named('regicide.enemy'));
    const allChosen = (m.type === 'play' || m.type === 'discard') && m.cards.length > 0 && left.length === 0;
    if (allChosen) lit = [named(m.type === 'play' ? 'regicide.playButton' : 'regicide.discardButton')];
    else if (m.type === 'play') lit = m.cards.length ? [enemy] : [named('regicide.playButton')];
    else if (m.type === 'discard') lit = [named('regicide.wounds')];
    else if (m.type === 'yield') lit = [named('regicide.yieldButton')];
    else if (m.type === 'choose') lit = [named(`regicide.choose.${m.seat}`)];
    else if (m.type === 'flip') lit = [named(s.phase === 'discard' ? 'regicide.jesterStep4' : 'regicide.jesterStep1')];
    this.hints.show(cards, lit);
  }

  clearHint(): void {
    const shown = this.hinted !== null && this.hintLine !== null;
    this.hinted = null;
    this.hints.clear();
    // (its reason leaves the panel with it)
    if (shown && this.state()) this.redraw(false);
  }

  setViewer(seat: number): void {
    this.seat = seat;
    this.recap.hide();
    this.hinted = null;
    this.tableInput.reset();
    this.redraw(false);
  }

  /** The rules screen's picture of the cards (scene/rules-pictures.ts). */
  drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
    return drawRulesPicture(id, scene, w, h);
  }
}
