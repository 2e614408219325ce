// An online table's extras in the host: the room's news as toasts (who goes away and comes back,
// who asked to play again), who is watching, reactions (the tray, the bubbles by the seats, mutes),
// a bot offered to the room's host for a person away (stand-ins), and the link's state (reconnecting).
import Phaser from 'phaser';
import { addBackdrop, Button, findNamed, Panel, showDialog, showToast } from '../../../ui';
import { CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../../ui/theme';
import { t } from '../../../services/i18n';
import { motionMs } from '../../../services/settings';
import { setPlayerNames } from '../../../services/player-names';
import { fontSize, viewport } from '../../../ui/viewport';
import { announce } from '../../live-region';
import type { LinkStatus, OnlineHostSession } from '../../online/host-session';
import { REACTIONS, REACTION_GAP_MS, type LobbyMessage, type ReactionMessage } from '../../online/protocol';
import type * as Reactions from '../../reactions';
import { levelChoices } from '../lobby';
import { BAR_H, tableNames, type HostContext } from './context';

type ReactionsModule = typeof Reactions;

export class OnlineHost {
  private reactTray: Phaser.GameObjects.Container | null = null;
  /** Seats whose reactions this player has muted. */
  private readonly mutedSeats = new Set<number>();
  /** When this player last sent a reaction (the room takes one a second). */
  private reactedAt = -Infinity;
  /** The reaction bubbles showing, newest last (stacked under the bar). */
  private bubbles: Phaser.GameObjects.Container[] = [];
  /** Per seat: the timer that will offer the host a bot for an away person, or what closes the offer already made. */
  private awayOffers = new Map<number, Phaser.Time.TimerEvent | { close: () => void }>();
  private standIns: (string | null)[] = [];
  /** The overlay over a frozen table while the room is out of reach (null when the link is fine). */
  private linkLayer: Phaser.GameObjects.Container | null = null;
  /** Under the bar on the right: "You are watching (n in all)" to a spectator, "n watching" to the seats when anyone is (issue 28 item 6). */
  private watchText: Phaser.GameObjects.Text | null = null;

  constructor(
    private readonly host: HostContext,
    /** The bar's React button, where there is one (the tray opens by it). */
    private readonly reactButton: () => Button | null,
    /** Show the room's messages (the next one waiting, if any). */
    private readonly pump: () => void,
  ) {}

  /** The host starting (again): no watching line drawn yet. */
  reset(): void {
    this.watchText = null;
  }

  /** The room's news, listened to while the scene runs; and anything it said while the scenes were starting. */
  start(online: OnlineHostSession): void {
    const h = this.host;
    const stop = online.onPending(() => this.pump());
    h.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
    // Who goes away and comes back, and a connection lost, as toasts.
    let away = (online.lobby?.seats ?? []).map((x) => x.taken && !x.connected);
    let asked = (online.lobby?.rematch ?? []).slice();
    this.showWatching(online.lobby);
    const stopLobby = online.onLobby((l) => {
      setPlayerNames(tableNames(l));
      h.refreshBar();
      this.showWatching(l);
      // Play again: who asked; and a seat freed meanwhile sends the room back to its lobby.
      l.rematch.forEach((now, i) => {
        if (now && !asked[i] && i !== online.seat) showToast(h, t('online.rematchOther', { name: h.def.seatName(l.options, i) }));
      });
      asked = l.rematch.slice();
      this.watchAway(l);
      if (!l.started && h.session.outcome()) {
        h.scene.start('Lobby', { code: l.code, named: true, watch: online.watching });
        return;
      }
      l.seats.forEach((x, i) => {
        const now = x.taken && !x.connected;
        if (i !== online.seat && now !== (away[i] ?? false)) showToast(h, t(now ? 'online.seatAway' : 'online.seatBack', { name: h.def.seatName(l.options, i) }));
      });
      away = l.seats.map((x) => x.taken && !x.connected);
    });
    // A dropped connection: the table frozen under "Reconnecting…" while the session comes back
    // to the seat by itself; after a minute of failures, Try again (issue 28 item 2).
    const stopLink = online.onLink((status) => this.showLink(status));
    const stopReactions = online.onReaction((r) => this.showReaction(r));
    h.events.once(Phaser.Scenes.Events.SHUTDOWN, stopReactions);
    h.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      stopLobby();
      stopLink();
    });
    // Anything the room said while the scenes were starting (a bot's first move, while the
    // table's code was fetched): on the first frame, once this scene is running (during create
    // it is not yet, and pump would wait for the next message to come; a spectator's table
    // stayed on the first position so).
    h.time.delayedCall(0, () => this.pump());
  }

  private showWatching(l: LobbyMessage | null): void {
    const h = this.host;
    const online = h.online;
    if (!online || !l) return;
    const n = l.spectators;
    const text = online.watching ? t('online.youWatch', { n }) : n > 0 ? t('online.spectators', { n }) : '';
    if (!this.watchText || !this.watchText.active) {
      // In the bar: on a desktop before the sound button, on a phone at the right of the turn line.
      const vp = viewport();
      const style = { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.goldLight };
      this.watchText = h.add
        .text(vp.compact ? vp.right - 16 : DESIGN_WIDTH - 160, BAR_H / 2, '', style)
        .setOrigin(1, 0.5)
        .setDepth(41)
        .setName('host.watching');
    }
    this.watchText.setText(text).setVisible(text !== '');
  }

  /** React: the tray of reactions (and a mute per other person), opened and closed. */
  toggleReactions(): void {
    void import('../../reactions').then((m) => this.toggleReactionsWith(m));
  }

  /** The reactions' pictures and tray come in a chunk of their own: only an online table needs them. */
  private toggleReactionsWith({ showReactionTray }: ReactionsModule): void {
    const h = this.host;
    if (!h.scene.isActive()) return;
    if (this.reactTray) {
      this.reactTray.destroy();
      this.reactTray = null;
      return;
    }
    const online = h.online;
    if (!online) return;
    const seats = online.lobby?.seats ?? [];
    const others = seats.flatMap((x, seat) => (x.kind === 'human' && seat !== online.seat ? [{ seat, name: h.def.seatName(h.session.record.options, seat), muted: this.mutedSeats.has(seat) }] : []));
    const vp = viewport();
    const tray = showReactionTray(h, 0, 0, {
      others,
      onPick: (index) => {
        const now = performance.now();
        if (now - this.reactedAt < REACTION_GAP_MS) return;
        this.reactedAt = now;
        online.react(index);
        this.toggleReactions();
      },
      onMute: (seat, muted) => {
        if (muted) this.mutedSeats.add(seat);
        else this.mutedSeats.delete(seat);
      },
    });
    // Under the button on a desktop; beside it, to the right of the rail, on a phone.
    const b = this.reactButton();
    if (vp.compact) tray.setPosition(12, Math.min(vp.bottom - tray.height - 12, Math.max(BAR_H + 12, (b?.y ?? 0) - tray.height / 2)));
    else tray.setPosition(Math.min(DESIGN_WIDTH - tray.width - 12, (b?.x ?? 775) - 65), BAR_H + 10);
    this.reactTray = tray;
  }

  /** A reaction at the table, unless muted: a bubble by its sender's seat (the game's seatSpot), else stacked under the bar on the right. */
  private showReaction(r: ReactionMessage): void {
    void import('../../reactions').then((m) => this.showReactionWith(m, r));
  }

  private showReactionWith({ showReactionBubble }: ReactionsModule, r: ReactionMessage): void {
    const h = this.host;
    const kind = REACTIONS[r.reaction];
    if (!kind || this.mutedSeats.has(r.seat) || !h.scene.isActive()) return;
    const vp = viewport();
    const name = r.seat === h.online?.seat ? t('online.react.you') : h.def.seatName(h.session.record.options, r.seat);
    // One bubble a seat: a new reaction takes the place of the one still showing.
    for (const b of this.bubbles) if (b.active && b.name === `host.reaction.${r.seat}`) b.destroy();
    this.bubbles = this.bubbles.filter((b) => b.active);
    const right = (vp.compact ? vp.right : DESIGN_WIDTH) - 16;
    const bubble = showReactionBubble(h, right, 0, name, kind, `host.reaction.${r.seat}`);
    // By the sender's seat on the table (its line beside the board), right of it where it fits,
    // else left of it; a seat the table does not show: stacked under the bar on the right.
    const spot = this.seatSpot(r.seat);
    if (spot) {
      const x = spot.right + 12 + bubble.width <= right ? spot.right + 12 + bubble.width : spot.left - 12;
      bubble.setPosition(Math.max(bubble.width + 8, x), Math.min(Math.max(spot.centerY, BAR_H + bubble.height / 2 + 8), DESIGN_HEIGHT - bubble.height / 2 - 8));
    } else {
      const stacked = this.bubbles.filter((b) => b.getData('stacked') === true).length;
      bubble.setPosition(right, BAR_H + 50 + stacked * (Math.max(48, vp.minTap) + 28)).setData('stacked', true);
    }
    this.bubbles.push(bubble);
    announce(`${name}: ${kind === 'wellPlayed' ? t('online.react.wellPlayed') : t(`online.react.say.${kind}`)}`);
  }

  /** Where the table shows `seat` (the game's seatSpot object, when drawn), in the design's coordinates; null if nowhere. */
  private seatSpot(seat: number): Phaser.Geom.Rectangle | null {
    const h = this.host;
    const name = h.def.seatSpot?.(seat);
    const scene = h.game_ as Phaser.Scene | undefined;
    if (!name || !scene?.children) return null;
    const obj = findNamed(scene, name);
    // Text and containers, the seats' lines beside the boards, have bounds.
    if (!(obj instanceof Phaser.GameObjects.Text || obj instanceof Phaser.GameObjects.Container) || !obj.visible) return null;
    const b = obj.getBounds();
    return b.width > 0 && b.height > 0 ? b : null;
  }

  /**
   * Issue 28 item 8: a person away for the room's wait (2 minutes): the host is offered a bot to
   * play for them (its level chosen), until they come back. Everyone is told when a bot stands in.
   */
  private watchAway(l: LobbyMessage): void {
    const h = this.host;
    const online = h.online;
    if (!online) return;
    l.seats.forEach((x, i) => {
      const was = this.standIns[i] ?? null;
      if (x.standIn && !was) showToast(h, t('online.standIn', { name: h.def.seatName(l.options, i) }));
      const away = x.kind === 'human' && x.taken && !x.connected && !x.standIn && x.awayMs !== null;
      const offer = this.awayOffers.get(i);
      if (!away) {
        // Back (or a bot in the seat): the timer goes, and an offer still on screen closes as
        // "Keep waiting" would; the table is the host's again.
        if (offer instanceof Phaser.Time.TimerEvent) offer.remove();
        else offer?.close();
        this.awayOffers.delete(i);
        return;
      }
      if (!online.isHost || offer) return;
      const wait = Math.max(0, l.handoverAfterMs - (x.awayMs ?? 0));
      this.awayOffers.set(i, h.time.delayedCall(wait, () => void this.offerStandIn(i)));
    });
    this.standIns = l.seats.map((x) => x.standIn);
  }

  private async offerStandIn(seat: number): Promise<void> {
    const h = this.host;
    const online = h.online;
    const l = online?.lobby;
    if (!online || !l || h.session.outcome()) return;
    const offer = { close: (): void => undefined };
    this.awayOffers.set(seat, offer);
    const levels = levelChoices(h.def);
    const choice = await showDialog<string>(h, {
      closer: (close) => (offer.close = close),
      title: t('online.awayTitle'),
      body: t('online.awayBody', { name: h.def.seatName(l.options, seat) }),
      buttons: [...levels.map((c, i) => ({ label: t('online.botAt', { level: c.label }), value: c.value, variant: i === levels.length - 1 ? ('primary' as const) : undefined })), { label: t('online.keepWaiting'), value: '' }],
    });
    if (choice && online.lobby?.seats[seat]?.connected === false) online.handover(seat, choice);
  }

  private showLink(status: LinkStatus): void {
    const h = this.host;
    this.linkLayer?.destroy();
    this.linkLayer = null;
    const scene = h.game_ as Phaser.Scene | undefined;
    if (status === 'ok') {
      if (scene?.input) scene.input.enabled = !h.busy;
      showToast(h, t('online.rejoined'));
      return;
    }
    if (scene?.input) scene.input.enabled = false;
    const layer = h.add.container(0, 0).setDepth(DEPTH.dialog + 10).setName('host.link');
    this.linkLayer = layer;
    layer.add(addBackdrop(h, 0.55));
    const vp = viewport();
    const w = vp.compact ? Math.min(vp.width - 80, 1100) : 760;
    const buttons = status === 'failed' ? 2 : status === 'taken' ? 1 : 0;
    const ht = buttons ? 330 : 220;
    const panel = new Panel(h, DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, w, ht);
    layer.add(panel);
    const key = status === 'reconnecting' ? 'online.reconnecting' : status === 'failed' ? 'online.unreachable' : 'online.openedElsewhere';
    announce(t(key));
    const text = h.add
      .text(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2 - (buttons ? 60 : 0), t(key), { fontFamily: FONTS.body, fontSize: `${fontSize(28)}px`, color: CSS.ink, align: 'center', wordWrap: { width: w - 80 } })
      .setOrigin(0.5)
      .setName('host.link.text');
    layer.add(text);
    if (status === 'reconnecting') {
      // A slow pulse: the page is alive and trying.
      h.tweens.add({ targets: text, alpha: 0.45, duration: motionMs(700), yoyo: true, repeat: -1 });
      return;
    }
    const bw = vp.compact ? 400 : 280;
    const y = DESIGN_HEIGHT / 2 + 80;
    const menu = new Button(h, DESIGN_WIDTH / 2 + (buttons === 2 ? bw / 2 + 20 : 0), y, t('host.menu'), () => h.scene.start('Menu'), { width: bw, variant: 'secondary', name: 'host.link.menu' });
    layer.add(menu);
    if (status === 'failed') {
      const again = new Button(h, DESIGN_WIDTH / 2 - bw / 2 - 20, y, t('online.tryAgain'), () => void h.online?.rejoin(), { width: bw, variant: 'primary', name: 'host.link.again' });
      layer.add(again);
    }
  }
}
