// What the table teaches: the guided first game (its script's moves the only ones offered, the
// coach's card with the tile and the cell lit and a finger showing the move) and the explain-once
// tips (the first time a rule fires, a short card says what happened), kept clear of the panel on
// the wide table and put away when the game is over.
import Phaser from 'phaser';
import { Panel } from '../../../ui';
import { LessonPart } from '../../../ui/coach';
import { clearExplains, dismissExplains, explainOnce, explainShown } from '../../../ui/explain';
import { hasSeen } from '../../../services/seen';
import { closePhoneExplains, explainOnceOnPhone } from '../../../ui/phone-card';
import { tap, viewport } from '../../../ui/viewport';
import type { GameEvent } from '../../../core';
import { t, type TextKey } from '../../../services/i18n';
import type { RegalityMove, RegalityState } from '../rules';
import { LESSON_SCRIPT, LESSON_STEPS, sameMove, setLessonClock } from '../tutorial';
import type { Seating } from './layout';
import type { PhoneFace } from './tile-view';
import { explainContent, type Explained } from './tile-info';
import type { LessonFilter } from './seat-rules';

type Pos = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

/** What teaching asks of the scene. */
/** The lesson's steps with their own words on a phone (strings: regality.lesson.phone.<step>). */
const PHONE_LESSON_STEPS = [0, 1, 3, 6, 9, 10];

export interface TeachingHooks {
  /** The guided first game is on (its options say so). */
  lesson: boolean;
  movesMade(): number;
  redraw(): void;
  myTurn(): boolean;
  state(): RegalityState | null;
  /** Where a tile of a zone (or of the neutral zone) is drawn now. */
  heldAt(tile: string): Pos | undefined;
  /** A phone: the panel's room for a tip, under its lines and above the effect's buttons. */
  tipRoom(): { top: number; buttonsTop: number | null };
  /** The discard is in play now: a Hermit's choice, or a move shown that takes a tile from it or puts one there. */
  discardInUse(): boolean;
  /** The boxes of the effect's choices drawn now (its buttons, arrows, lit cells): the lesson's card keeps off them. */
  choiceBoxes(): Box[];
}

/** The explain-once card each event fires (a Death placed: its own). */
const EXPLAINED: Partial<Record<string, Explained>> = { flip: 'flip', destroy: 'destroy', banish: 'banish', shield: 'shield', 'tower-lowered': 'tower', retrigger: 'retrigger', cancelled: 'cancel' };

