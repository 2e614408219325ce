// The one dictionary of words. Each part of the code (the shell, the widgets, each game) defines
// its own table with `defineStrings` and adds its keys to `Words` from its own file (a `declare
// module` block beside the table), so this service imports none of them; the app hands every table
// to `addWords` once at start-up (src/app/words.ts). English is there from the start; French and
// Italian are fetched by `loadLang` (the app awaits it before showing that language).
import { LANGS, type Lang, type Loader, type OtherLang, type Table } from './define';

/** Every key of every table, filled in by declaration merging from each strings file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Words {}
export type TextKey = Extract<keyof Words, string>;

const merged: Record<Lang, Record<string, string>> = { en: {}, fr: {}, it: {} };

const loaders: Record<OtherLang, Loader<string>[]> = { fr: [], it: [] };
const loaded = new Set<Lang>(['en']);

/** Adds a table's English words, and its loaders for the others (a key added twice keeps its last text). */
export function addWords(table: Table<string>): void {
  Object.assign(merged.en, table.en);
  for (const lang of ['fr', 'it'] as const) {
    loaders[lang].push(table.load[lang]);
    loaded.delete(lang); // a table added after a language was loaded: load it again
  }
}

/** Fetches a language's words (every table's), once; English needs nothing. */
export async function loadLang(lang: Lang): Promise<void> {
  if (lang === 'en' || loaded.has(lang)) return;
  const parts = await Promise.all(loaders[lang].map((load) => load()));
  for (const part of parts) Object.assign(merged[lang], part.default);
  loaded.add(lang);
}

/** Whether a language's words are there (English always is). */
export function isLangLoaded(lang: Lang): boolean {
  return loaded.has(lang);
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

/** Every key of every language loaded so far, for the completeness test (which loads them all). */
export function allTables(): Record<Lang, Record<string, string>> {
  return merged;
}

export { LANGS, type Lang };
