// The prompt beside the ring: its title, the hint for what this seat may do now, and the
// buttons for the decisions that are not drags (hit or push, take it, keep a card, end the turn,
// the tray's discard, intimidation and psychic attacks). Built from the legal moves only.
import { t, type TextKey } from '../../../services/i18n';
import { damageOf, pincerOf, type RoiMove, type RoiPhase, type RoiState } from '../rules';
import { evaluate } from '../rules/psychic';
import { COMPACT } from './layout';
import { cardName, seatLabel } from './names';

export interface PromptButton {
  label: string;
  name: string;
  fn: () => void;
  enabled?: boolean;
  variant?: 'primary' | 'secondary';
}

/** What the prompt needs from the scene: this seat's situation and how to act. */
export interface PromptContext {
  seat: number;
  fighter: number; // the fighter acting now (the seat's own, or one of its two in the two-fighters game)
  actor: number | null;
  mine: boolean; // the seat holding the device decides now
  full: RoiState; // the whole state (damage previews only use public facts)
  legal: RoiMove[];
  /** The lesson runs (its one move offered): a card dropped on a fighter gets no Cancel. */
  lesson?: boolean;
  chosen: string[]; // the cards on the tray
  choice: { card: string; target: number; moves: RoiMove[] } | null;
  dodging: string | null;
  /** While another fighter decides: what it has done so far this turn, its moves' log lines (issue 30 item 2). */
  recent: string[];
  play(move: RoiMove): void;
  cancel(): void;
  startDodge(card: string): void;
  /** Says why a button did nothing (a toast). */
  refuse(text: string): void;
  /**
   * An end of turn that brings tomatoes (nothing played or discarded): asks first, as a costly move
   * is confirmed (newcomer s37 item 2), and runs `then` once the person agrees (at once when the
   * person has agreed before at this table). None: ended at once.
   */
  confirmTomatoes?(then: () => void): void;
}

const PHASE_TITLE: Record<RoiPhase, TextKey> = {
  exchange: 'roi.phase.exchange',
  play: 'roi.phase.play',
  defend: 'roi.phase.defend',
  counter: 'roi.phase.counter',
  shed: 'roi.phase.shed',
  react: 'roi.phase.react',
  keep: 'roi.phase.keep',
  pincer: 'roi.phase.pincer',
  over: 'roi.phase.play',
};

export function promptTitle(s: RoiState, ctx: PromptContext): string {
  const actor = ctx.actor;
  if (actor === null) return s.winner === null ? '' : t('roi.over', { name: s.winners.map(seatLabel).join(' & ') || seatLabel(s.winner) });
  if (!ctx.mine) return t('roi.phase.wait', { name: seatLabel(actor) });
  const c = ctx.choice;
  if (c) {
    // The title asks what the buttons offer (issue 30 item 17): hit or push, or just the one.
    if (!c.moves.every((m) => m.type === 'strike' || m.type === 'surprise')) return t('roi.chooseFor', { card: cardName(c.card) });
    const push = c.moves.some((m) => 'mode' in m && m.mode === 'push');
    const hit = c.moves.some((m) => 'mode' in m && m.mode === 'hit');
    return t(hit && push ? 'roi.choose' : push ? 'roi.choosePush' : 'roi.chooseHit', { name: seatLabel(c.target) });
  }
  if (surpriseGoesOn(s)) return t('roi.phase.surpriseMore');
  return t(PHASE_TITLE[s.phase]);
}

/**
 * Whether the counter phase is a surprise attacker's going on with its blows (they landed), not
 * a defender's counter-attack (R-SURPRISE: "L'attaquant peut continuer ensuite à attaquer").
 */
export function surpriseGoesOn(s: RoiState): boolean {
  const r = s.react;
  return s.phase === 'counter' && r !== null && r.card !== null && r.seats[0] === s.counterer && r.mover === s.counterOn;
}

/**
 * The hint under the prompt's title. `touch`: the phone's shorter words, said for taps (the
 * cards on the tray are raised in the hand there; the special and psychic lines are left to the
 * rules screen). `short`: fewer words, for a prompt crowded with buttons (the reminders of the
 * special cards and the psychic tray go, the tomatoes' warning stays).
 */
