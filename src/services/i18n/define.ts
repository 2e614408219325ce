// Every visible string goes through one typed dictionary. Each part of the code defines its own
// strings with `defineStrings`; TypeScript refuses a French or Italian table missing a key.

export const LANGS = ['en', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];

export type Table<K extends string> = Record<Lang, Record<K, string>>;

export function defineStrings<K extends string>(en: Record<K, string>, fr: Record<K, string>, it: Record<K, string>): Table<K> {
  return { en, fr, it };
}

/** The keys of a table as an object type, for a strings file's `declare module` block. */
export type WordsOf<T> = T extends Table<infer K> ? Record<K, true> : never;
