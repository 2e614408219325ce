import { defineStrings, type WordsOf } from '../../services/i18n/define';

const en = {
  'online.menu': 'Play online',
  'online.title': 'Play online',
  'online.create': 'Create a room',
  'online.createHint': 'Choose the game, then its options and who are friends or bots.',
  'online.game': 'Game',
  'online.next': 'Next',
  'online.join': 'Join a room',
  'online.joinHint': 'Type the code a friend sent you.',
  'online.joinButton': 'Join',
  'online.erase': 'Erase',
  'online.badCode': 'A room code has 7 letters and digits.',
  'online.createRoom': 'Create the room',
  'online.connecting': 'Connecting to the room…',
  'online.failed': 'The room could not be reached: {reason}',
  'online.lobby': 'Room {code}',
  'online.code': 'Code: {code}',
  'online.copy': 'Copy link',
  'online.copied': 'Link copied.',
  'online.invite': 'Invite',
  'online.inviteText': 'Come and play {game} with me.',
  'online.you': 'you',
  'online.bot': 'bot',
  'online.free': 'waiting for a friend',
  'online.taken': 'here',
  'online.away': 'away',
  'online.start': 'Start',
  'online.waitHost': 'The host starts the game once everyone is here.',
  'online.leave': 'Leave',
  'online.seatAway': '{name} is away.',
  'online.seatBack': '{name} is back.',
  'online.levels': 'Bot levels',
  'online.levelsHint': 'Choose how well each bot plays.',
  'online.noRoom': 'There is no room {code}: check the code, or ask your friend for a new one.',
  'online.exportGame': 'Download the game',
  'online.yourTurn': 'Your turn',
  'online.yourTurnBody': 'It is your turn in room {code}.',
  'online.reconnecting': 'Connection lost: reconnecting…',
  'online.unreachable': 'The room cannot be reached. Your seat is kept while the room lives.',
  'online.openedElsewhere': 'Your seat was opened in another tab or on another device: the game goes on there.',
  'online.tryAgain': 'Try again',
  'online.rejoined': 'Back at the table.',
  'online.name': 'Your name',
  'online.nameHint': 'The others see it at the table.',
  'online.badName': 'Type your name first: 1 to 20 letters, digits or spaces.',
  'online.youNamed': '{name} (you)',
  'online.awayNamed': '{name} (away)',
};

// French and Italian are fetched when chosen (src/services/i18n loadLang): the page starts with English alone.
export type Keys = keyof typeof en;
export const onlineStrings = defineStrings(en, () => import('./strings.fr'), () => import('./strings.it'));

declare module '../../services/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Words extends WordsOf<typeof onlineStrings> {}
}
