import { defineStrings } from '../app/i18n/define';

export const uiStrings = defineStrings(
  {
    'ui.ok': 'OK',
  },
  {
    'ui.ok': 'OK',
  },
  {
    'ui.ok': 'OK',
  },
);
