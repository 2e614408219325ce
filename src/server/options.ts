// The options a room may be created with: only what a player can choose on the setup screen
// (src/app/scenes/setup.ts, each game's `options` and `buildOptions` in src/games/*/entry.ts),
// each field checked. Nothing a test or a lesson uses (a stacked deck, scripted dice) and no
// field the screen never writes reaches `rules.setup`: a host cannot rig the deal. Each checker
// returns a fresh object holding the checked fields only (what the room keeps and the lobby shows),
// or a reason for the refusal (ERR_BAD_OPTIONS).

import { rules as castlePanicRules, type CastlePanicMode, type CastlePanicVariants } from '../games/castle-panic/rules';
import { MATCH_MODES, VARIANTS } from '../games/regality/rules/types';

export type Checked = { ok: true; options: Record<string, unknown> } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const bad = (reason: string): Checked => ({ ok: false, reason });
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Refuse a field the setup screen never writes; keys are checked before any value. */
function onlyKeys(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return `The setup has no option "${k.slice(0, 40)}".`;
  return null;
}

// ---- Regicide: players 1-4; solo, the yield may be allowed ----

function regicide(o: Record<string, unknown>): Checked {
  const extra = onlyKeys(o, ['players', 'soloYield']);
  if (extra) return bad(extra);
  const players = o.players;
  if (players !== 1 && players !== 2 && players !== 3 && players !== 4) return bad('Regicide is for 1 to 4 players.');
  if (o.soloYield !== undefined && o.soloYield !== true && o.soloYield !== false) return bad('soloYield is yes or no.');
  if (o.soloYield === true && players !== 1) return bad('The yield option is for a solo game.');
  return { ok: true, options: players === 1 && o.soloYield === true ? { players, soloYield: true } : { players } };
}

// ---- Le Roi du Ring: 2-4 players; one advanced rule or all four; teams at 4, two fighters each at 2 ----

const ROI_ADVANCED = ['specialCards', 'surprise', 'psychic', 'fury'] as const;

function roi(o: Record<string, unknown>): Checked {
  const extra = onlyKeys(o, ['players', 'advanced', 'teams', 'fightersPerPlayer']);
  if (extra) return bad(extra);
  const players = o.players;
  if (players !== 2 && players !== 3 && players !== 4) return bad('Le Roi du Ring is for 2 to 4 players.');
  const out: Record<string, unknown> = { players };
  if (o.advanced !== undefined) {
    const a = o.advanced;
    if (!isObject(a)) return bad('advanced is one of the advanced rules, or all of them.');
    const on = Object.keys(a);
    const all = ROI_ADVANCED.every((k) => a[k] === true) && on.length === ROI_ADVANCED.length;
    const one = on.length === 1 && (ROI_ADVANCED as readonly string[]).includes(on[0] as string) && a[on[0] as string] === true;
    if (!all && !one) return bad('advanced is one of the advanced rules, or all of them.');
    out.advanced = all ? { specialCards: true, surprise: true, psychic: true, fury: true } : { [on[0] as string]: true };
  }
  if (o.teams !== undefined && o.teams !== false) {
    if (o.teams !== true || players !== 4) return bad('Teams are for four players.');
    out.teams = true;
  }
  if (o.fightersPerPlayer !== undefined && o.fightersPerPlayer !== 1) {
    if (o.fightersPerPlayer !== 2 || players !== 2) return bad('Two fighters each is for two players.');
    out.fightersPerPlayer = 2;
  }
  return { ok: true, options: out };
}

// ---- Regality vs Religion: a variant, who starts, one game, best of three, or points over 1-5 games ----

function regality(o: Record<string, unknown>): Checked {
  const extra = onlyKeys(o, ['variant', 'first', 'match', 'games']);
  if (extra) return bad(extra);
  const out: Record<string, unknown> = {};
  if (o.variant !== undefined) {
    if (!(VARIANTS as readonly unknown[]).includes(o.variant)) return bad(`The variant is one of ${VARIANTS.join(', ')}.`);
    out.variant = o.variant;
  }
  if (o.first !== undefined) {
    if (o.first !== 0 && o.first !== 1) return bad('first is seat 0 or 1.');
    out.first = o.first;
  }
  if (o.match !== undefined && o.match !== 'single') {
    if (!(MATCH_MODES as readonly unknown[]).includes(o.match)) return bad(`The match is one of ${MATCH_MODES.join(', ')}.`);
    out.match = o.match;
  }
  if (o.games !== undefined) {
    if (out.match !== 'points' || typeof o.games !== 'number' || !Number.isInteger(o.games) || o.games < 1 || o.games > 5) {
      return bad('games (1 to 5) goes with a match on points.');
    }
    out.games = o.games;
  }
  return { ok: true, options: out };
}

// ---- Castle Panic: 1-6 defenders; co-op, Master Slayer or the Overlord (1-5 defenders then); a difficulty ----

/** The difficulties the setup offers (castle-panic/entry.ts): the rulebook's optional rules. */
const CP_DIFFICULTY: readonly CastlePanicVariants[] = [
  { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true },
  { finalCharge: true, chargingHorde: true },
];
/** The modes the table plays, offered only where the rules set them up (as castle-panic/entry.ts). */
const CP_MODES: readonly CastlePanicMode[] = (['coop', 'master-slayer', 'overlord'] as const).filter((mode) => {
  try {
    castlePanicRules.setup({ players: 2, mode }, 1);
    return true;
  } catch {
    return false;
  }
});

function castlePanic(o: Record<string, unknown>): Checked {
  const extra = onlyKeys(o, ['players', 'mode', 'variants']);
  if (extra) return bad(extra);
  const players = o.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > 6) return bad('Castle Panic is for 1 to 6 defenders.');
  const mode = o.mode;
  if (mode === 'overlord') {
    if (!CP_MODES.includes('overlord') || players > 5) return bad('Against the Overlord, 1 to 5 defenders.');
  } else if (players === 1) {
    if (mode !== 'solo') return bad('One defender plays solo (mode "solo").');
  } else if (!(CP_MODES as readonly unknown[]).includes(mode) || mode === 'overlord') {
    return bad(`The mode is one of ${CP_MODES.join(', ')}.`);
  }
  const out: Record<string, unknown> = { players, mode };
  if (o.variants !== undefined) {
    const v = CP_DIFFICULTY.find((d) => isObject(o.variants) && same(Object.keys(o.variants).sort(), Object.keys(d).sort()) && Object.values(o.variants).every((x) => x === true));
    if (!v) return bad('variants is one of the setup\'s difficulties (easier, harder).');
    out.variants = { ...v };
  }
  return { ok: true, options: out };
}

const CHECKERS: Record<string, (o: Record<string, unknown>) => Checked> = {
  regicide,
  'roi-du-ring': roi,
  regality,
  'castle-panic': castlePanic,
};

/** `options` for `game` as the setup screen could have made them, or why not. */
export function checkOptions(game: string, options: unknown): Checked {
  const check = CHECKERS[game];
  if (!check) return bad(`There is no game "${game}" online.`);
  if (!isObject(options)) return bad('The options are an object.');
  return check(options);
}
