// Unit tests see the same dictionary as the game: every strings table handed to the words service.
import '../../src/app/words';
import '../../src/games/words';
import { loadLang } from '../../src/services/i18n';

// The French and Italian words too (the page fetches them when chosen).
await Promise.all([loadLang('fr'), loadLang('it')]);
