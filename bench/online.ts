// npm run bench:online [-- --rooms=1000 --seconds=30 --interval=2000 --bot-rooms=0 --attackers=1
// --attack=worst]: N rooms on one server process (a child process, so the clients' work is not
// counted against it), two scripted clients per room (Regicide, two players) each playing its
// moves every `interval` ms over localhost. Prints the rooms, moves per second, the p50/p99 time
// from a move sent to every client of the room holding its new view, and the server's memory per
// room. A game that ends is dealt again in a new room, so the number of rooms holds.
// `--bot-rooms=K`: K more rooms where one person plays Regicide's strong bot (it thinks on the
// server's worker threads, up to 250 ms a move); their people's moves are timed apart, and the
// bots' moves counted.
// `--attackers=A` (default 1; 0 for none): A hostile clients, each in a solo Regicide room of its
// own, sending at the rate limit (8 frames a second, after the bucket's burst of 16) the worst frame
// the server lets through (`--attack=worst`): 2,048 bytes or just under, 512 values nested 16
// deep (the frame check's limits, src/server/wire.ts), a move message at the room's move count
// on the attacker's own turn, so the server decodes it, keys it and searches the legal moves
// before refusing it (ERR_NOT_LEGAL). `--attack=bomb`: the 310-byte nested-pointer frame instead
// (refused unexpanded, ERR_BAD_MESSAGE). The other rooms' figures are everyone else's; the
// server times its handling of each attacker frame.

import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { pack } from '@colyseus/msgpackr';
import { Client, type Room } from 'colyseus.js';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH, MAX_MESSAGE_NODES, MSG, ROOM_NAME, type RefusedMessage, type StateMessage } from '../src/app/online/protocol';
import { plainFrame } from '../src/server/wire';

const arg = (name: string, fallback: number): number => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split('=')[1]) : fallback;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface ServerFigures {
  memory: NodeJS.MemoryUsage;
  loop: { p50: number; p99: number; max: number };
  /** The server's time handling each attacker frame (ms), from its last report on. */
  attack: number[];
}

const LIMITS = { bytes: MAX_MESSAGE_BYTES, depth: MAX_MESSAGE_DEPTH, nodes: MAX_MESSAGE_NODES };
const ROOM_DATA = 13;
/** A ROOM_DATA frame as colyseus.js writes it: the code, the type (a msgpack string), the body. */
const frame = (type: string, body: Uint8Array): Uint8Array => {
  const t = new TextEncoder().encode(type);
  return Uint8Array.from([ROOM_DATA, 0xa0 | t.length, ...t, ...body]);
};

/**
 * The costliest frame the frame check lets through: a move message { at, move } whose move is
 * arrays nested as deep as allowed around as many short strings as the value and byte limits
 * leave room for.
 */
function worstFrame(at: number): Uint8Array {
  for (let leaves = MAX_MESSAGE_NODES; leaves > 0; leaves--) {
    let move: unknown = Array.from({ length: leaves }, (_, i) => `k${i % 100}`);
    for (let d = 0; d < MAX_MESSAGE_DEPTH - 3; d++) move = [move];
    const f = frame(MSG.move, pack({ at, move }));
    if (plainFrame(f, LIMITS) === 'ok') return f;
  }
  throw new Error('no frame passes the check');
}

/** `levels` levels of [subtree, pointer to the same subtree] (msgpackr's id/pointer extensions). */
function bombFrame(levels: number): Uint8Array {
  const fixext4 = (type: number, id: number): number[] => [0xd6, type, (id >>> 24) & 255, (id >>> 16) & 255, (id >>> 8) & 255, id & 255];
  let v: number[] = [...fixext4(0x69, 0), 0xa1, 0x78];
  for (let k = 1; k <= levels; k++) v = [...fixext4(0x69, k), 0x92, ...v, ...fixext4(0x70, k - 1)];
  return frame(MSG.move, Uint8Array.from([0x82, 0xa2, 0x61, 0x74, 0x00, 0xa4, 0x6d, 0x6f, 0x76, 0x65, ...v]));
}