export function promptHint(s: RoiState, ctx: PromptContext, touch = false, short = false): string {
  if (!ctx.mine) return ctx.recent.slice(touch ? -4 : -5).join('\n');
  const c = ctx.choice;
  if (c) {
    // In the lesson there is no Cancel (promptButtons): the words do not offer it.
    if (ctx.lesson) return t('roi.hint.choiceLesson', { name: seatLabel(c.target) });
    // What the choice's buttons do, so the prompt is never empty (issue 30 item 17).
    if (!c.moves.every((m) => m.type === 'strike' || m.type === 'surprise')) return t('roi.hint.choice', { card: cardName(c.card) });
    const push = c.moves.some((m) => 'mode' in m && m.mode === 'push');
    const hit = c.moves.some((m) => 'mode' in m && m.mode === 'hit');
    // A push needs room behind the fighter ("s'il a la place de reculer"): said when there is none.
    const room = pushRoom(ctx.full, ctx.fighter, c.target);
    const key = hit && push ? (room ? 'roi.hint.choiceStrike' : 'roi.hint.choiceStrikeBlocked') : push ? (room ? 'roi.hint.choicePush' : 'roi.hint.choicePushBlocked') : 'roi.hint.choiceHit';
    return t(key, { name: seatLabel(c.target) });
  }
  if (ctx.dodging) return t('roi.pickSquare');
  const a = s.attack;
  switch (s.phase) {
    case 'exchange':
      return t(touch ? 'roi.hint.exchangeTouch' : 'roi.hint.exchange');
    case 'play':
      if (ctx.chosen.length === 1) return t(touch ? 'roi.hint.trayTouchOne' : 'roi.hint.trayOne');
      if (ctx.chosen.length > 0) return t(touch ? 'roi.hint.trayTouch' : 'roi.hint.tray', { n: ctx.chosen.length });
      if (touch) return [t(short ? 'roi.hint.playShort' : 'roi.hint.playTouch', { n: s.played }), s.acted ? '' : t('roi.hint.tomatoesTouch')].filter((line) => line).join('\n');
      return [
        t('roi.hint.play', { n: s.played }),
        s.advanced.specialCards && !short ? t('roi.hint.special') : '',
        s.advanced.psychic && !short ? t('roi.hint.psychicTray') : '',
        s.acted ? '' : t('roi.hint.tomatoes'),
      ]
        .filter((line) => line)
        .join('\n');
    case 'defend':
      if (!a) return '';
      if (a.poke) return t('roi.hint.poke', { name: seatLabel(a.by), card: cardName(a.card) });
      if (a.kind === 'psychic') return t(touch ? 'roi.hint.psychicTouch' : 'roi.hint.psychic', { name: seatLabel(a.by), n: a.level, cards: a.cards.map(cardName).join(' ') });
      return [
        t(touch ? (short ? 'roi.hint.defendShort' : 'roi.hint.defendTouch') : 'roi.hint.defend', { name: seatLabel(a.by), card: cardName(a.card), what: what(a.kind, a.damage) }),
        s.tripped.includes(a.on) ? t('roi.hint.tripped') : '',
      ]
        .filter((line) => line)
        .join('\n');
    case 'pincer':
      if (!a) return '';
      return t('roi.hint.pincer', { name: seatLabel(a.by), target: seatLabel(a.on), card: cardName(a.card), n: a.damage + 1, m: a.damage });
    case 'react': {
      const r = s.react;
      if (r && !r.surprise.includes(ctx.fighter)) {
        // Only a trip is open: a charger stepping next to you (R-TRIP-CHARGE), or a push, a dodge, a step nobody may surprise.
        const charge = r.after.phase === 'charge' && r.after.charge?.by === r.mover ? r.after.charge : null;
        if (charge && charge.on === ctx.fighter) return t(touch ? 'roi.hint.reactChargeTouch' : 'roi.hint.reactCharge', { name: seatLabel(r.mover) });
        if (charge) return t(touch ? 'roi.hint.reactChargeOtherTouch' : 'roi.hint.reactChargeOther', { name: seatLabel(r.mover), target: seatLabel(charge.on) });
        return t(touch ? 'roi.hint.reactMovedTouch' : 'roi.hint.reactMoved', { name: seatLabel(r.mover) });
      }
      return t(touch ? 'roi.hint.reactTouch' : 'roi.hint.react', { name: seatLabel(r?.mover ?? s.current) });
    }
    case 'keep':
      return t('roi.hint.keep');
    case 'counter':
      return t(surpriseGoesOn(s) ? 'roi.hint.surpriseMore' : 'roi.hint.counter', { name: seatLabel(s.counterOn ?? s.current) });
    case 'shed':
      // One way to shed (exactly two cards in hand): one tap on the button (issue 30 item 17).
      // What the intimidation cost its maker (its three cards, the last discarded), and why it is
      // allowed (a newcomer's report, round 34: losing the whole hand felt like losing without playing).
      {
        const vars = { name: seatLabel(s.current), cards: s.discard.slice(-3).map(cardName).join(' ') };
        if (ctx.legal.filter((m) => m.type === 'shed').length === 1) return t('roi.hint.shedOne', vars);
        return t(touch ? 'roi.hint.shedTouch' : 'roi.hint.shed', vars);
      }
    default:
      return '';
  }
}

