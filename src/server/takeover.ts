// Several processes through Redis: a room whose process died is rebuilt, from its record in Redis
// (game-room.ts writes it before anyone is told of a change), by the live process a player comes
// back through, at once, with no restart by hand. Colyseus alone keeps the dead process's listing
// of the room, sends the join to it over Redis, waits 2 s for an answer and 2 s for a health
// check, then forgets the room ("room not found") without rebuilding it.
//
// Who holds a room: the process subscribed to its Redis channel (`$CODE`, Colyseus's room channel:
// every room's process listens there for the calls other processes make to it). A process that
// dies loses its Redis connection and so its subscriptions at once (the kernel closes its
// sockets), so a room with a snapshot and nobody on its channel has no live process. One process
// rebuilds it: a lock in Redis (an atomic increment) picks it; the others wait until the room has
// a holder again and then join it where it is, like any room of another process.
//
// A process alive but cut off from Redis looks dead too (its rooms can no longer be reached or
// saved): its rooms are rebuilt elsewhere, and the players it still holds play on an old copy.

import { LocalPresence, matchMaker } from '@colyseus/core';
import { ROOM_NAME, isRoomCode } from '../app/online/protocol';
import { SNAPSHOT_SET, rebuildOptions, snapshotKey, type RoomSnapshot } from './game-room';

/** How long one process may hold the right to rebuild a room (its rebuild is a replay: ms). */
const LOCK_SECONDS = 15;
/** How long a join waits for another process to finish rebuilding its room. */
const WAIT_MS = 8000;
const lockKey = (code: string): string => `fc:rebuild:${code}`;
/** Colyseus's room channel (MatchMaker's getRoomChannel, not exported). */
const roomChannel = (code: string): string => `$${code}`;
/** Colyseus's process channel (getProcessChannel, not exported). */
const processChannel = (id: string): string => `p:${id}`;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Whether some live process is subscribed to `channel` (Redis's PUBSUB CHANNELS). */
async function listened(channel: string): Promise<boolean> {
  return (await matchMaker.presence.channels(channel)).includes(channel);
}

/** The rebuilds under way in this process, by code: a second join waits on the first. */
const underWay = new Map<string, Promise<boolean>>();

/**
 * Make sure the room `code` has a live process, rebuilding it here from its snapshot when it has
 * none. True when this process rebuilt it. Without Redis (one process) there is nothing to do.
 */
export function takeOver(code: string): Promise<boolean> {
  if (matchMaker.presence instanceof LocalPresence || !isRoomCode(code) || matchMaker.getLocalRoomById(code)) return Promise.resolve(false);
  const running = underWay.get(code);
  if (running) return running;
  const p = rebuildIfOrphaned(code).finally(() => underWay.delete(code));
  underWay.set(code, p);
  return p;
}

async function rebuildIfOrphaned(code: string): Promise<boolean> {
  const presence = matchMaker.presence;
  const end = Date.now() + WAIT_MS;
  for (;;) {
    if (await listened(roomChannel(code))) return false; // a live process holds it
    const raw = (await presence.get(snapshotKey(code))) as string | null;
    if (!raw) return false; // no such room, or it closed
    if ((await presence.hincrbyex(lockKey(code), 'n', 1, LOCK_SECONDS)) === 1) {
      try {
        return await rebuild(code);
      } finally {
        presence.del(lockKey(code));
      }
    }
    // Another process is rebuilding it: join it there once it is up.
    if (Date.now() > end) return false;
    await sleep(100);
  }
}

/** With the lock: forget the dead process's listing of the room, and rebuild the room here. */
async function rebuild(code: string): Promise<boolean> {
  const presence = matchMaker.presence;
  if (await listened(roomChannel(code))) return false; // rebuilt while the lock was taken
  const raw = (await presence.get(snapshotKey(code))) as string | null;
  if (!raw) return false;
  const listing = await matchMaker.driver.findOne({ roomId: code });
  if (listing) {
    const dead = listing.processId as string | undefined;
    // The dead process leaves the processes new rooms are made on (Colyseus would learn it only
    // after a create sent there timed out); its other rooms' listings stay until they are rebuilt.
    if (dead && dead !== matchMaker.processId && !(await listened(processChannel(dead)))) await matchMaker.stats.excludeProcess(dead);
    await listing.remove();
  }
  const ticket = rebuildOptions(JSON.parse(raw) as RoomSnapshot);
  try {
    await matchMaker.handleCreateRoom(ROOM_NAME, ticket.options);
  } catch (e) {
    console.error(`Room ${code} could not be rebuilt: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  } finally {
    ticket.drop();
  }
  console.log(`Room ${code}: rebuilt on this process from its record (no live process held it).`);
  return true;
}

/**
 * Rebuild, on this process, every room whose snapshot is in the presence and that no live process
 * holds (after a crash or a restart). Call it once the server listens. Returns the codes rebuilt.
 */
export async function restoreRooms(): Promise<string[]> {
  const presence = matchMaker.presence;
  const rebuilt: string[] = [];
  for (const code of await presence.smembers(SNAPSHOT_SET)) {
    if (!(await presence.get(snapshotKey(code)))) {
      await presence.srem(SNAPSHOT_SET, code);
      continue;
    }
    if (await takeOver(code)) rebuilt.push(code);
  }
  return rebuilt;
}
