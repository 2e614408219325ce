// The names of monsters and tokens in the player's language, for the scene, its log and its banners.
import { getLang, t, type TextKey } from '../../../services/i18n';

export const monsterName = (kind: string): string => t(`cp.monster.${kind}` as TextKey);
export const tokenName = (token: string): string => t(`cp.token.${token}` as TextKey);

const rules = new Map<string, Intl.PluralRules>();

/**
 * `key` for a count `n`, or `key.one` where the language's plural rules put `n` in the singular
 * (English 1; French 0 and 1: "0 pion caché"; Italian 1). Every `.one` key sits beside its plural.
 */
export function plural(key: TextKey, n: number, params: Record<string, string | number> = {}): string {
  const lang = getLang();
  let pr = rules.get(lang);
  if (!pr) rules.set(lang, (pr = new Intl.PluralRules(lang)));
  const one = `${key}.one` as TextKey;
  return t(pr.select(n) === 'one' ? one : key, { n, ...params });
}