/**
 * Whether a push by fighter `by` on fighter `on` (next to it) moves it: the square behind it, away
 * from `by`, on the ring and free (R-PUSH-BLOCKED: "s'il a la place de reculer"; else the card is
 * spent and nothing moves).
 */
export function pushRoom(s: RoiState, by: number, on: number): boolean {
  const a = s.fighters[by];
  const b = s.fighters[on];
  if (!a || !b) return false;
  const to = { x: 2 * b.x - a.x, y: 2 * b.y - a.y };
  return to.x >= 0 && to.x <= 4 && to.y >= 0 && to.y <= 4 && !s.fighters.some((f) => !f.ko && f.x === to.x && f.y === to.y);
}

function what(kind: string, damage: number): string {
  if (kind === 'charge') return t('roi.what.charge', { n: damage });
  if (kind === 'spit') return t('roi.what.spit');
  if (kind === 'trip') return t('roi.what.trip');
  return t('roi.what.hit', { n: damage });
}

/** The name of the prompt's button that plays `m` once its card is dropped on a fighter (the hint lights it), or null. */
export function choiceButtonName(m: RoiMove): string | null {
  switch (m.type) {
    case 'strike':
      return m.mode === 'push' ? 'roi.btn.push' : 'fury' in m ? 'roi.btn.fury' : 'roi.btn.hit';
    case 'surprise':
      return m.mode === 'push' ? 'roi.btn.push' : 'fury' in m ? 'roi.btn.furySurprise' : 'roi.btn.surprise';
    case 'charge':
      return 'fury' in m ? 'roi.btn.furyCharge' : 'roi.btn.charge';
    case 'spit':
    case 'trip':
    case 'cheer':
    case 'poke':
    case 'move':
    case 'dodge':
    case 'parry':
      return `roi.btn.${m.type}`;
    default:
      return null;
  }
}

/** The name of the prompt's button that plays `m` once its cards are all on the tray (the hint lights it), or null. */
export function trayButtonName(m: RoiMove): string | null {
  switch (m.type) {
    case 'exchange':
    case 'discard':
    case 'shed':
      return `roi.btn.${m.type}`;
    case 'intimidate':
    case 'psychic':
      return `roi.btn.${m.type}.${m.target}`;
    default:
      return null;
  }
}

/** The Push button: lit where the target has room behind it, else a plain one that says nothing moves. */
function pushButton(ctx: PromptContext, by: number, target: number, fn: () => void): PromptButton {
  return pushRoom(ctx.full, by, target) ? { label: t('roi.btn.push'), name: 'roi.btn.push', fn } : { label: t('roi.btn.pushBlocked'), name: 'roi.btn.push', variant: 'secondary', fn };
}

