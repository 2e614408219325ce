// The one dictionary of words. Each part of the code (the shell, the widgets, each game) defines
// its own table with `defineStrings` and adds its keys to `Words` from its own file (a `declare
// module` block beside the table), so this service imports none of them; the app hands every table
// to `addWords` once at start-up (src/app/words.ts).
import { LANGS, type Lang, type Table } from './define';

/** Every key of every table, filled in by declaration merging from each strings file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Words {}
export type TextKey = Extract<keyof Words, string>;

const merged: Record<Lang, Record<string, string>> = { en: {}, fr: {}, it: {} };

/** Adds a table's words in every language (a key added twice keeps its last text). */
export function addWords(table: Table<string>): void {
  for (const lang of LANGS) Object.assign(merged[lang], table[lang]);
}

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
