import { defineStrings } from './i18n/define';

export const shellStrings = defineStrings(
  {
    'app.title': 'Four Crowns',
  },
  {
    'app.title': 'Quatre Couronnes',
  },
  {
    'app.title': 'Quattro Corone',
  },
);