/** A button for one of the things a card dropped on a fighter can do. */
function choiceButton(s: RoiState, ctx: PromptContext, m: RoiMove): PromptButton | null {
  const fn = () => ctx.play(m);
  const by = ctx.fighter;
  const dmg = (target: number) => damageOf(ctx.full, by, target);
  // R-PINCER: the fighter behind the target may add 1 hp, if it agrees when asked.
  const helper = (target: number) => pincerOf(ctx.full, by, target);
  switch (m.type) {
    case 'strike':
      // A push with no room behind the target is legal and moves nothing (R-PUSH-BLOCKED, the
      // rulebook's "s'il a la place de reculer"): the button says so and is not lit as an offer,
      // a plain one beside the lit Hit (a newcomer's report, s36: Push stayed lit against the ropes).
      if (m.mode === 'push') return pushButton(ctx, by, m.target, fn);
      if ('fury' in m) return { label: t('roi.btn.fury', { n: dmg(m.target) + 1 }), name: 'roi.btn.fury', fn };
      if (helper(m.target) >= 0) return { label: t('roi.btn.hitPincer', { n: dmg(m.target), m: dmg(m.target) + 1, name: seatLabel(helper(m.target)) }), name: 'roi.btn.hit', fn };
      return { label: t('roi.btn.hit', { n: dmg(m.target) }), name: 'roi.btn.hit', fn };
    case 'surprise':
      if (m.mode === 'push') return pushButton(ctx, by, m.target, fn);
      if ('fury' in m) return { label: t('roi.btn.furySurprise', { n: dmg(m.target) + 1 }), name: 'roi.btn.furySurprise', fn };
      return { label: t('roi.btn.surprise', { n: dmg(m.target) }), name: 'roi.btn.surprise', fn };
    case 'charge':
      if ('fury' in m) return { label: t('roi.btn.furyCharge'), name: 'roi.btn.furyCharge', fn };
      return { label: t('roi.btn.charge'), name: 'roi.btn.charge', fn };
    case 'spit':
      return { label: t('roi.btn.spit'), name: 'roi.btn.spit', fn };
    case 'trip':
      return { label: t('roi.btn.trip'), name: 'roi.btn.trip', fn };
    case 'cheer':
      return { label: t('roi.btn.cheer'), name: 'roi.btn.cheer', fn };
    case 'poke':
    case 'move':
    case 'dodge':
    case 'parry':
      return { label: cardName(m.card), name: `roi.btn.${m.type}`, fn };
    default:
      return null;
  }
}

/** Psychic attacks (or counters) the cards on the tray make, one button per target. */
function psychicButtons(ctx: PromptContext): PromptButton[] {
  const out: PromptButton[] = [];
  for (const m of ctx.legal) {
    if (m.type !== 'psychic' || !sameCards(m.cards, ctx.chosen)) continue;
    const level = evaluate(m.cards)?.level ?? 0;
    out.push({ label: t('roi.btn.psychic', { n: level, name: seatLabel(m.target) }), name: `roi.btn.psychic.${m.target}`, fn: () => ctx.play(m) });
  }
  return out;
}

export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

