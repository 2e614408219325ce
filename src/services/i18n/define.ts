// Every visible string goes through one typed dictionary. Each part of the code defines its own
// strings with `defineStrings`: the English table, and a loader for each other language (a module
// of its own, `strings.fr.ts` / `strings.it.ts`, fetched only when that language is chosen);
// TypeScript refuses a French or Italian table missing a key or with one too many.

export const LANGS = ['en', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export type OtherLang = Exclude<Lang, 'en'>;

export type Loader<K extends string> = () => Promise<{ default: Record<K, string> }>;

export interface Table<K extends string> {
  en: Record<K, string>;
  load: Record<OtherLang, Loader<K>>;
}

export function defineStrings<K extends string>(en: Record<K, string>, fr: Loader<NoInfer<K>>, it: Loader<NoInfer<K>>): Table<K> {
  return { en, load: { fr, it } };
}

/** The keys of a table as an object type, for a strings file's `declare module` block. */
export type WordsOf<T> = T extends Table<infer K> ? Record<K, true> : never;
