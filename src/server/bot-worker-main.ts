// A bot worker thread (bot-pool.ts): every game's bots, as the rooms offer them (games.ts).
import { findBot, findServerGame } from './games';
import { serveBots } from './bot-worker';

serveBots((game, level) => {
  const g = findServerGame(game);
  return g ? findBot(g, level) : undefined;
});
