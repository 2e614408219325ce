// Le Roi du Ring's rules screen as pages (issue 30 item 7): the ring and the goal beside a picture
// of the ring, a turn as numbered steps, the bonuses, jokers and rounds, the special and advanced
// rules apart, teams, and our decisions on a page of their own. Pure words: tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';

export function rulesPages(): RulesPage[] {
  return [
    { heading: t('roi.rulesHead.ring'), paragraphs: [t('roi.rulesGoal'), t('roi.rulesRing')], picture: 'ring' },
    { heading: t('roi.rulesHead.turn'), paragraphs: [t('roi.rules1')] },
    { heading: t('roi.rulesHead.more'), paragraphs: [t('roi.rules2')] },
    { heading: t('roi.rulesHead.advanced'), paragraphs: [t('roi.rulesAdvanced')] },
    { heading: t('roi.rulesHead.teams'), paragraphs: [t('roi.rulesTeams')] },
    { heading: t('roi.rulesHead.decisions'), paragraphs: [t('roi.rulesDecisions'), t('roi.rulesDecisions2'), t('roi.rulesDecisions3')] },
  ];
}
