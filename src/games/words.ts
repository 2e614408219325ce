// Hands the four games' strings tables to the words service (English at once, French and Italian
// loaders for loadLang), for the unit tests' setup file: the app adds each game's table with its
// playable part (src/games/index.ts).
import { addWords } from '../services/i18n';
import { regicideStrings } from './regicide/strings';
import { regalityStrings } from './regality/strings';
import { castlePanicStrings } from './castle-panic/strings';
import { roiStrings } from './roi-du-ring/strings';

for (const table of [regicideStrings, regalityStrings, castlePanicStrings, roiStrings]) addWords(table);
