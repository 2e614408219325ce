// Le Roi du Ring's rules screen as pages (issue 30 item 7): the ring and the goal beside a picture
// of the ring, a turn as numbered steps, the bonuses, jokers and rounds, the special and advanced
// rules apart (a line each), teams, and our decisions on a page of their own, as lists (a
// newcomer could not read them as run-on sentences). Pure words (the pictures, the ring, a turn's
// steps and a card's parts, are drawn by rules-pictures.ts): tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';

/**
 * A paragraph of decisions joined by semicolons, as a list: its lead ("Our decisions:") on a line
 * of its own, then a line for each decision, split only at the semicolons outside brackets.
 */
export function asList(paragraph: string): string {
  const colon = /^([^:(]{3,60}):\s+/.exec(paragraph);
  const lead = colon ? `${colon[1]}:` : null;
  const body = colon ? paragraph.slice(colon[0].length) : paragraph;
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      items.push(body.slice(start, i));
      start = i + 1;
    }
  }
  items.push(body.slice(start));
  // each decision a sentence: a capital first, a full stop last
  const lines = items
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => `• ${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}`);
  return [...(lead ? [lead] : []), ...lines].join('\n');
}

export function rulesPages(): RulesPage[] {
  return [
    { heading: t('roi.rulesHead.ring'), paragraphs: [t('roi.rulesGoal'), t('roi.rulesRing')], picture: 'ring' },
    { heading: t('roi.rulesHead.turn'), paragraphs: [t('roi.rules1')], picture: 'turn' },
    { heading: t('roi.rulesHead.more'), paragraphs: [t('roi.rules2')], picture: 'card' },
    { heading: t('roi.rulesHead.advanced'), paragraphs: [t('roi.rulesAdvanced')] },
    { heading: t('roi.rulesHead.teams'), paragraphs: [t('roi.rulesTeams')] },
    { heading: t('roi.rulesHead.decisions'), paragraphs: [t('roi.rulesDecisions'), t('roi.rulesDecisions2'), t('roi.rulesDecisions3')].map(asList) },
  ];
}
