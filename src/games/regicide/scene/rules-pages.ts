// Regicide's rules screen as pages (issue 30 item 7): the castle and the cards beside a picture of
// an enemy and a tavern card, a turn as numbered steps (drawn too), then each part of the rules,
// solo on a page of its own; the suits' powers and an exact kill drawn beside their words
// (newcomer s33: "text only"), the plays and solo too; each rule cut into short steps, a sentence a
// paragraph (newcomer s36). Pure words: tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';

export function rulesPages(): RulesPage[] {
  return [
    { heading: t('regicide.rulesHead.castle'), paragraphs: [...steps(t('regicide.rules1')), ...listed(steps(t('regicide.rulesCards')))], picture: 'cards' },
    { heading: t('regicide.rulesHead.turn'), paragraphs: [t('regicide.rulesSteps')], picture: 'turn' },
    { heading: t('regicide.rulesHead.plays'), paragraphs: steps(t('regicide.rules2')), picture: 'plays' },
    { heading: t('regicide.rulesHead.suits'), paragraphs: listed(steps(t('regicide.rules3'))), picture: 'suits' },
    { heading: t('regicide.rulesHead.damage'), paragraphs: steps(t('regicide.rules4')), picture: 'exact' },
    { heading: t('regicide.rulesHead.solo'), paragraphs: steps(t('regicide.rules5')), picture: 'solo' },
  ];
}

/**
 * A rule's words as short steps, one sentence a paragraph (newcomer s36: "the rules pages are
 * dense text"): split after a full stop that a new sentence follows, after a semicolon, and before
 * each suit of a list of the suits' powers ("♥ heals…, ♦ draws…").
 */
export function steps(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || !/\s/u.test(c) || i === 0) continue;
    // a break at this space: after a sentence's full stop, a semicolon, or before a suit's power in a list
    const before = text[i - 1] as string;
    const after = text.slice(i + 1, i + 3);
    const cut = (before === '.' && /^[A-ZÀ-ÖØ-Þ«“(]/u.test(after)) || before === ';' || ((before === ':' || before === ',') && /^[♥♦♣♠]\s/u.test(after));
    if (!cut) continue;
    out.push(text.slice(from, i).trim());
    from = i + 1;
  }
  out.push(text.slice(from).trim());
  return out.filter((p) => p.length > 0);
}

/**
 * The suits' powers kept together (newcomer s37: "a rules list is split across pages"): a step that
 * starts with a suit's sign joins the one before it as a line of the same paragraph, which the
 * rules screen never cuts between two screens.
 */
export function listed(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paragraphs) {
    if (out.length > 0 && /^[♥♦♣♠]\s/u.test(p)) out[out.length - 1] += `\n${p}`;
    else out.push(p);
  }
  return out;
}
