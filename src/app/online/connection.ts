// The browser's side of an online room (shared/docs/CONTRACT.md, section Online play): create a
// room or join one by its code, keep the seat token so a reload or the room's link reopened comes
// back to the same seat, send moves and the host's start, and hear the lobby, the views and the
// refusals. colyseus.js (about 41 KB gzip with its schema decoder) is loaded only here, lazily,
// in a chunk of its own: a player who never plays online never downloads it.

import type { Client, Room } from 'colyseus.js';
import { MSG, ROOM_NAME, normaliseCode, type CreateOptions, type LobbyMessage, type ReactionMessage, type RefusedMessage, type StateMessage, type WelcomeMessage } from './protocol';

/** Where seat tokens are kept: one per room code (localStorage in the browser). */
export interface TokenStore {
  get(code: string): string | null;
  set(code: string, token: string): void;
}

const TOKENS_KEY = 'fc.online.tokens';

export const browserTokens: TokenStore = {
  get(code) {
    try {
      const all = JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
      return all[code] ?? null;
    } catch {
      return null;
    }
  },
  set(code, token) {
    try {
      const all = JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
      all[code] = token;
      localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
    } catch {
      // private mode: the seat is kept for this page only
    }
  },
};

export interface OnlineListener {
  lobby?(lobby: LobbyMessage): void;
  state?(state: StateMessage): void;
  refused?(refusal: RefusedMessage): void;
  /** A reaction from a seat (this one's too). */
  reaction?(r: ReactionMessage): void;
  /** The connection closed without the player leaving (the server went away, the network dropped). */
  dropped?(code: number): void;
}

/** The game's own server: the page's origin (npm start and npm run serve carry the rooms). */
export const defaultEndpoint = (): string => location.origin;

/** The link that opens the game on a room. */
export const roomLink = (code: string): string => `${location.origin}${location.pathname}?room=${code}`;

/** The link that watches a room (issue 28 item 6). */
export const watchLink = (code: string): string => `${location.origin}${location.pathname}?watch=${code}`;

/** The close code a room sends a page whose seat was opened by another page (game-room.ts). */
export const SEAT_OPENED_ELSEWHERE = 4001;

export class OnlineConnection {
  lobby: LobbyMessage | null = null;
  welcome: WelcomeMessage | null = null;
  /** Watching the room (issue 28 item 6): no seat (SPECTATOR), nothing sent but leaving. */
  watching = false;
  state: StateMessage | null = null;
  private listeners = new Set<OnlineListener>();
  private leaving = false;
  /** Messages counted by kind, so that `ready` waits for the ones of the room joined last. */
  private heard = { welcome: 0, lobby: 0, state: 0 };

  private constructor(
    private room: Room,
    private readonly client: Client,
    private readonly tokens: TokenStore,
  ) {
    this.wire(room);
  }

  /** Hear a room's messages (the first one, then the one joined again after a drop). */
  private wire(room: Room): void {
    room.onMessage(MSG.welcome, (w: WelcomeMessage) => {
      if (room !== this.room) return;
      this.welcome = w;
      this.heard.welcome++;
      if (this.lobby && w.token) this.tokens.set(this.lobby.code, w.token);
    });
    room.onMessage(MSG.lobby, (l: LobbyMessage) => {
      if (room !== this.room) return;
      this.lobby = l;
      this.heard.lobby++;
      if (this.welcome?.token) this.tokens.set(l.code, this.welcome.token);
      for (const f of this.listeners) f.lobby?.(l);
    });
    room.onMessage(MSG.state, (s: StateMessage) => {
      if (room !== this.room) return;
      this.state = s;
      this.heard.state++;
      for (const f of this.listeners) f.state?.(s);
    });
    room.onMessage(MSG.reaction, (r: ReactionMessage) => {
      if (room !== this.room) return;
      for (const f of this.listeners) f.reaction?.(r);
    });
    room.onMessage(MSG.refused, (r: RefusedMessage) => {
      if (room !== this.room) return;
      for (const f of this.listeners) f.refused?.(r);
    });
    room.onLeave((code: number) => {
      if (this.leaving || room !== this.room) return;
      for (const f of this.listeners) f.dropped?.(code);
    });
  }

