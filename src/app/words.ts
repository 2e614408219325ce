// Hands every strings table to the words service once, before anything is drawn: the shell's,
// the widgets' and each game's. Imported first by main.ts (and by the unit tests' setup file).
import { addWords } from '../services/i18n';
import { shellStrings } from './strings';
import { uiStrings } from '../ui/strings';
import { regicideStrings } from '../games/regicide/strings';
import { regalityStrings } from '../games/regality/strings';
import { castlePanicStrings } from '../games/castle-panic/strings';
import { roiStrings } from '../games/roi-du-ring/strings';
import { onlineStrings } from './online/strings';

for (const table of [shellStrings, uiStrings, regicideStrings, regalityStrings, castlePanicStrings, roiStrings, onlineStrings]) addWords(table);
