// The French words of ./strings.ts, loaded when French is chosen.
import type { Keys } from './strings';

const words: Record<Keys, string> = {
  'online.menu': 'Jouer en ligne',
  'online.title': 'Jouer en ligne',
  'online.create': 'Créer une salle',
  'online.createHint': "Choisissez le jeu, puis ses options, et qui sont les amis et les robots.",
  'online.game': 'Jeu',
  'online.next': 'Suivant',
  'online.join': 'Rejoindre une salle',
  'online.joinHint': "Tapez le code qu'un ami vous a envoyé.",
  'online.joinButton': 'Rejoindre',
  'online.erase': 'Effacer',
  'online.badCode': "Un code de salle compte 7 lettres ou chiffres.",
  'online.createRoom': 'Créer la salle',
  'online.connecting': 'Connexion à la salle…',
  'online.failed': 'La salle est injoignable : {reason}',
  'online.lobby': 'Salle {code}',
  'online.code': 'Code : {code}',
  'online.copy': 'Copier le lien',
  'online.copied': 'Lien copié.',
  'online.you': 'vous',
  'online.bot': "robot",
  'online.free': "en attente d'un ami",
  'online.taken': 'présent',
  'online.away': 'absent',
  'online.start': 'Commencer',
  'online.waitHost': "L'hôte lance la partie quand tout le monde est là.",
  'online.leave': 'Quitter',
  'online.seatAway': "{name, the} n'est plus là.",
  'online.seatBack': "{name, the} est de retour.",
  'online.dropped': 'La connexion à la salle est perdue : rechargez la page pour retrouver votre place.',
  'online.levels': "Niveau des robots",
  'online.levelsHint': "Choisissez le niveau de jeu de chaque robot.",
  'online.noRoom': "Il n'y a pas de salle {code} : vérifiez le code, ou demandez-en un nouveau à votre ami.",
};

export default words;
