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
  { id: 'R-TIES', text: 'Ties of value never parry or dodge: the defending card must be strictly higher.' },
  { id: 'R-SPECIAL-JACK', text: 'Charge (jack, any colour): the target stands two squares away along the card with the square between free; the charger steps there, then hits and, if the hit lands, pushes along the card. Only a higher card (queen, king) of the right colour and line, or a joker, defends; a defended charge neither hits nor pushes.' },
  { id: 'R-SPECIAL-QUEEN', text: 'Spit (queen, any colour): on the first fighter one or two squares away along the card (a fighter in between is the one spat on). If it lands, two random cards leave their hand; the spitter keeps one and discards the other (one card: kept).' },
  { id: 'R-SPECIAL-KING', text: 'Cheer (king): +1 hp, +2 on the Champion\'s square, never above 10. In the team game: yourself or your teammate +1; on the Champion\'s square both +1.' },
  { id: 'R-SPECIAL-ACE', text: 'Trip (ace, any colour): offered when an opponent ends a step, dodge or push next to you along the ace\'s line (a charge: once it is over, against the charger). If it lands, the tripped fighter is pushed away from you (or on along its step if blocked) and loses the rest of its turn, drawing nothing, or its counter-attack.' },
  { id: 'R-INTERRUPT-ORDER', text: 'Interrupts (trips, surprise attacks) are offered in turn order from the player whose turn it is; only the first fighter who uses one acts. Moves made during an interrupt (a dodge, a push) open no new interrupt. A defended interrupt allows no counter-attack.' },
  { id: 'R-SURPRISE', text: 'Surprise attack: when the player whose turn it is moves (a plain move, not a charge, dodge or push) next to you from more than one square away, you may strike it out of turn with a red card higher than their move card, along the line. While your blows land you may go on; then their turn resumes.' },
  { id: 'R-PSYCHIC', text: 'Psychic attack: 2 to 5 cards that all belong to the poker hand (no kickers), on any opponent; the cards count toward the 5 cards of the turn. Jokers are wild; an ace is low or high. It takes as many hp as its level.' },
  { id: 'R-PSYCHIC-COUNTER', text: 'Only a better psychic hand answers a psychic attack (a higher level, or the same level with higher ranks; jokers do not parry it alone). The counter cancels the attack and takes the difference of levels from the attacker (nothing at the same level).' },
  { id: 'R-FURY', text: 'Fury (0 to 8): +1 for a blow that lands (+2 struck from the Champion\'s square), +2 for a blow or psychic attack taken undefended; -1 for a turn with no card played, -1 for an intimidation received, -1 per level of a psychic attack made; -2 for everyone at the end of a round.' },
  { id: 'R-FURY-MODE', text: 'At 8 fury a hit may be a fury blow: its card counts 3 more against parries and dodges (never above a joker), it takes 1 more hp and, if it lands, pushes the target one square. The gauge drops to 0 as the blow is struck.' },
  { id: 'R-TEAMS', text: 'Team game (4 players): seats 1 and 3 against seats 2 and 4, starting in opposite corners. No blow, eye-poke, spit, trip, intimidation or psychic attack on a teammate; a teammate behind the target gives no pincer. The team that knocks out both opponents wins; both winners score their team\'s hp left.' },
  { id: 'R-TWO-FIGHTERS', text: 'Two fighters per player (2 players): four fighters in the corners, each player\'s two in opposite corners, one hand and one pool of 10 hp for both. A turn starts with the fighter after the last one to act; switching to your other fighter is free and may happen before any action. A cheer heals the pool (+1, +2 on the Champion\'s square). At 0 hp both fall.' },
];