export class Teaching extends LessonPart<(typeof LESSON_SCRIPT)[number]> implements LessonFilter {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly seating: Seating,
    private readonly phone: PhoneFace | undefined,
    private readonly hooks: TeachingHooks,
  ) {
    // (the lesson's clock runs under the opening card too: the bot's scripted move may be due then;
    // skipped while the bot's scripted move was due, the real bot plays it)
    super(scene, {
      lesson: hooks.lesson,
      script: LESSON_SCRIPT,
      movesMade: () => hooks.movesMade(),
      redraw: () => hooks.redraw(),
      setClock: setLessonClock,
      clockInIntro: true,
      coachAt: () => {
        const at = seating.geo.coachAt;
        // (a phone: as narrow as the panel, not the shared card's 620 px: wider, it lay over the
        // zone column's right tiles, the step's own tile among them, newcomer s36)
        return { x: at.x, y: at.y, width: at.width, phoneWidth: seating.geo.compact ? at.width : undefined };
      },
    });
    if (!seating.geo.compact) this.keepExplainsUnderTitle();
    this.placeTipsWhenShown();
  }

  /** The lesson still runs: a tile it does not ask for cannot be played. */
  get active(): boolean {
    return this.lesson.active;
  }

  /** Nothing under the lesson's opening card; the script's move while it runs; else all. */
  allowed(all: RegalityMove[]): RegalityMove[] {
    if (this.lesson.intro) return [];
    const scripted = this.lesson.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  /**
   * The lesson's words for a step: on a phone, where the tiles are on the phone and "tap" (a
   * newcomer read "red, below" and "click" on a phone, s33), where the step says where or how.
   */
  private lessonText(step: number): string {
    const phone = `regality.lesson.phone.${step}` as TextKey;
    return this.seating.geo.compact && PHONE_LESSON_STEPS.includes(step) ? t(phone) : t(`regality.lesson.${step}` as TextKey);
  }

  /** The coach's card and lit spots for where the lesson stands. */
  drawCoach(s: RegalityState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.lesson.now(s.status === 'playing', this.hooks.myTurn());
    if (now.kind === 'bye') coach.show({ text: this.lessonText(LESSON_STEPS - 1), next: true }, LESSON_STEPS, LESSON_STEPS);
    if (now.kind === 'intro') coach.show({ text: this.lessonText(0), next: true }, 1, LESSON_STEPS);
    this.keepCoachClear();
    if (now.kind !== 'step' || now.at.step === undefined) return;
    const at = { ...now.at, step: now.at.step };
    const { geo } = this.seating;
    const spots: { x: number; y: number; w: number; h: number }[] = [];
    const m = at.move;
    if (m.type === 'place') {
      const held = this.hooks.heldAt(m.tile);
      if (held) spots.push({ x: held.x, y: held.y, w: geo.zoneTile + 12, h: geo.zoneTile + 12 });
      const c = this.seating.cellAt(m.cell);
      spots.push({ x: c.x, y: c.y, w: geo.cell - 4, h: geo.cell - 4 });
    } else if (m.type === 'effect' && 'target' in m) {
      // the tile the effect takes: lit, and tapped by the coach's finger
      const c = this.seating.cellAt(m.target);
      spots.push({ x: c.x, y: c.y, w: geo.cell - 4, h: geo.cell - 4 });
    } else if (m.type === 'effect' && 'direction' in m && s.pending) {
      // the arrow of the way the flip goes: lit, and tapped by the coach's finger
      const a = this.seating.arrowAt(s.pending.cell, s.board[s.pending.cell]?.owner ?? 0, m.direction);
      const side = tap(56) + 16;
      spots.push({ x: a.x, y: a.y, w: side, h: side });
    }
    // the move shown by the coach's finger: the tile dragged onto its cell, or the tile the effect takes tapped
    const demo = spots.length === 2 ? { from: 0, to: 1 } : spots.length === 1 ? { tap: 0 } : undefined;
    coach.show({ text: this.lessonText(at.step), spots, demo }, at.step + 1, LESSON_STEPS);
    this.keepCoachClear(spots.map((r) => ({ x: r.x - r.w / 2, y: r.y - r.h / 2, width: r.w, height: r.h })));
  }

  /**
   * The lesson's card off the effect's choices (the farewell card lay over the last tile's effect
   * buttons, newcomer s36): where it would cover one, it goes where it covers none: on the wide
   * table over the neutral zone and the discard (no target while an effect is chosen), on a phone
   * over the zone column, as narrow as the column.
   */
  private keepCoachClear(spots: Box[] = []): void {
    const card = this.scene.children.getByName('ui.coach');
    if (!(card instanceof Panel) || !card.active) return;
    const boxes = [...this.hooks.choiceBoxes(), ...spots];
    const [w, h] = [card.panelWidth, card.panelHeight];
    const covers = (x: number, y: number): boolean => boxes.some((b) => b.x < x + w / 2 && x - w / 2 < b.x + b.width && b.y < y + h / 2 && y - h / 2 < b.y + b.height);
    if (!covers(card.x, card.y)) return;
    const geo = this.seating.geo;
    const band = geo.bands();
    const x = geo.compact ? (geo.tipColumn?.x ?? card.x) : band.discard.x;
    const top = geo.compact ? (geo.tipColumn?.top ?? 80) : band.far.y + band.far.h / 2 + 8;
    const y = Math.min(top + h / 2, viewport().bottom - 8 - h / 2);
    if (!covers(x, y)) card.setPosition(x, y);
  }

  /** The move being shown (counted by `beginMove`), and the one whose tip is up. */
  private moveShown = 0;
  private tipOfMove = -1;

  /** A move's events are about to be shown: its tips come while they are (see `explain`). */
  beginMove(): void {
    this.moveShown++;
  }

  /**
   * The first time a rule fires, a short card says what happened (kept as seen: once ever), at
   * once, while its event is on the board: a tip of an earlier move gives way to it (a newcomer's
   * "A destroyed tile" waited behind the Tower's tip and came after the tile had gone); a second
   * tip of the same move is left for the next time its rule fires, never shown late.
   */
  explain(ev: GameEvent): void {
    const key = ev.type === 'place' && ev.tile === 'death' ? 'death' : EXPLAINED[ev.type];
    if (!key || hasSeen(`regality.${key}`)) return;
    if (explainShown(this.scene)) {
      if (this.tipOfMove === this.moveShown) return;
      dismissExplains(this.scene);
    }
    this.tipOfMove = this.moveShown;
    // Re-triggered: the card shows the Bard or the Performer that did it (the event's tile is the one played again).
    const byTile = key === 'retrigger' && typeof ev.byTile === 'string' ? ev.byTile : undefined;
    const tile = key === 'tower' ? 'tower' : (byTile ?? (typeof ev.tile === 'string' ? ev.tile : this.hooks.state()?.board[Number(ev.cell)]?.tile));
    const { geo } = this.seating;
    const at = geo.explainAt;
    if (geo.compact) explainOnceOnPhone(this.scene, `regality.${key}`, explainContent(key, tile, this.phone), at);
    else explainOnce(this.scene, `regality.${key}`, explainContent(key, tile), at);
    this.placeTip();
  }

  /**
   * A phone: the tip shown goes in the panel under its lines (the turn, the allies, the match's
   * score, the instructions; the lesson's card), down over the discard, clear of the effect's
   * buttons; where it does not fit there, over the zone column, whose tiles are no target while an
   * effect's buttons are up (the newcomers found the tip over the allies and the lesson's card).
   */
  placeTip(): void {
    const geo = this.seating.geo;
    const column = geo.tipColumn;
    const card = this.scene.children.list.find((o): o is Panel => o instanceof Panel && o.name === 'ui.explain' && o.active);
    if (!card) return;
    const h = card.panelHeight;
    const busy = this.hooks.discardInUse();
    if (!geo.compact) {
      // Wide table: in the panel under its lines (the turn, the allies, the instructions; the
      // lesson's card), clear of the effect's buttons, the side zones and the hand (a newcomer's
      // report, s35: the tips lay over the discard). Where the panel has no room for it: over the
      // discard, under the neutral tiles; while the discard is in play (a Hermit takes from it, a
      // tile goes there), up over the neutral zone, none of whose tiles is a target then.
      const room = this.hooks.tipRoom();
      let under = room.top + 12;
      const lesson = this.scene.children.getByName('ui.coach');
      if (lesson instanceof Panel && lesson.active && lesson.visible) under = Math.max(under, lesson.y + lesson.panelHeight / 2 + 8);
      // (the effect's buttons, the Hermit's tiles among them, stand from the panel's middle down,
      // regality-choices.ts: the tip keeps above the highest of those drawn in the panel; a choice
      // of cells on the board leaves the whole panel free, newcomer s37)
      const s = this.hooks.state();
      const choosing = s?.phase === 'effect' && this.hooks.myTurn();
      const P = geo.panel;
      const inPanel = this.hooks.choiceBoxes().filter((b) => b.height > 0 && b.x + b.width / 2 > P.x - P.w / 2 && b.x + b.width / 2 < P.x + P.w / 2);
      const foot = room.buttonsTop !== null ? room.buttonsTop - 8 : inPanel.length > 0 ? Math.min(...inPanel.map((b) => b.y)) - 8 : P.y + P.h / 2 - 6;
      if (card.panelWidth <= P.w && under + h <= foot) {
        card.setPosition(P.x, under + h / 2);
        return;
      }
      const top = geo.explainAt.top;
      if (top === undefined) return;
      // No room in the panel: over the neutral zone, from its top, where its tiles are no move now
      // (an effect to choose, the other side's turn, the discard in play), never over the discard
      // (newcomer s37: "tips over the discard"); only while the neutral tiles may be played, over the discard.
      const band = geo.bands().neutral;
      const neutralFree = busy || choosing || !this.hooks.myTurn();
      card.setPosition(geo.explainAt.x, neutralFree && band ? band.y - band.h / 2 + h / 2 : Math.max(top + h / 2, card.y));
      return;
    }
    if (!column) return;
    const room = this.hooks.tipRoom();
    let top = room.top + 12;
    const coach = this.scene.children.getByName('ui.coach');
    if (coach instanceof Panel && coach.active && coach.visible) top = Math.max(top, coach.y + coach.panelHeight / 2 + 8);
    const panelFoot = geo.panel.y + geo.panel.h / 2 - 6;
    const x = geo.panel.x;
    const s = this.hooks.state();
    const choosing = s?.phase === 'effect' && this.hooks.myTurn();
    if (room.buttonsTop !== null) {
      if (top + h <= room.buttonsTop - 8) card.setPosition(x, top + h / 2);
      else card.setPosition(column.x, column.top + h / 2);
    } else if (top + h <= panelFoot) card.setPosition(x, top + h / 2);
    // an effect to choose on the board: over the zone column, none of whose tiles is a move now,
    // not over the discard (newcomer s37: "tips over the discard")
    else if (choosing) card.setPosition(column.x, column.top + h / 2);
    // over the discard, its foot at the window's: the discard's title wholly under it, not cut in
    // two; never while the discard is in play
    else if (!busy && top + h <= viewport().bottom - 6) card.setPosition(x, viewport().bottom - 6 - h / 2);
    else card.setPosition(column.x, column.top + h / 2);
  }

  /** A phone: each tip placed as it comes (the panel's lines then known). */
  private placeTipsWhenShown(): void {
    const events = this.scene.events;
    const place = (obj: Phaser.GameObjects.GameObject): void => {
      if (obj.name === 'ui.explain') this.placeTip();
    };
    events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, place);
    events.once(Phaser.Scenes.Events.SHUTDOWN, () => events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, place));
  }

  /** Put away the explain-once cards (shown and waiting): the game is over, its dialog comes. */
  closeExplains(): void {
    const scene = this.scene;
    closePhoneExplains(scene);
    clearExplains(scene);
    for (const obj of scene.children.list.slice()) if (obj.name === 'ui.explain') obj.destroy();
  }

  /**
   * Wide table: an explain-once card sits over the discard, its top under the neutral tiles
   * whatever its height (the shared card is placed by its centre).
   */
  private keepExplainsUnderTitle(): void {
    const top = this.seating.geo.explainAt.top;
    if (top === undefined) return;
    const events = this.scene.events;
    const place = (obj: Phaser.GameObjects.GameObject): void => {
      if (obj instanceof Panel && obj.name === 'ui.explain') obj.setY(Math.max(obj.y, top + obj.panelHeight / 2));
    };
    events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, place);
    events.once(Phaser.Scenes.Events.SHUTDOWN, () => events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, place));
  }
}
