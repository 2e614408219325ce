// What a browser's frame may hold, checked on its bytes before anything decodes it. Colyseus
// decodes a room message with msgpackr, which also understands extension types: structured-clone
// "id" and "pointer" (0x69, 0x70: a frame of a few hundred bytes can name one subtree twice at each
// level and expand to millions of leaves once walked), BigInt, typed arrays, Sets, Errors... A move
// is plain data: nil, booleans, numbers, strings, arrays and maps with string keys, and msgpackr's
// records (an object's keys defined once in the frame, 0xd4 0x72, then its values; colyseus.js
// writes every object so), nothing else. `plainFrame`
// walks the frame once, without building anything, and says whether it holds exactly that: the
// message type (a string or a small integer) and at most one plain value, within limits of depth
// and node count, ending exactly at the frame's end. Its cost is linear in the frame's bytes.

/** A message's limits: its bytes on the wire, its nesting, its values. */
export interface FrameLimits {
  bytes: number;
  depth: number;
  nodes: number;
}

export type FrameVerdict = 'ok' | 'too-big' | 'bad';

/**
 * Check a Colyseus ROOM_DATA frame (`buffer[0]` the protocol code, then the message type, then an
 * optional msgpack body). 'too-big' when the frame is over `limits.bytes`; 'bad' when it holds
 * anything but one plain value (an extension, binary data, a 64-bit integer, a map key that is not
 * a string, trailing bytes, too deep or too many values).
 */
export function plainFrame(buffer: Uint8Array, limits: FrameLimits): FrameVerdict {
  if (buffer.byteLength > limits.bytes) return 'too-big';
  const r = new Reader(buffer, limits);
  try {
    r.pos = 1;
    const t = buffer[r.pos];
    if (t === undefined) return 'bad';
    // The type: a string, or a number that fits in 32 bits (Colyseus's schema encoding).
    if (!(isStr(t) || t <= 0x7f || t >= 0xe0 || (t >= 0xcc && t <= 0xce) || (t >= 0xd0 && t <= 0xd2))) return 'bad';
    r.value(0);
    if (r.pos < buffer.byteLength) r.value(0);
    return r.pos === buffer.byteLength ? 'ok' : 'bad';
  } catch {
    return 'bad';
  }
}

const isStr = (t: number): boolean => (t >= 0xa0 && t <= 0xbf) || (t >= 0xd9 && t <= 0xdb);

class Reader {
  pos = 0;
  private nodes = 0;
  /** msgpackr's records defined so far in this frame: their key counts by id (0 to 63). */
  private records: (number | undefined)[] = [];
  constructor(private readonly b: Uint8Array, private readonly limits: FrameLimits) {}

  private byte(): number {
    const v = this.b[this.pos];
    if (v === undefined) throw new Error('end');
    this.pos += 1;
    return v;
  }

  private uint(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 256 + this.byte();
    return v;
  }

  private skip(n: number): void {
    if (this.pos + n > this.b.byteLength) throw new Error('end');
    this.pos += n;
  }

  /** Walk one plain value; throws on anything else. */
  value(depth: number, mustBeString = false): void {
    if (depth > this.limits.depth || ++this.nodes > this.limits.nodes) throw new Error('limit');
    const t = this.byte();
    if (t >= 0xa0 && t <= 0xbf) return this.skip(t & 0x1f); // fixstr
    if (t === 0xd9 || t === 0xda || t === 0xdb) return this.skip(this.uint(1 << (t - 0xd9)));
    if (mustBeString) throw new Error('key');
    if (t <= 0x3f || t >= 0xe0 || t === 0xc0 || t === 0xc2 || t === 0xc3) return; // fixint, nil, bool
    if (t <= 0x7f) {
      // 0x40-0x7f: msgpackr reads these as a record defined earlier in the frame (never an integer)
      const keys = this.records[t & 0x3f];
      if (keys === undefined) throw new Error('no such record');
      for (let i = 0; i < keys; i++) this.value(depth + 1);
      return;
    }
    if (t === 0xd4 && this.b[this.pos] === 0x72) return this.record(depth);
    if (t >= 0x80 && t <= 0x8f) return this.map(t & 0x0f, depth);
    if (t >= 0x90 && t <= 0x9f) return this.array(t & 0x0f, depth);
    switch (t) {
      case 0xca: // float 32
        return this.skip(4);
      case 0xcb: // float 64
        return this.skip(8);
      case 0xcc: // uint 8, 16, 32 (not 64: msgpackr makes a BigInt of it)
      case 0xd0: // int 8, 16, 32
        return this.skip(1);
      case 0xcd:
      case 0xd1:
        return this.skip(2);
      case 0xce:
      case 0xd2:
        return this.skip(4);
      case 0xdc:
        return this.array(this.uint(2), depth);
      case 0xdd:
        return this.array(this.uint(4), depth);
      case 0xde:
        return this.map(this.uint(2), depth);
      case 0xdf:
        return this.map(this.uint(4), depth);
      default:
        // 0xc1 (never used), bin 0xc4-0xc6, ext 0xc7-0xc9 and 0xd4-0xd8, 64-bit integers 0xcf, 0xd3
        throw new Error('not plain');
    }
  }

  /** A record's definition (fixext 1, type 0x72, its id), its keys (an array of strings), its values. */
  private record(depth: number): void {
    this.pos += 1;
    const id = this.byte() & 0x3f;
    const t = this.byte();
    let n: number;
    if (t >= 0x90 && t <= 0x9f) n = t & 0x0f;
    else if (t === 0xdc) n = this.uint(2);
    else throw new Error('record keys');
    if (n > this.limits.nodes) throw new Error('limit');
    for (let i = 0; i < n; i++) this.value(depth + 1, true);
    this.records[id] = n;
    for (let i = 0; i < n; i++) this.value(depth + 1);
  }

  private array(n: number, depth: number): void {
    if (n > this.limits.nodes) throw new Error('limit');
    for (let i = 0; i < n; i++) this.value(depth + 1);
  }

  private map(n: number, depth: number): void {
    if (n > this.limits.nodes) throw new Error('limit');
    for (let i = 0; i < n; i++) {
      this.value(depth + 1, true);
      this.value(depth + 1);
    }
  }
}