export function promptButtons(s: RoiState, ctx: PromptContext): PromptButton[] {
  if (!ctx.mine) return [];
  const legal = ctx.legal;
  const out: PromptButton[] = [];
  const find = (type: RoiMove['type']) => legal.find((m) => m.type === type && 'cards' in m && sameCards(m.cards, ctx.chosen));
  if (ctx.choice) {
    for (const m of ctx.choice.moves) {
      const b = choiceButton(s, ctx, m);
      if (b) out.push(b);
    }
    // In the lesson the card on the fighter is the step's own (a wrong one is refused before), and
    // the coach's finger comes to the step's button from below: a Cancel under it was where the
    // finger lay on its way (a newcomer's report, at the push of step 12).
    if (!ctx.lesson) out.push({ label: t('roi.btn.cancel'), name: 'roi.btn.cancel', variant: 'secondary', fn: () => ctx.cancel() });
    return out;
  }
  if (ctx.dodging) {
    out.push({ label: t('roi.btn.cancel'), name: 'roi.btn.cancel', variant: 'secondary', fn: () => ctx.cancel() });
    return out;
  }
  switch (s.phase) {
    case 'exchange': {
      const swap = find('exchange');
      out.push({ label: t('roi.btn.exchange', { n: ctx.chosen.length }), name: 'roi.btn.exchange', enabled: !!swap && ctx.chosen.length > 0, fn: () => swap && ctx.play(swap) });
      const keep = legal.find((m) => m.type === 'exchange' && m.cards.length === 0);
      if (keep) out.push({ label: t('roi.btn.keep'), name: 'roi.btn.keep', variant: 'secondary', fn: () => ctx.play(keep) });
      break;
    }
    case 'play': {
      if (ctx.chosen.length > 0) {
        out.push(...psychicButtons(ctx));
        const discard = find('discard');
        out.push({ label: t('roi.btn.discard', { n: ctx.chosen.length }), name: 'roi.btn.discard', enabled: !!discard, fn: () => discard && ctx.play(discard) });
        for (const m of legal) {
          if (m.type === 'intimidate' && sameCards(m.cards, ctx.chosen)) out.push({ label: t('roi.btn.intimidate', { name: seatLabel(m.target) }), name: `roi.btn.intimidate.${m.target}`, fn: () => ctx.play(m) });
        }
      }
      for (const m of legal) {
        if (m.type === 'switch') out.push({ label: t('roi.btn.switch', { name: seatLabel(m.fighter) }), name: `roi.btn.switch.${m.fighter}`, variant: 'secondary', fn: () => ctx.play(m) });
      }
      // Only one way to end the turn (the hand full, the deck empty, a trip): one button, "End
      // turn", not a "draw 0" that reads as a choice (a newcomer's report, round 35).
      const endings = legal.filter((m) => m.type === 'end').length;
      for (const m of legal) {
        // Cards left on the tray are not discarded by ending the turn (and a turn with nothing played
        // or discarded brings tomatoes): a newcomer pressed End turn meaning to discard, and lost 1 hp.
        // With cards on the tray the button says so and ends nothing.
        // Ending with nothing played or discarded brings tomatoes: the button says what it costs (newcomer s36).
        // (On a phone the shorter 'End, draw 1: −1 hp', the hint's line saying why: three still fit a row.)
        const label = endings === 1 ? t(s.acted ? 'roi.btn.endOnly' : 'roi.btn.endOnlyTomatoes') : t(s.acted ? 'roi.btn.end' : COMPACT ? 'roi.btn.endTomatoesShort' : 'roi.btn.endTomatoes', { n: m.type === 'end' ? m.draw : 0 });
        if (m.type === 'end')
          out.push({
            label,
            name: `roi.btn.end.${m.draw}`,
            variant: 'secondary',
            fn: () => (ctx.chosen.length > 0 ? ctx.refuse(t('roi.endWithTray', { n: ctx.chosen.length })) : !s.acted && ctx.confirmTomatoes ? ctx.confirmTomatoes(() => ctx.play(m)) : ctx.play(m)),
          });
      }
      break;
    }
    case 'defend': {
      out.push(...psychicButtons(ctx));
      const dodgeCards = new Set<string>();
      for (const m of legal) {
        if (m.type === 'parry') out.push({ label: t('roi.btn.parry', { card: cardName(m.card) }), name: `roi.btn.parry.${m.card}`, fn: () => ctx.play(m) });
        else if (m.type === 'dodge' && !dodgeCards.has(m.card)) {
          dodgeCards.add(m.card);
          out.push({ label: t('roi.btn.dodge', { card: cardName(m.card) }), name: `roi.btn.dodge.${m.card}`, fn: () => ctx.startDodge(m.card) });
        }
      }
      const take = legal.find((m) => m.type === 'take');
      if (take) out.push({ label: t('roi.btn.take'), name: 'roi.btn.take', variant: 'secondary', fn: () => ctx.play(take) });
      break;
    }
    case 'counter': {
      const stop = legal.find((m) => m.type === 'stop');
      if (stop) out.push({ label: t(surpriseGoesOn(s) ? 'roi.btn.stopSurprise' : 'roi.btn.stop'), name: 'roi.btn.stop', variant: 'secondary', fn: () => ctx.play(stop) });
      break;
    }
    case 'pincer': {
      // R-PINCER: the fighter behind the target joins the blow or stays out.
      const a = s.attack;
      for (const m of legal) {
        if (m.type !== 'pincer') continue;
        if (m.agree) out.push({ label: t('roi.btn.pincerYes', { n: (a?.damage ?? 0) + 1 }), name: 'roi.btn.pincer.yes', fn: () => ctx.play(m) });
        else out.push({ label: t('roi.btn.pincerNo'), name: 'roi.btn.pincer.no', variant: 'secondary', fn: () => ctx.play(m) });
      }
      break;
    }
    case 'react': {
      const pass = legal.find((m) => m.type === 'pass');
      if (pass) out.push({ label: t('roi.btn.pass'), name: 'roi.btn.pass', variant: 'secondary', fn: () => ctx.play(pass) });
      break;
    }
    case 'keep':
      for (const m of legal) if (m.type === 'keep') out.push({ label: t('roi.btn.keepCard', { card: cardName(m.card) }), name: `roi.btn.keepCard.${m.card}`, fn: () => ctx.play(m) });
      break;
    case 'shed': {
      const sheds = legal.filter((m) => m.type === 'shed');
      const only = sheds.length === 1 ? sheds[0] : undefined;
      if (only && only.type === 'shed' && ctx.chosen.length === 0) {
        out.push({ label: t('roi.btn.shedThese', { cards: only.cards.map(cardName).join(' ') }), name: 'roi.btn.shed', fn: () => ctx.play(only) });
        break;
      }
      const shed = find('shed');
      out.push({ label: t('roi.btn.shed'), name: 'roi.btn.shed', enabled: !!shed, fn: () => shed && ctx.play(shed) });
      break;
    }
    default:
      break;
  }
  return out;
}
