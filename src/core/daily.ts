// Daily deals (issue 29 item 3): the same deal for every player on the same calendar day (UTC),
// derived from the date alone, so that it needs no server and plays offline. A day's deal is a
// 128-bit seed (xoshiro128**, like an online game's) hashed from the game's id and the day; the
// next day's is another. Anyone can work out a future day's seed from this code, as with any
// daily puzzle whose deal is fixed in advance; what we keep back is the deal's contents in the
// shared result (no link to it before the day ends).
//
// Pure: the caller passes the moment (a test sets its own clock).
/** A calendar day in UTC, 'YYYY-MM-DD'. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The UTC calendar day of `at` (a Date or milliseconds since the epoch). */
export function utcDay(at: Date | number): Day {
  const d = typeof at === 'number' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) throw new RangeError('utcDay: not a date');
  return d.toISOString().slice(0, 10);
}

/** Is `s` a real calendar day written 'YYYY-MM-DD' (not '2026-02-30')? */
export function isDay(s: unknown): s is Day {
  if (typeof s !== 'string') return false;
  const m = DAY.exec(s);
  if (!m) return false;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcDay(t) === s;
}

/** Days from `a` to `b` (b - a): 1 for consecutive days, negative when b is earlier. */
export function daysBetween(a: Day, b: Day): number {
  if (!isDay(a) || !isDay(b)) throw new RangeError('daysBetween: a day is YYYY-MM-DD');
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / MS_PER_DAY);
}

/**
 * cyrb128-style hash to four 32-bit words: each character of `text` mixed into four lanes with
 * different multipliers, then the lanes mixed into one another. Not cryptographic (it needs not be:
 * the input is public), but every bit of the output depends on every character.
 */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The 128-bit seed of `game`'s deal on `day` ('x' and 32 hex digits, never all zero). */
export function dailySeed(game: string, day: Day): string {
  if (!isDay(day)) throw new RangeError(`dailySeed: "${String(day)}" is not a day (YYYY-MM-DD)`);
  if (!/^[a-z][a-z0-9-]*$/.test(game)) throw new RangeError(`dailySeed: "${game}" is not a game id`);
  const w = hash128(`four-crowns/daily/v1/${game}/${day}`);
  if (w.every((x) => x === 0)) w[0] = 1; // xoshiro128** must not start from all zeros
  return `x${w.map((x) => x.toString(16).padStart(8, '0')).join('')}`;
}

/**
 * The streak of days played up to `today`: how many consecutive days, ending today or yesterday
 * (a streak is not broken before the day is over), have a daily game in `days`. Days after
 * `today` (a clock set back) and malformed entries are ignored.
 */
export function dailyStreak(days: readonly string[], today: Day): number {
  const played = new Set(days.filter((d) => isDay(d) && daysBetween(d, today) >= 0));
  let day = played.has(today) ? today : previousDay(today);
  let n = 0;
  while (played.has(day)) {
    n++;
    day = previousDay(day);
  }
  return n;
}

/** The day before `day`. */
export function previousDay(day: Day): Day {
  if (!isDay(day)) throw new RangeError('previousDay: a day is YYYY-MM-DD');
  return utcDay(Date.parse(`${day}T00:00:00Z`) - MS_PER_DAY);
}
