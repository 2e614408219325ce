// What a thing on the Castle Panic table is and does, in words (the rulebook's, RULES-NOTES):
// the "what is this?" card of every castle card, monster, monster token, wall, tower,
// fortification and pile; the explain-once card of a rule the first time it fires; and the words
// announced on the board when a monster token is drawn or played. Pure words (no Phaser), so that
// every text is tested headless; the scene adds each card's picture.
import { t, type TextKey } from '../../../services/i18n';
import type { GameEvent } from '../../../core';
import { HIT_POINTS, colourOf, isBoss } from '../rules/data';
import { monsterName, plural } from './names';

/** A thing the player may ask about. */
export type InfoThing =
  /** A castle card; `heroic`: the Heroic Powers rule is on (a hero reaches its colour's castle ring too). */
  | { kind: 'card'; card: string; heroic?: boolean }
  /** A monster on the board (hp now, tar), or a monster kind alone. */
  | { kind: 'monster'; monster: string; hp?: number; maxHp?: number; tarred?: boolean }
  /** A monster token: in the Overlord's hand (`overlord`), or named by the pile. */
  | { kind: 'token'; token: string; overlord?: boolean }
  | { kind: 'wall'; arc: number; standing: boolean }
  | { kind: 'tower'; arc: number; standing: boolean }
  | { kind: 'fortify'; arc: number }
  | { kind: 'deck'; n: number }
  | { kind: 'discard'; n: number; top?: string }
  | { kind: 'pile'; n: number; overlord: boolean };

export interface InfoText {
  title: string;
  body: string;
}

const UNITS = new Set(['archer', 'knight', 'swordsman']);

/** A card's unit or name ('archer', 'brick', 'drive-him-back') and colour ('red', 'any', or null); card-view.ts draws from it too. */
export function cardParts(card: string): { unit: string; colour: string | null } {
  const m = /^(archer|knight|swordsman|hero)-(red|green|blue|any)$/.exec(card);
  return m ? { unit: m[1] as string, colour: m[2] as string } : { unit: card, colour: null };
}

/** The castle card's name, as the log, the dialogs and its info card say it ("Archer (red)", "Knight (any colour)"; "Archer rouge"). */
export function cardTitle(card: string): string {
  const { unit, colour } = cardParts(card);
  const name = t(`cp.card.${unit}` as TextKey);
  return colour ? t('cp.card.coloured', { unit: name, colour: t(colour === 'any' ? 'cp.colour.anyName' : (`cp.colour.${colour}` as TextKey)) }) : name;
}

/** A castle card's exact effect. */
export function cardEffect(card: string): string {
  const { unit, colour } = cardParts(card);
  if (UNITS.has(unit)) {
    const inRing = t(`cp.info.inRing.${unit}` as TextKey);
    return colour === 'any' ? t('cp.info.unitAny', { inRing }) : t('cp.info.unit', { inRing, colour: t(`cp.colour.${colour ?? 'red'}` as TextKey) });
  }
  if (unit === 'hero') return t('cp.info.hero', { colour: t(`cp.colour.${colour ?? 'red'}` as TextKey) });
  return t(`cp.info.${unit}` as TextKey);
}

/** A monster kind's hit points and what it does (a boss's power on arrival). */
export function monsterEffect(kind: string): string {
  const n = HIT_POINTS[kind] ?? 1;
  if (isBoss(kind)) return plural('cp.info.boss', n, { effect: t(`cp.info.effect.${kind}` as TextKey) });
  return plural('cp.info.monster', n);
}

/** An effect token's exact effect (a monster token: see monsterEffect). */
export function tokenEffect(token: string): string {
  if (HIT_POINTS[token] !== undefined) return monsterEffect(token);
  if (token === 'boulder') return t('cp.info.token.boulder');
  if (token === 'move-red' || token === 'move-green' || token === 'move-blue') return t('cp.info.token.move', { arcs: t(`cp.info.arcs.${token.slice(5)}` as TextKey) });
  if (token === 'move-cw' || token === 'move-ccw') return t(`cp.info.token.${token}` as TextKey);
  if (token.startsWith('plague-')) return t('cp.info.token.plague', { unit: plagueUnit(token) });
  if (token === 'discard-1') return t('cp.info.token.discard-1');
  if (token === 'draw-3' || token === 'draw-4') return plural('cp.info.token.draw', Number(token.slice(5)));
  return '';
}

