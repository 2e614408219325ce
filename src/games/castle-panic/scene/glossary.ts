// The rules screen's glossary of the castle cards (entry.ts rulesText): every kind of card in the
// deck with its name and exact effect, in the words of its "what is this?" card (info.ts), so that
// an effect is written once. Pure words (no Phaser), so that the pages are tested headless.
import { t } from '../../../services/i18n';
import { CARD_KINDS, HIT_POINTS, PILE_TOKENS, isBoss } from '../rules/data';
import { cardEffect, cardTitle, tokenEffect, tokenTitle } from './info';

/**
 * Entries a page. The rules screen packs paragraphs into pages but never splits one, so each page
 * of the glossary is one paragraph that must fit the screen alone: five entries of two or three
 * lines (the French unit cards are the longest) and the heading stay under the 1600x900 screen's
 * 17 lines, and a phone's 14 of larger type on wider lines (tests/unit/castle-panic/glossary.test.ts).
 */
export const GLOSSARY_PER_PAGE = 5;

const RINGS = ['archer', 'knight', 'swordsman'] as const;

/**
 * The deck's card kinds in the order a player looks them up: the units ring by ring (each colour,
 * then any colour), the heroes, then every other card in the deck's order. Built from CARD_KINDS,
 * so a card added to the deck is listed without a change here.
 */
export function glossaryKinds(): string[] {
  const units = RINGS.flatMap((ring) => CARD_KINDS.filter((kind) => kind.startsWith(`${ring}-`)));
  const heroes = CARD_KINDS.filter((kind) => kind.startsWith('hero-'));
  const listed = new Set([...units, ...heroes]);
  return [...units, ...heroes, ...CARD_KINDS.filter((kind) => !listed.has(kind))];
}

/** One line of the glossary: "• Archer (red) — Hits one monster…". */
export const glossaryEntry = (kind: string): string => `• ${cardTitle(kind)} — ${cardEffect(kind)}`;

/**
 * The glossary's paragraphs, five cards each, under the rules screen's page heading "The castle
 * cards" (a paragraph's own "(n/total)" read wrong once two shared a screen).
 */
export function cardGlossary(): string[] {
  const kinds = glossaryKinds();
  const pages: string[] = [];
  for (let i = 0; i < kinds.length; i += GLOSSARY_PER_PAGE) {
    const lines = kinds.slice(i, i + GLOSSARY_PER_PAGE).map(glossaryEntry);
    pages.push(lines.join('\n'));
  }
  return pages;
}

/** Tokens a paragraph in the monster tokens' glossary (each paragraph fits a screen alone). */
export const TOKENS_PER_PAGE = 5;

/**
 * The rules screen's monster tokens (issue 30 item 7, a newcomer's "the tokens are never
 * explained"): what the pile holds, then each kind of token once, in the pile's order, with how
 * many there are and what it does, in the words of its "what is this?" card.
 */
export function tokenGlossary(): string[] {
  const counts = new Map<string, number>();
  for (const token of PILE_TOKENS) counts.set(token, (counts.get(token) ?? 0) + 1);
  const lines = [...counts].map(([token, n]) => {
    const name = n > 1 ? `${tokenTitle(token)} ×${n}` : tokenTitle(token);
    const hp = HIT_POINTS[token];
    const effect = hp !== undefined && !isBoss(token) ? t('cp.rulesTokenHp', { n: hp }) : tokenEffect(token);
    return `• ${name} — ${effect}`;
  });
  const out = [t('cp.rulesTokens')];
  for (let i = 0; i < lines.length; i += TOKENS_PER_PAGE) out.push(lines.slice(i, i + TOKENS_PER_PAGE).join('\n'));
  return out;
}
