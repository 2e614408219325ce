// Hands the shell's strings tables to the words service once, before anything is drawn: the
// shell's, the widgets' and the online screens'. Each game's table comes with its playable part
// (src/games/words.ts, after the menu's first frame). Imported first by main.ts (and, with the
// games' words, by the unit tests' setup file).
import { addWords } from '../services/i18n';
import { shellStrings } from './strings';
import { uiStrings } from '../ui/strings';
import { onlineStrings } from './online/strings';

for (const table of [shellStrings, uiStrings, onlineStrings]) addWords(table);
