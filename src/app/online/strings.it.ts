// The Italian words of ./strings.ts, loaded when Italian is chosen.
import type { Keys } from './strings';

const words: Record<Keys, string> = {
  'online.menu': 'Gioca online',
  'online.title': 'Gioca online',
  'online.create': 'Crea una stanza',
  'online.createHint': 'Scegli il gioco, poi le opzioni e chi sono gli amici o i bot.',
  'online.game': 'Gioco',
  'online.next': 'Avanti',
  'online.join': 'Entra in una stanza',
  'online.joinHint': 'Scrivi il codice che un amico ti ha mandato.',
  'online.joinButton': 'Entra',
  'online.erase': 'Cancella',
  'online.badCode': "Un codice di stanza ha 7 caratteri, tra lettere e cifre.",
  'online.createRoom': 'Crea la stanza',
  'online.connecting': 'Connessione alla stanza…',
  'online.failed': 'Impossibile raggiungere la stanza: {reason}',
  'online.lobby': 'Stanza {code}',
  'online.code': 'Codice: {code}',
  'online.copy': 'Copia link',
  'online.copied': 'Link copiato.',
  'online.you': 'tu',
  'online.bot': 'bot',
  'online.free': 'in attesa di un amico',
  'online.taken': 'presente',
  'online.away': 'assente',
  'online.start': 'Inizia',
  'online.waitHost': "L'host avvia la partita quando ci sono tutti.",
  'online.leave': 'Esci',
  'online.seatAway': "{name, the} non c’è più.",
  'online.seatBack': "{name, the} è di nuovo qui.",
  'online.dropped': 'Connessione alla stanza persa: ricarica la pagina per tornare al tuo posto.',
  'online.levels': 'Livello dei bot',
  'online.levelsHint': 'Scegli quanto bene gioca ciascun bot.',
  'online.noRoom': 'Non esiste la stanza {code}: controlla il codice o chiedine uno nuovo al tuo amico.',
};

export default words;
