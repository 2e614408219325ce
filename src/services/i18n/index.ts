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
  version++;
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
  version++;
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

/**
 * Translate `key`, filling its holes from `params`. A hole is one of:
 * - `{name}`: the value as it is;
 * - `{n, plural, =0 {no card} one {# card} other {# cards}}`: the branch for the number `n` in the
 *   language's plural rules (Intl.PluralRules: French says "1 carte" and "0 carte", Italian "0 carte"),
 *   an exact `=N` branch first; `#` in the branch is the number, and a branch may hold holes of its own;
 * - `{name, the}` or `{name, de}` (any preposition): the value with its article, as the language's
 *   `*.articles` keys give it ("la Royauté"), joined to the preposition with the language's
 *   contractions and elisions ("de la Royauté", "du Rouge", "d’Alice"; "al Giocatore 1"); a value
 *   with no article listed stays bare ("de Joueur 1"). At the start of a sentence, the form is capitalised.
 */
export function t(key: TextKey, params?: Record<string, string | number>): string {
  const text = merged[current][key] ?? merged.en[key] ?? key;
  if (!params) return text;
  return format(text, params, current);
}

/** Fills the holes of `text` (see `t`) in `lang`. Exported for the unit tests. */
export function format(text: string, params: Record<string, string | number>, lang: Lang = current): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = matching(text, open);
    if (close < 0) break;
    out += text.slice(i, open);
    out += hole(text.slice(open + 1, close), params, lang, out === '' || /[.!?…]\s+$/.test(out)) ?? text.slice(open, close + 1);
    i = close + 1;
  }
  return out + text.slice(i);
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j;
  }
  return -1;
}