/** The unit a plague names, in the player's words ("Archer"). */
function plagueUnit(token: string): string {
  const unit = token === 'plague-archers' ? 'archer' : token === 'plague-knights' ? 'knight' : 'swordsman';
  return t(`cp.info.units.${unit}` as TextKey);
}

/** A token's name as the Overlord's hand shows it. */
export const tokenTitle = (token: string): string => t(`cp.otoken.${token}` as TextKey);

/** The "what is this?" card's words for `thing`. */
export function infoText(thing: InfoThing): InfoText {
  switch (thing.kind) {
    case 'card':
      return { title: cardTitle(thing.card), body: thing.heroic && thing.card.startsWith('hero-') ? `${cardEffect(thing.card)} ${t('cp.info.heroHeroic')}` : cardEffect(thing.card) };
    case 'monster': {
      const lines = [monsterEffect(thing.monster)];
      if (thing.hp !== undefined && thing.maxHp !== undefined && thing.hp < thing.maxHp) lines.push(t('cp.info.now', { hp: thing.hp, max: thing.maxHp }));
      if (thing.tarred) lines.push(t('cp.info.tarred'));
      return { title: monsterName(thing.monster), body: lines.join('\n') };
    }
    case 'token': {
      const lines = [tokenEffect(thing.token)];
      if (HIT_POINTS[thing.token] !== undefined) lines.push(t(thing.overlord && !isBoss(thing.token) ? 'cp.info.place' : 'cp.info.drawn'));
      return { title: tokenTitle(thing.token), body: lines.join('\n') };
    }
    case 'wall':
      return thing.standing
        ? { title: t('cp.info.wall', { arc: thing.arc }), body: t('cp.info.wallBody') }
        : { title: t('cp.info.wallDown', { arc: thing.arc }), body: t('cp.info.wallDownBody') };
    case 'tower':
      return thing.standing
        ? { title: t('cp.info.tower', { arc: thing.arc }), body: t('cp.info.towerBody') }
        : { title: t('cp.info.towerDown', { arc: thing.arc }), body: t('cp.info.towerDownBody') };
    case 'fortify':
      return { title: t('cp.info.fortify', { arc: thing.arc }), body: t('cp.info.fortify-wall') };
    case 'deck':
      return { title: t('cp.info.deck'), body: plural('cp.info.deckBody', thing.n) };
    case 'discard': {
      const body = plural('cp.info.discardBody', thing.n);
      return { title: t('cp.info.discard'), body: thing.top ? `${body}\n${t('cp.info.discardTop', { card: cardTitle(thing.top) })}` : body };
    }
    case 'pile':
      return { title: t('cp.info.pile'), body: plural(thing.overlord ? 'cp.info.pileOverlord' : 'cp.info.pileBody', thing.n) };
  }
}

// ---- explain once ----

/** The explain-once cards, by the rule that fires them (their seen keys are `cp.<key>`). */
export const EXPLAINED = [
  'goblin-king',
  'orc-warlord',
  'troll-mage',
  'healer',
  'boulder',
  'move',
  'rotate',
  'plague',
  'draw',
  'discard-1',
  'wall',
  'tower',
  'tar',
  'fortify',
] as const;
export type Explained = (typeof EXPLAINED)[number];

/** The card an event brings the first time, if any: a token drawn or played, a wall or tower falling, tar, a fortification. */
export function explainKeyOf(ev: GameEvent): Explained | null {
  switch (ev.type) {
    case 'token': {
      const token = String(ev.token);
      if (isBoss(token)) return token as Explained;
      if (token === 'boulder' || token === 'discard-1') return token;
      if (token === 'move-red' || token === 'move-green' || token === 'move-blue') return 'move';
      if (token === 'move-cw' || token === 'move-ccw') return 'rotate';
      if (token.startsWith('plague-')) return 'plague';
      if (token === 'draw-3' || token === 'draw-4') return 'draw';
      return null;
    }
    case 'wall-falls':
      return 'wall';
    case 'tower-falls':
      return 'tower';
    case 'tar':
      return 'tar';
    case 'fortify':
      return 'fortify';
    default:
      return null;
  }
}