function ask(child: ChildProcess): Promise<ServerFigures> {
  return new Promise((resolve) => {
    const on = (m: unknown): void => {
      if (typeof m === 'object' && m !== null && 'memory' in m) {
        child.off('message', on);
        resolve(m as ServerFigures);
      }
    };
    child.on('message', on);
    child.send('memory');
  });
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const rooms = arg('rooms', 1000);
  const seconds = arg('seconds', 30);
  const interval = arg('interval', 2000);
  const botRooms = arg('bot-rooms', 0);
  const attackers = arg('attackers', 1);
  const attackKind = (process.argv.find((x) => x.startsWith('--attack='))?.split('=')[1] ?? 'worst') as 'worst' | 'bomb';
  const port = await freePort();
  const child = fork(process.argv[1] as string, ['--server'], { env: { ...process.env, BENCH_PORT: String(port) }, execArgv: [...process.execArgv, '--expose-gc'] });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  const url = `ws://127.0.0.1:${port}`;
  const base = (await ask(child)).memory;

  const latencies: number[] = [];
  const botRoomLatencies: number[] = [];
  let moves = 0;
  let botMoves = 0;
  let measuring = false;
  let stopped = false;

  /** One room: two clients; each move timed from send until both clients hold the new view. */
  async function table(opened: () => void, bot: boolean): Promise<void> {
    const a = await new Client(url).create(ROOM_NAME, bot ? { game: 'regicide', options: { players: 2 }, seats: ['human', 'bot'], levels: [null, 'strong'] } : { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    a.onMessage('*', () => undefined);
    const code = await new Promise<string>((resolve) => {
      a.onMessage(MSG.lobby, (l: { code: string }) => resolve(l.code));
    });
    const seats: Room[] = [a];
    if (!bot) {
      const b = await new Client(url).joinById(code, {});
      b.onMessage('*', () => undefined);
      seats.push(b);
    }
    const last: (StateMessage | null)[] = seats.map(() => null);
    let pending: { at: number; sent: number } | null = null;
    let done: () => void = () => undefined;
    const over = new Promise<void>((resolve) => (done = resolve));
    let seen = 0;
    const check = (): void => {
      const at = last[0]?.at ?? 0;
      if (bot && measuring && at > seen && !pending) botMoves += at - seen; // the bot's moves
      if (pending && last.every((s) => s && s.at > (pending as { at: number }).at)) {
        if (measuring) {
          (bot ? botRoomLatencies : latencies).push(performance.now() - pending.sent);
          moves++;
        }
        pending = null;
      }
      seen = at;
      if (last[0]?.outcome) done();
    };
    seats.forEach((room, i) => {
      room.onMessage(MSG.state, (s: StateMessage) => {
        last[i] = s;
        check();
      });
    });
    a.send(MSG.start);
    opened();
    const timer = setInterval(() => {
      if (stopped || pending) return;
      const actor = last[0]?.actor;
      const s = actor === null || actor === undefined ? null : last[actor];
      if (!s || s.legal.length === 0) return;
      pending = { at: s.at, sent: performance.now() };
      seats[actor as number]?.send(MSG.move, { at: s.at, move: s.legal[Math.floor(Math.random() * s.legal.length)] });
    }, interval);
    // Spread the rooms' ticks over the interval.
    await new Promise((r) => setTimeout(r, Math.random() * interval));
    await Promise.race([over, new Promise<void>((r) => { const t = setInterval(() => { if (stopped) { clearInterval(t); r(); } }, 200); })]);
    clearInterval(timer);
    await Promise.all(seats.map((r) => r.leave().catch(() => undefined)));
  }

  let open = 0;
  let failures = 0;
  async function keepOne(bot: boolean): Promise<void> {
    let counted = false;
    while (!stopped) {
      try {
        const t = table(() => {
          if (!counted) open++;
          counted = true;
        }, bot);
        await t;
      } catch {
        failures++;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /**
   * One attacker: a solo room of its own, started; then, at the rate limit, the chosen frame at
   * the room's move count on its own turn. Its refusals are counted by code.
   */
  const attackFrames = { sent: 0, measured: 0 };
  const refusals = new Map<string, number>();
  async function attack(): Promise<void> {
    const room = await new Client(url).create(ROOM_NAME, { game: 'regicide', options: { players: 1 }, seats: ['human'] });
    let at = -1;
    room.onMessage('*', () => undefined);
    room.onMessage(MSG.state, (st: StateMessage) => (at = st.at));
    room.onMessage(MSG.refused, (r: RefusedMessage) => {
      if (measuring) refusals.set(r.code, (refusals.get(r.code) ?? 0) + 1);
    });
    room.send(MSG.start);
    while (at < 0 && !stopped) await new Promise((r) => setTimeout(r, 50));
    const f = attackKind === 'bomb' ? bombFrame(22) : worstFrame(at);
    // 8 a second: the bucket's refill (its burst of 16 spent at the first tick).
    for (let i = 0; i < 16; i++) room.connection.send(f);
    const t0 = performance.now();
    let n = 0;
    while (!stopped) {
      n++;
      room.connection.send(f);
      attackFrames.sent++;
      if (measuring) attackFrames.measured++;
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + n * 125 - performance.now())));
    }
    await room.leave().catch(() => undefined);
  }

  const started = performance.now();
  const all: Promise<void>[] = [];
  let attackFrame = 0;
  for (let i = 0; i < attackers; i++) all.push(attack());
  if (attackers > 0) attackFrame = (attackKind === 'bomb' ? bombFrame(22) : worstFrame(0)).byteLength;
  for (let i = 0; i < rooms + botRooms; i++) {
    all.push(keepOne(i >= rooms));
    if (i % 25 === 24) {
      // 25 rooms at a time, each batch once the one before has opened (10 s at most): a machine
      // too busy to open 100 rooms a second opens them as fast as it can, without joins whose
      // seat reservations expire (15 s) before their WebSocket gets through.
      await new Promise((r) => setTimeout(r, 250));
      for (let k = 0; k < 100 && open < i + 1 - 25; k++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (let i = 0; i < 600 && open < rooms + botRooms; i++) await new Promise((r) => setTimeout(r, 100));
  console.log(`${open} rooms open in ${((performance.now() - started) / 1000).toFixed(1)} s (${failures} tries failed and were retried); measuring for ${seconds} s...`);
  await new Promise((r) => setTimeout(r, interval * 2));
  const loaded = (await ask(child)).memory;
  measuring = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const { loop, attack: attackCost } = await ask(child);
  const elapsed = (performance.now() - t0) / 1000;
  stopped = true;
  await Promise.race([Promise.all(all), new Promise((r) => setTimeout(r, 5000))]);
  child.kill();
  latencies.sort((x, y) => x - y);
  botRoomLatencies.sort((x, y) => x - y);
  const perRoom = (k: 'rss' | 'heapUsed'): string => `${((loaded[k] - base[k]) / (rooms + botRooms) / 1024).toFixed(1)} KiB`;
  console.log(`rooms: ${open} of ${rooms + botRooms} asked${botRooms ? ` (${botRooms} a person against the strong bot)` : ''}, failed tries: ${failures}, clients: ${rooms * 2 + botRooms}, one move per room every ${interval / 1000} s`);
  console.log(`moves/s: ${(moves / elapsed).toFixed(1)} (${moves} moves in ${elapsed.toFixed(1)} s)`);
  console.log(`move sent -> every client's new view: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies[latencies.length - 1] ?? NaN).toFixed(1)} ms`);
  if (botRooms) {
    console.log(`rooms with a bot: the person's move -> its new view: p50 ${quantile(botRoomLatencies, 0.5).toFixed(1)} ms, p99 ${quantile(botRoomLatencies, 0.99).toFixed(1)} ms (${botRoomLatencies.length} moves); bot moves/s ${(botMoves / elapsed).toFixed(1)}`);
  }
  if (attackers) {
    attackCost.sort((x, y) => x - y);
    const codes = [...refusals].map(([c, k]) => `${c} ${k}`).join(', ');
    console.log(
      `attackers: ${attackers}, each sending the ${attackKind === 'bomb' ? 'nested-pointer bomb' : 'worst frame let through'} (${attackFrame} bytes) at 8 a second: ${attackFrames.measured} frames while measured (${(attackFrames.measured / elapsed).toFixed(1)}/s), refused: ${codes || 'none'}; the server's time per attacker frame: p50 ${quantile(attackCost, 0.5).toFixed(3)} ms, p99 ${quantile(attackCost, 0.99).toFixed(3)} ms, max ${(attackCost[attackCost.length - 1] ?? NaN).toFixed(3)} ms (${attackCost.length} frames)`,
    );
  }
  console.log(`server event-loop delay while measured: p50 ${loop.p50.toFixed(1)} ms, p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms`);
  console.log(`server memory per room: heap ${perRoom('heapUsed')}, rss ${perRoom('rss')} (server rss ${(loaded.rss / 1048576).toFixed(0)} MiB)`);
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, Node ${process.version}`);
  process.exit(0);
}

if (process.argv.includes('--server')) {
  // The server process: report its memory when asked.
  const { GameRoom, configureRooms } = await import('../src/server/game-room');
  // Time the server's handling of every attacker frame (the only frames over 300 bytes: a move
  // is far smaller), from the frame's arrival to its refusal sent.
  const attack: number[] = [];
  const proto = GameRoom.prototype as unknown as { _onMessage: (this: unknown, client: unknown, buffer: Buffer) => void };
  const onMessage = proto._onMessage;
  proto._onMessage = function (this: unknown, client: unknown, buffer: Buffer): void {
    if (buffer.byteLength < 300) return onMessage.call(this, client, buffer);
    const t0 = performance.now();
    onMessage.call(this, client, buffer);
    attack.push(performance.now() - t0);
  };
  const { createGameServer } = await import('../src/server/server');
  configureRooms({ emptyCloseMs: 5_000, createBurst: 1_000_000, createPerMinute: 1_000_000 }); // the bench's clients share one address
  const server = await createGameServer();
  await server.listen(Number(process.env.BENCH_PORT), '127.0.0.1');
  // The server's event-loop delay: how long a message waits before the server can look at it.
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', (m: unknown) => {
    if (m === 'memory') {
      const loop = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
      delay.reset();
      globalThis.gc?.();
      process.send?.({ memory: process.memoryUsage(), loop, attack: attack.splice(0) });
    }
  });
  process.send?.('ready');
} else {
  await main();
}
