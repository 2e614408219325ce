import { defineStrings, type WordsOf } from '../services/i18n/define';

const en = {
  'ui.ok': 'OK',
  'ui.cancel': 'Cancel',
  'ui.on': 'On',
  'ui.off': 'Off',
  'ui.drop.illegal': "That piece can't go there",
  'ui.drop.noTarget': 'Nothing to do with that piece now',
  'ui.log.title': 'Log',
  'ui.privacy.title': 'Pass the device to {name}',
  'ui.privacy.hint': 'Only {name} should look at the screen now.',
  'ui.privacy.button': 'I am {name}: show my hand',
  'ui.gallery.title': 'Widget gallery',
  'ui.gallery.roll': 'Roll a die',
  'ui.gallery.dialog': 'Open a dialog',
  'ui.gallery.privacy': 'Privacy screen',
  'ui.gallery.toast': 'Show a toast',
  'ui.gallery.log': 'Show or hide the log',
  'ui.gallery.zoneA': 'Only A',
  'ui.gallery.zoneRefuse': 'Refuses all',
  'ui.gallery.refused': 'This spot refuses every piece.',
  'ui.gallery.placed': 'Piece {piece} placed on {zone}.',
  'ui.gallery.rolled': 'The die shows {value}.',
  'ui.gallery.dialogTitle': 'Leave the game?',
  'ui.gallery.dialogBody': 'Your progress is saved, and you can come back to this game from the menu at any time.',
  'ui.gallery.leave': 'Leave',
  'ui.gallery.chose': 'Dialog answer: {value}.',
  'ui.gallery.toastText': 'A toast appears here for a moment.',
  'ui.gallery.player': 'Alice',
  'ui.gallery.shown': '{name} is looking at the screen.',
  'ui.gallery.speed': 'Speed',
  'ui.gallery.sound': 'Sound',
  'ui.gallery.volume': 'Volume',
  'ui.gallery.changed': '{label}: {value}',
  'ui.gallery.slow': 'Slow',
  'ui.gallery.normal': 'Normal',
  'ui.explain.ok': 'Got it',
  'ui.coach.title': 'Lesson {n} / {total}',
  'ui.coach.skip': 'Skip',
  'ui.coach.next': 'Next',
  'ui.gallery.fast': 'Fast',
};

// French and Italian are fetched when chosen (src/services/i18n loadLang): the page starts with English alone.
export type Keys = keyof typeof en;
export const uiStrings = defineStrings(en, () => import('./strings.fr'), () => import('./strings.it'));

declare module '../services/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Words extends WordsOf<typeof uiStrings> {}
}