  /**
   * Back to this seat after a drop, with its token, without reloading the page: a new connection
   * to the same room; the room sends the seat's welcome, the lobby and its view again.
   */
  async rejoin(): Promise<void> {
    const token = this.welcome?.token || this.tokens.get(this.code);
    if ((!token && !this.watching) || this.leaving) throw new Error('No seat to come back to.');
    const before = { ...this.heard };
    const room = await this.client.joinById(this.code, this.watching ? { watch: true } : { token });
    if (this.leaving) {
      void room.leave(true);
      return;
    }
    this.room = room;
    this.wire(room);
    await this.ready(10_000, before);
  }

  /** Tests: close the socket under the page, as a network that drops would (not a leave). */
  dropForTest(): void {
    (this.room.connection as unknown as { transport: { ws?: WebSocket } }).transport.ws?.close();
  }

  private static async client(endpoint: string): Promise<Client> {
    const { Client } = await import('colyseus.js');
    return new Client(endpoint);
  }

  /** Make a room and sit in it as its host. */
  static async create(o: CreateOptions, endpoint = defaultEndpoint(), tokens: TokenStore = browserTokens): Promise<OnlineConnection> {
    const client = await OnlineConnection.client(endpoint);
    const c = new OnlineConnection(await client.create(ROOM_NAME, o), client, tokens);
    await c.ready();
    return c;
  }

  /** Join a room by its code: back to this browser's seat where it has a token for the room. */
  static async join(code: string, name: string | undefined, endpoint = defaultEndpoint(), tokens: TokenStore = browserTokens): Promise<OnlineConnection> {
    const clean = normaliseCode(code);
    const token = tokens.get(clean);
    // Coming back with a token and a name: the seat takes the name (it may have changed).
    const options = { ...(token ? { token } : {}), ...(name ? { name } : {}) };
    const client = await OnlineConnection.client(endpoint);
    const c = new OnlineConnection(await client.joinById(clean, options), client, tokens);
    await c.ready();
    return c;
  }

  /** Watch a room by its code (issue 28 item 6): no seat, the table as everyone sees it. */
  static async watch(code: string, endpoint = defaultEndpoint(), tokens: TokenStore = browserTokens): Promise<OnlineConnection> {
    const client = await OnlineConnection.client(endpoint);
    const c = new OnlineConnection(await client.joinById(normaliseCode(code), { watch: true }), client, tokens);
    c.watching = true;
    await c.ready();
    return c;
  }

  /** Until the welcome and the lobby have come since `since` (bounded); and the view, once the game has started. */
  private async ready(ms = 10_000, since = { welcome: 0, lobby: 0, state: 0 }): Promise<void> {
    const end = Date.now() + ms;
    while (!(this.heard.welcome > since.welcome && this.heard.lobby > since.lobby)) {
      if (Date.now() > end) throw new Error('The room did not answer.');
      await new Promise((r) => setTimeout(r, 20));
    }
    if (this.lobby?.started) {
      while (this.heard.state <= since.state && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    }
  }

  get seat(): number {
    return this.welcome?.seat ?? -1;
  }

  get code(): string {
    return this.lobby?.code ?? '';
  }

  get isHost(): boolean {
    return this.lobby !== null && this.lobby.host === this.seat;
  }

  listen(l: OnlineListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  start(): void {
    this.room.send(MSG.start);
  }

  /** The host: let a bot play for an away person's seat (issue 28 item 8). */
  handover(seat: number, level: string): void {
    this.room.send(MSG.handover, { seat, level });
  }

  /** After the end: ask to play again. */
  rematch(): void {
    this.room.send(MSG.rematch);
  }

  /** Send a reaction (an index into REACTIONS). */
  react(index: number): void {
    this.room.send(MSG.react, index);
  }

  /** Send a move for this seat at the current position. */
  play(move: unknown): void {
    this.room.send(MSG.move, { at: this.state?.at ?? 0, move });
  }

  async leave(): Promise<void> {
    this.leaving = true;
    await this.room.leave(true);
  }
}
