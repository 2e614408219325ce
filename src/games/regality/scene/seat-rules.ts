// The rules as the viewer's seat sees them: its view of the position (none under the privacy
// screen), whether it is to move, and the moves it may make now (none off its turn; under the
// guided first game only the script's). The table's parts ask it; none of them edits the rules' state.
import { COVERED } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import type { RegalityMove, RegalityState } from '../rules';

export type PlaceMove = Extract<RegalityMove, { type: 'place' }>;
export type EffectMove = Extract<RegalityMove, { type: 'effect' }>;

/** What the guided first game allows of the moves the rules offer. */
export interface LessonFilter {
  allowed(all: RegalityMove[]): RegalityMove[];
}

export class SeatRules {
  constructor(
    private readonly session: GameSession,
    private readonly lesson: LessonFilter,
    /** The seat whose view the screen shows (SPECTATOR watching online; COVERED under a hand-over). */
    public seat: number,
  ) {}

  state(): RegalityState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RegalityState);
  }

  myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  legal(): RegalityMove[] {
    if (!this.myTurn()) return [];
    return this.lesson.allowed(this.session.legalMoves() as RegalityMove[]);
  }

  placeMoves(tile: string): PlaceMove[] {
    return this.legal().filter((m): m is PlaceMove => m.type === 'place' && m.tile === tile);
  }

  effectMoves(): EffectMove[] {
    return this.legal().filter((m): m is EffectMove => m.type === 'effect');
  }
}
