// Regicide's rules screen as pages (issue 30 item 7): the castle and the cards beside a picture of
// an enemy and a tavern card, a turn as numbered steps (drawn too), then each part of the rules,
// solo on a page of its own; the suits' powers and an exact kill drawn beside their words
// (newcomer s33: "text only"). Pure words: tested headless.
import { t } from '../../../services/i18n';
import type { RulesPage } from '../../../services/catalog';

export function rulesPages(): RulesPage[] {
  return [
    { heading: t('regicide.rulesHead.castle'), paragraphs: [t('regicide.rules1'), t('regicide.rulesCards')], picture: 'cards' },
    { heading: t('regicide.rulesHead.turn'), paragraphs: [t('regicide.rulesSteps')], picture: 'turn' },
    { heading: t('regicide.rulesHead.plays'), paragraphs: [t('regicide.rules2')] },
    { heading: t('regicide.rulesHead.suits'), paragraphs: [t('regicide.rules3')], picture: 'suits' },
    { heading: t('regicide.rulesHead.damage'), paragraphs: [t('regicide.rules4')], picture: 'exact' },
    { heading: t('regicide.rulesHead.solo'), paragraphs: [t('regicide.rules5')] },
  ];
}