/** One hole's text, or null to leave it as written (an unknown name). */
function hole(inner: string, params: Record<string, string | number>, lang: Lang, atStart: boolean): string | null {
  const m = /^\s*(\w+)\s*(?:,\s*([^,\s]+)\s*(?:,([\s\S]*))?)?$/.exec(inner);
  if (!m) return null;
  const [, name = '', kind, rest] = m;
  if (!(name in params)) return null;
  const value = params[name] ?? '';
  if (kind === undefined) return String(value);
  if (kind === 'plural' && rest !== undefined) return plural(Number(value), rest, params, lang);
  if (rest !== undefined) return null;
  return withArticle(String(value), kind, lang, atStart);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The plural branch for `n`: `=n` first, then the language's category, then `other`. */
function plural(n: number, branches: string, params: Record<string, string | number>, lang: Lang): string | null {
  const forms = new Map<string, string>();
  const re = /\s*(=?\w+)\s*\{/g;
  let at = 0;
  while (at < branches.length) {
    re.lastIndex = at;
    const m = re.exec(branches);
    if (!m || m.index !== at) break;
    const open = re.lastIndex - 1;
    const close = matching(branches, open);
    if (close < 0) return null;
    forms.set(m[1] ?? '', branches.slice(open + 1, close));
    at = close + 1;
  }
  if (branches.slice(at).trim() !== '') return null;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const chosen = forms.get(`=${n}`) ?? forms.get(rules.select(n)) ?? forms.get('other');
  if (chosen === undefined) return null;
  return format(chosen.replace(/#/g, String(n)), params, lang);
}

/** How each language writes its articles, and a preposition joined to one (French, Italian). */
const ARTICLE: Record<Lang, RegExp> = {
  en: /^(the) /i,
  fr: /^(le |la |les |l[’'])/i,
  it: /^(il |lo |la |i |gli |le |l[’'])/i,
};
const CONTRACT: Record<Lang, Record<string, Record<string, string>>> = {
  en: {},
  fr: { de: { le: 'du ', les: 'des ' }, à: { le: 'au ', les: 'aux ' } },
  it: Object.fromEntries(
    (
      [
        ['a', 'a'],
        ['di', 'de'],
        ['da', 'da'],
        ['in', 'ne'],
        ['su', 'su'],
      ] as const
    ).map(([prep, stem]) => [
      prep,
      { il: `${stem}l `, lo: `${stem}llo `, la: `${stem}lla `, l: `${stem}ll’`, i: `${stem}i `, gli: `${stem}gli `, le: `${stem}lle ` },
    ]),
  ),
};

let articlesFor: { lang: Lang; version: number; list: { bare: RegExp; articled: string }[] } | null = null;
let version = 0;

/** The language's names with their articles, from every `*.articles` key ("la Royauté|le Joueur {n}"). */
function articleList(lang: Lang): { bare: RegExp; articled: string }[] {
  if (articlesFor?.lang === lang && articlesFor.version === version) return articlesFor.list;
  const list: { bare: RegExp; articled: string }[] = [];
  for (const [key, text] of Object.entries(merged[lang])) {
    if (!key.endsWith('.articles')) continue;
    for (const articled of text.split('|').map((s) => s.trim())) {
      const art = ARTICLE[lang].exec(articled);
      if (!articled || !art) continue;
      const bare = articled.slice(art[0].length);
      const pattern = bare.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(.+?)');
      list.push({ bare: new RegExp(`^${pattern}$`), articled });
    }
  }
  articlesFor = { lang, version, list };
  return list;
}

/** `value` with its article (if the language lists one for it), after the preposition `prep` (or `the`: none). */
function withArticle(value: string, prep: string, lang: Lang, atStart: boolean): string {
  let articled = value;
  for (const { bare, articled: form } of articleList(lang)) {
    const m = bare.exec(value);
    if (!m) continue;
    const caught = m.slice(1);
    articled = form.replace(/\{\w+\}/g, () => caught.shift() ?? '');
    break;
  }
  // A name written with its article ("L'Overlord") keeps it, in lower case inside a sentence.
  if (articled === value && ARTICLE[lang].test(value)) articled = value.charAt(0).toLowerCase() + value.slice(1);
  const out = prep === 'the' ? articled : joinPrep(value, articled, prep, lang);
  return atStart ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/** A preposition joined to a name, with or without its article. */
function joinPrep(value: string, articled: string, prep: string, lang: Lang): string {
  const art = ARTICLE[lang].exec(articled);
  if (art) {
    const which = art[0].toLowerCase().replace(/[’']$/, '').trim();
    const joined = CONTRACT[lang][prep]?.[which];
    if (joined) return joined + articled.slice(art[0].length);
  } else if (lang === 'fr' && prep === 'de' && /^[aeiouhàâéèêëîïôûü]/i.test(value)) {
    return `d’${value}`;
  } else if (lang === 'it' && prep === 'a' && /^a/i.test(value)) {
    return `ad ${value}`;
  }
  return `${prep} ${articled}`;
}

/** The names a text's holes use, plural branches included (for the tests: every translation keeps the English one's). */
export function holeNames(text: string): string[] {
  const names = new Set<string>();
  const walk = (s: string): void => {
    let depth = 0;
    let start = -1;
    for (let i = 0; i < s.length; i++) {
      if (s[i] === '{' && depth++ === 0) start = i;
      else if (s[i] === '}' && --depth === 0) {
        const inner = s.slice(start + 1, i);
        const m = /^\s*(\w+)\s*(?:,\s*(\S+?)\s*(?:,([\s\S]*))?)?$/.exec(inner);
        if (!m) continue;
        names.add(m[1] ?? '');
        if (m[2] !== 'plural') continue;
        // each branch's words (inside its braces) may hold holes; the words themselves are not one
        // ("other {captured}" is text, not a hole named "captured")
        const body = m[3] ?? '';
        for (const b of body.matchAll(/=?\w+\s*\{/g)) {
          const open = (b.index ?? 0) + b[0].length - 1;
          for (let j = open, d = 0; j < body.length; j++) {
            if (body[j] === '{') d++;
            else if (body[j] === '}' && --d === 0) {
              walk(body.slice(open + 1, j));
              break;
            }
          }
        }
      }
    }
  };
  walk(text);
  return [...names].sort();
}

/** Every key of every language loaded so far, for the completeness test (which loads them all). */
export function allTables(): Record<Lang, Record<string, string>> {
  return merged;
}

export { LANGS, type Lang };
