// The one dictionary: the shell's strings, the shared widgets' strings, and each game's.
import { LANGS, type Lang } from './define';
import { shellStrings } from '../strings';
import { uiStrings } from '../../ui/strings';
import { regicideStrings } from '../../games/regicide/strings';
import { regalityStrings } from '../../games/regality/strings';
import { castlePanicStrings } from '../../games/castle-panic/strings';
import { roiStrings } from '../../games/roi-du-ring/strings';

const tables = [shellStrings, uiStrings, regicideStrings, regalityStrings, castlePanicStrings, roiStrings] as const;
type KeysOf<T> = T extends { en: Record<infer K, string> } ? K : never;
export type TextKey = KeysOf<(typeof tables)[number]>;

const merged: Record<Lang, Record<string, string>> = { en: {}, fr: {}, it: {} };
for (const table of tables) for (const lang of LANGS) Object.assign(merged[lang], table[lang]);

let current: Lang = 'en';
const listeners = new Set<(lang: Lang) => void>();

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  for (const fn of listeners) fn(lang);
}

export function onLangChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Translate `key`, filling `{name}` holes from `params`. */
export function t(key: TextKey, params?: Record<string, string | number>): string {
  const text = merged[current][key] ?? merged.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Every key of every language, for the completeness test. */
export function allTables(): Record<Lang, Record<string, string>> {
  return merged;
}

export { LANGS, type Lang };
