// The rules as the viewer's seat sees them: its view of the state, whether it is its turn, the
// moves it may make now (in the guided first game only the scripted one), and a seat's name.
import type { GameSession } from '../../../services/session';
import { t } from '../../../services/i18n';
import { named } from '../../../services/player-names';
import type { CastlePanicMove, CastlePanicState } from '../rules';
import { sameMove } from '../tutorial';
import type { AfoMove } from './afo-dialog';
import { movesFor } from './zone-moves';

export type PlayMove = Extract<CastlePanicMove, { type: 'play' }>;

/** What the seat's rules ask of the guided first game. */
export interface LessonGate {
  /** The lesson's goal is shown: nothing may be played yet. */
  readonly intro: boolean;
  /** The lesson's scripted move now, if the lesson runs. */
  move(): CastlePanicMove | null;
}

export class SeatRules {
  /** The seat at the device (negative: watching). */
  seat = 0;

  constructor(
    private readonly session: GameSession,
    private readonly lesson: () => LessonGate,
  ) {}

  state(): CastlePanicState {
    return this.session.view(Math.max(0, this.seat)) as CastlePanicState;
  }

  myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  legal(): CastlePanicMove[] {
    if (!this.myTurn() || this.lesson().intro) return [];
    const all = this.session.legalMoves() as CastlePanicMove[];
    // in the lesson only the scripted move: the other cards, targets and buttons stay still
    const scripted = this.lesson().move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  playMoves(card: string): PlayMove[] {
    return this.legal().filter((m): m is PlayMove => m.type === 'play' && m.card === card);
  }

  /** All for One: archer, knight and swordsman of one colour slay a monster (variant allForOne). */
  afoMoves(): AfoMove[] {
    return this.legal().filter((m): m is AfoMove => m.type === 'all-for-one');
  }

  movesFor(card: string, zone: string): CastlePanicMove[] {
    return movesFor(this.legal(), card, zone);
  }

  seatName(seat: number): string {
    return named(seat, seat === this.state().overlord ? t('cp.overlord') : t('cp.seat', { n: seat + 1 }));
  }
}
