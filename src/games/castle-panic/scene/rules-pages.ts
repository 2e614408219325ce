// Castle Panic's rules screen as pages (issue 30 item 7): the board and the goal beside a picture
// of the board, a turn as numbered steps, how to play here (with "tap" on a phone), the modes apart
// from the base game, our difficulty option, and the castle cards. Pure words: tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';
import { cardGlossary, tokenGlossary } from './glossary';

export function rulesPages(touch: boolean): RulesPage[] {
  return [
    { heading: t('cp.rulesHead.board'), paragraphs: [t('cp.rules1'), t('cp.rulesBoard')], picture: 'board' },
    { heading: t('cp.rulesHead.turn'), paragraphs: [t('cp.rules2'), t('cp.rules3'), t(touch ? 'cp.rules4Touch' : 'cp.rules4')] },
    { heading: t('cp.rulesHead.tokens'), paragraphs: tokenGlossary() },
    { heading: t('cp.rulesHead.modes'), paragraphs: [t('cp.rulesSolo'), t('cp.rulesMasterSlayer'), t('cp.rulesOverlord')] },
    { heading: t('cp.rulesHead.options'), paragraphs: [t('cp.rules5')] },
    { heading: t('cp.rulesHead.cards'), paragraphs: cardGlossary() },
  ];
}