/** The explain-once card's words. */
export function explainText(key: Explained): InfoText {
  switch (key) {
    case 'goblin-king':
    case 'orc-warlord':
    case 'troll-mage':
    case 'healer':
      return { title: monsterName(key), body: t('cp.ex.boss', { effect: monsterEffect(key) }) };
    case 'boulder':
      return { title: t('cp.ex.boulder.t'), body: t('cp.info.token.boulder') };
    case 'discard-1':
      return { title: t('cp.ex.discard-1.t'), body: t('cp.info.token.discard-1') };
    case 'tar':
      return { title: t('cp.ex.tar.t'), body: t('cp.info.tar') };
    case 'fortify':
      return { title: t('cp.ex.fortify.t'), body: t('cp.info.fortify-wall') };
    default:
      return { title: t(`cp.ex.${key}.t` as TextKey), body: t(`cp.ex.${key}` as TextKey) };
  }
}

// ---- announced on the board ----

export interface Announcement {
  text: string;
  /** The monsters the token brought, moved or healed: lit for a moment. */
  lit: number[];
}

/**
 * What the board says when a monster token is drawn or played: `events` are the events from the
 * 'token' event (first) to the next one; they say where the monster came out, the boulder's arc,
 * who moved or healed.
 */
export function announce(events: readonly GameEvent[]): Announcement | null {
  const ev = events[0];
  if (ev?.type !== 'token') return null;
  const token = String(ev.token);
  const after = events.slice(1);
  const place = after.find((e) => e.type === 'place');
  const arc = Number(place?.arc ?? 0);
  const placed = place ? [Number(place.monster)] : [];
  const moved = after.filter((e) => e.type === 'move').flatMap((e) => (Array.isArray(e.moves) ? e.moves.map((m) => Number((m as { monster: unknown }).monster)) : []));
  const healed = after.filter((e) => e.type === 'heal').flatMap((e) => (Array.isArray(e.monsters) ? e.monsters.map(Number) : []));
  const uniq = (ids: number[]): number[] => [...new Set(ids)];
  if (HIT_POINTS[token] !== undefined) {
    if (!isBoss(token)) return { text: t('cp.announce.place', { monster: monsterName(token), arc }), lit: placed };
    if (token === 'orc-warlord') return { text: t('cp.announce.orc-warlord', { arc, arcs: t(`cp.info.arcs.${colourOf(arc || 1)}` as TextKey) }), lit: uniq([...placed, ...moved]) };
    if (token === 'healer') return { text: t('cp.announce.healer', { arc }), lit: uniq([...placed, ...healed]) };
    return { text: t(`cp.announce.${token}` as TextKey, { arc }), lit: uniq([...placed, ...moved]) };
  }
  if (token === 'boulder') {
    const rolled = after.find((e) => e.type === 'boulder');
    return { text: t('cp.announce.boulder', { arc: Number(rolled?.arc ?? 0) }), lit: [] };
  }
  if (token === 'move-red' || token === 'move-green' || token === 'move-blue') return { text: t('cp.announce.move', { arcs: t(`cp.info.arcs.${token.slice(5)}` as TextKey) }), lit: uniq(moved) };
  if (token === 'move-cw' || token === 'move-ccw') return { text: t(`cp.announce.${token}` as TextKey), lit: uniq(moved) };
  if (token.startsWith('plague-')) return { text: t('cp.announce.plague', { unit: plagueUnit(token) }), lit: [] };
  if (token === 'discard-1') return { text: t('cp.announce.discard-1'), lit: [] };
  if (token === 'draw-3' || token === 'draw-4') return { text: plural('cp.announce.draw', Number(token.slice(5))), lit: [] };
  return { text: t(`cp.token.${token}` as TextKey), lit: [] };
}
