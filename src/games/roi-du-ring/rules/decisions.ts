// What this module decides where the rulebook is silent, for the rules screen. Each entry names
// the rule ID used in the code comments and the tests.

export interface RoiDecision {
  id: string;
  text: string;
}

export const ROI_DECISIONS: readonly RoiDecision[] = [
  { id: 'R-FIRST', text: 'Each fighter draws a card; the highest starts. Fighters tied for highest draw again among themselves.' },
  { id: 'R-EXCHANGE', text: 'Before the first turn only, each fighter in turn (from the first player) may swap 0 to 3 cards with the deck; the old cards go face up to the discard.' },
  { id: 'R-PUSH-BLOCKED', text: 'A push into the ropes or into another fighter does not move the target and does no damage; the card is spent.' },
  { id: 'R-ROPES', text: 'On a side (not a corner), a fighter struck orthogonally toward the rope behind them loses 1 more hp; a diagonal strike or one along the rope does not.' },
  { id: 'R-CORNER', text: 'In a corner, every strike takes 1 more hp (not added to the rope bonus).' },
  { id: 'R-PINCER', text: 'A strike takes 1 more hp when another fighter stands right behind the target on the line of the strike; it applies without asking that fighter. All bonuses add up.' },
  { id: 'R-JOKER-DEFENCE', text: 'Jokers are worth more than a king. The red joker parries and the black joker dodges any attack, the black joker to any free neighbouring square. Nothing but a joker defends against a joker.' },
  { id: 'R-JOKER-POKE', text: 'A joker never moves nor strikes: it pokes an adjacent fighter (any direction) and steals a random card from their hand, nothing if the hand is empty.' },
  { id: 'R-COUNTER', text: 'After a successful defence the defender may strike back (hit or push) at the attacker only, as long as their strikes are not defended. When the player whose turn it is defends a counter-attack, their turn goes on. Counter-attacks do not count toward the 5 cards of the turn.' },
  { id: 'R-PLAY-LIMIT', text: 'At most 5 cards are played (moves, strikes, pokes) per turn; discards and intimidations are not plays.' },
  { id: 'R-TOMATOES', text: 'Tomatoes fall when a turn ends with no card played or discarded; drawing does not count. Tomatoes can knock a fighter out.' },
  { id: 'R-ROUND-END', text: 'The round ends when a player draws the last card of the deck, at the end of that turn. Healing never goes above 10 hp. Hands are refilled from the next player on, and the next player starts.' },
  { id: 'R-KO', text: 'A knocked-out fighter leaves the ring; their cards go to the discard.' },
];
