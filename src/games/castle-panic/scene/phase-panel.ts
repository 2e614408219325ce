// The phase panel on the right: its title (the phase, or how the game ended) and what to do, the
// phase's buttons stacked on its right (All for One or Trade above, the button to move on below).
// While a move that hands the turn on is shown, up to its 'turn' event, it says what the table
// does meanwhile ("The monsters move", the Overlord's turn) rather than the next defender's phase.
import type Phaser from 'phaser';
import { Button } from '../../../ui';
import { t, type TextKey } from '../../../services/i18n';
import type { SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { named } from '../../../services/player-names';
import type { CastlePanicMove, CastlePanicState } from '../rules';
import { BUTTONS, COMPACT } from './layout';
import type { SeatRules } from './seat-rules';
import { drawPhasePanel } from './side-view';
import type { Stage } from './stage';

/** What the phase panel asks of the scene. */
export interface PanelHooks {
  play(move: CastlePanicMove): boolean;
  /** A button of the panel, in the table's layer and the keyboard's ring. */
  addButton(button: Button): Button;
  /** All for One is being aimed (its button says stop, the hint says what to click). */
  aiming(): boolean;
  toggleAfo(): void;
  openTrade(): void;
  /** The Overlord's prompt from the tokens it holds and has put on the die (overlord-hand.ts). */
  overlordPrompt(k: (key: string) => TextKey): string;
  /** The host's bar: the new turn reached, or what the table does until then. */
  turnReached(): void;
  showing(text: string): void;
}

export class PhasePanel {
  /** The state the table shows now (drawn last): while a move is shown, the state before it. */
  private shownState: CastlePanicState | null = null;
  /** While a move that hands the turn on is shown, before its 'turn' event: what the phase panel says. */
  private turnAhead: { title: string; hint: string } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: GameSession,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly hooks: PanelHooks,
  ) {}

  /**
   * The phase panel: its title and what to do on the left, the buttons stacked on the right (the
   * button to move on always at the bottom), so nothing overlaps at any length of title.
   */
  draw(s: CastlePanicState): void {
    this.shownState = s;
    const buttons = s.status === 'playing' ? this.phaseButtons(s) : [];
    drawPhasePanel(this.scene, this.stage.layer, s.status === 'playing' ? t(`cp.phase.${s.phase}` as TextKey) : this.endTitle(s), this.hint(s), buttons.length > 0);
    for (const button of buttons) this.hooks.addButton(button);
  }

  /** The phase's buttons, in the panel's right column: All for One or Trade above, the button to move on below. */
  private phaseButtons(s: CastlePanicState): Button[] {
    const scene = this.scene;
    const legal = this.rules.legal();
    const pass = legal.find((m) => m.type === 'pass');
    const upper = BUTTONS.upper;
    const lower = BUTTONS.lower;
    const BUTTON_X = BUTTONS.x;
    const BUTTON_W = BUTTONS.w;
    const out: Button[] = [];
    if (s.phase === 'play' && legal.some((m) => m.type === 'all-for-one')) {
      const text = this.hooks.aiming() ? t('cp.afo.stop') : t('cp.afo.button');
      out.push(new Button(scene, BUTTON_X, upper, text, () => this.hooks.toggleAfo(), { width: BUTTON_W, variant: 'secondary', name: 'cp.afo', fontSize: 20 }));
    }
    if (s.phase === 'trade' && legal.some((m) => m.type === 'trade')) {
      out.push(new Button(scene, BUTTON_X, upper, t('cp.tradeButton'), () => this.hooks.openTrade(), { width: BUTTON_W, variant: 'secondary', name: 'cp.tradeButton', fontSize: 20 }));
    }
    if (pass) out.push(new Button(scene, BUTTON_X, lower, t(`cp.pass.${s.phase}` as TextKey), () => this.hooks.play(pass), { width: BUTTON_W, variant: 'primary', name: 'cp.pass', fontSize: 20 }));
    const deal = legal.find((m) => m.type === 'start-deal');
    if (deal) out.push(new Button(scene, BUTTON_X, lower, t('cp.deal'), () => this.hooks.play(deal), { width: BUTTON_W, variant: 'primary', name: 'cp.deal', fontSize: 20 }));
    return out;
  }

  /** The phase panel's title once the game is over. */
  private endTitle(s: CastlePanicState): string {
    return t(s.status === 'won' ? 'cp.won' : s.overlord !== null ? 'cp.overlordWon' : 'cp.lost');
  }

  private hint(s: CastlePanicState): string {
    if (s.status !== 'playing') return t('cp.hint.over'); // no one is awaited any more
    if (!this.rules.myTurn()) {
      const actor = this.session.actor() ?? s.current;
      // By the person's name online (issue 28 item 1: it said "Waiting for Player 1" under "Ann to play").
      const person = named(actor, '');
      return actor === s.overlord ? t('cp.hint.waitOverlord') : person ? t('cp.hint.wait', { name: person }) : t('cp.hint.waitSeat', { n: actor + 1 });
    }
    // on a phone the hints say tap (a card, then its target) rather than drag
    const k = (key: string): TextKey => `${COMPACT ? 'cp.tap' : 'cp.hint'}.${key}` as TextKey;
    switch (s.phase) {
      case 'setup':
        return t(k('setup'));
      case 'discard':
        return t(k('discard'), { n: s.discardsLeft });
      case 'trade':
        return t('cp.hint.trade');
      case 'play':
        if (this.hooks.aiming()) return t(k('afo'));
        // nothing in the hand can be played (a Missing played, walls all standing): say so, and how to go on
        return this.rules.legal().some((m) => m.type !== 'pass') ? t(k('play')) : t(k('playNone'));
      case 'choose': {
        const hit = s.hits[0];
        return t(k(`choose.${hit?.at ?? 'wall'}`), { arc: hit?.arc ?? 0 });
      }
      case 'drop':
        return t(k('drop'));
      case 'trade-answer':
        // (newcomer s37: the panel was empty while the offer waited for its answer)
        return t('cp.hint.trade-answer');
      case 'overlord':
        return this.hooks.overlordPrompt(k);
      case 'overlord-extra':
        return t(k('overlord-extra'), { n: s.overlordOwed });
      default:
        return '';
    }
  }

  // ---- while a change is shown ----

  /** A change begins to be shown: the panel says the phase it leads to, the bar the new actor or what the table does. */
  begin(change: SessionChange): void {
    // a change that hands the turn on: until the animation reaches the new turn, the panel says the mover's
    this.turnAhead = change.kind === 'move' && this.rules.seat >= 0 && change.events.some((e) => e.type === 'turn') ? this.moverPanel() : null;
    this.now();
    // no new turn ahead to wait for: the panel says the new phase at once, and the bar the new actor with it
    if (!this.turnAhead) this.hooks.turnReached();
    // the person's own turn handed on: the bar says what the table does meanwhile ("The monsters move")
    else this.hooks.showing(this.turnAhead.title);
  }

  /** The animation reached the new turn: the panel says its phase now, and the bar whose turn it is. */
  turnReached(): void {
    if (!this.turnAhead) return;
    this.turnAhead = null;
    this.now();
    this.hooks.turnReached();
  }

  /** The change has been shown. */
  end(): void {
    this.turnAhead = null;
  }

  /**
   * While a change is shown the phase panel already says the phase it leads to (never the one just
   * left: "play cards" while the monsters march); its buttons wait, held by the host.
   */
  private now(): void {
    const s = this.rules.state();
    // A change that ends the game: the panel says so while the end is shown (a newcomer's playtest
    // read the last prompt, or "Waiting for Player 2", under the falling castle); hint() says it too.
    const ahead = s.status === 'playing' ? this.turnAhead : null;
    const title = s.status !== 'playing' ? this.endTitle(s) : ahead ? ahead.title : t(`cp.phase.${s.phase}` as TextKey);
    (this.stage.layer.getByName('cp.phaseTitle') as Phaser.GameObjects.Text | null)?.setText(title);
    (this.stage.layer.getByName('cp.hint') as Phaser.GameObjects.Text | null)?.setText(ahead ? ahead.hint : this.hint(s));
  }

  /**
   * Issue 15 defect 4: the panel's words while a move that ends a turn is shown, up to its 'turn'
   * event: the Overlord's turn while the Overlord's move is shown (not the next defender's phase),
   * "The monsters move" while a defender's monsters march and tokens are drawn.
   */
  private moverPanel(): { title: string; hint: string } {
    // the table drawn before this move (an online session keeps no list of states)
    const before = this.shownState;
    if (before && before.overlord !== null && (before.phase === 'overlord' || before.phase === 'overlord-extra')) {
      return { title: t(`cp.phase.${before.phase}` as TextKey), hint: this.rules.seat === before.overlord ? '' : t('cp.hint.waitOverlord') };
    }
    // the starting monsters taking their places (dealt, or the last one placed): no monster moves yet
    // (newcomer s37: these panels were empty; they say what happens and that nothing is asked)
    if (before?.phase === 'setup') return { title: t('cp.phase.starting'), hint: t('cp.hint.starting') };
    return { title: t('cp.phase.monsters'), hint: t('cp.hint.monsters') };
  }
}
