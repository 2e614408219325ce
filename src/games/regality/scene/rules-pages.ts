// Regality vs Religion's rules screen as pages (issue 30 item 7): the kingdom and the goal beside
// a picture of the board (whom a tile serves), a turn, the effects, the match and variants, every
// tile (`tiles`, the glossary's paragraphs, built by entry.ts from the tiles' "what is this?"
// words), then how this table reads the rulebook, on a page of its own after the tiles it names.
// Pure words (the pictures are drawn by rules-pictures.ts: the board, a turn's steps, a tile's parts): tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';

export function rulesPages(tiles: string[]): RulesPage[] {
  return [
    { heading: t('regality.rulesHead.board'), paragraphs: [t('regality.rules1'), t('regality.rulesReading')], picture: 'board' },
    { heading: t('regality.rulesHead.turn'), paragraphs: [t('regality.rules2')], picture: 'turn' },
    { heading: t('regality.rulesHead.effects'), paragraphs: [t('regality.rules3')], picture: 'anatomy' },
    { heading: t('regality.rulesHead.match'), paragraphs: [t('regality.rules4'), t('regality.rules6')] },
    { heading: t('regality.rulesHead.tiles'), paragraphs: tiles },
    { heading: t('regality.rulesHead.decisions'), paragraphs: [t('regality.rules5')] },
  ];
}
