// The browser tests' PNG decoder and pixel checks, on PNGs built here with node:zlib.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { colourNear, countPixelsNear, decodePng, designToPng, distinctColours, pixelAt, toRgba } from '../../e2e/helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Encodes raw pixels (channels 1..4) as a PNG, row y using filter filters[y % filters.length]. */
function encodePng(width: number, height: number, channels: 1 | 2 | 3 | 4, pixels: number[], filters: number[], idatSplit = 1): Buffer {
  const colourType = { 1: 0, 2: 4, 3: 2, 4: 6 }[channels];
  const stride = width * channels;
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    const f = filters[y % filters.length] ?? 0;
    raw.push(f);
    for (let i = 0; i < stride; i++) {
      const x = pixels[y * stride + i] ?? 0;
      const a = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][f] ?? 0;
      raw.push((x - pred) & 0xff);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  const z = deflateSync(Buffer.from(raw));
  const parts: Buffer[] = [];
  const size = Math.ceil(z.length / idatSplit);
  for (let i = 0; i < z.length; i += size) parts.push(chunk('IDAT', z.subarray(i, i + size)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Comment\0made in a test', 'latin1')),
    ...parts,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A deterministic, busy test image so every filter sees non-trivial neighbours. */
function pattern(width: number, height: number, channels: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) out.push((x * 37 + y * 91 + c * 53 + ((x * y) % 7) * 29) & 0xff);
    }
  }
  return out;
}

describe('decodePng', () => {
  for (const channels of [1, 2, 3, 4] as const) {
    for (const filter of [0, 1, 2, 3, 4]) {
      it(`decodes ${channels}-channel images with filter ${filter}`, () => {
        const w = 7;
        const h = 5;
        const px = pattern(w, h, channels);
        const d = decodePng(encodePng(w, h, channels, px, [filter]));
        expect(d.width).toBe(w);
        expect(d.height).toBe(h);
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            const src = px.slice((y * w + x) * channels, (y * w + x + 1) * channels);
            const want =
              channels === 1
                ? [src[0], src[0], src[0], 255]
                : channels === 2
                  ? [src[0], src[0], src[0], src[1]]
                  : channels === 3
                    ? [src[0], src[1], src[2], 255]
                    : src;
            const got = pixelAt(d, x, y);
            expect([got.r, got.g, got.b, got.a]).toEqual(want);
          }
        }
      });
    }
  }

  it('decodes mixed filters across rows and IDAT split over several chunks', () => {
    const w = 16;
    const h = 11;
    const px = pattern(w, h, 4);
    const png = encodePng(w, h, 4, px, [4, 0, 3, 1, 2], 4);
    const d = decodePng(png);
    expect(Array.from(d.rgba)).toEqual(px);
  });

  it('breaks Paeth ties as the PNG spec says (a, then b, then c)', () => {
    // Few distinct values make pa/pb/pc ties common; a fixed LCG keeps it deterministic.
    let seed = 12345;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return [0, 50, 100, 150][(seed >>> 16) % 4] ?? 0;
    };
    const w = 24;
    const h = 24;
    const px = Array.from({ length: w * h * 3 }, next);
    const d = decodePng(encodePng(w, h, 3, px, [4]));
    const rgb: number[] = [];
    for (let i = 0; i < d.rgba.length; i += 4) rgb.push(d.rgba[i] ?? 0, d.rgba[i + 1] ?? 0, d.rgba[i + 2] ?? 0);
    expect(rgb).toEqual(px);
  });

  it('rejects what it cannot read', () => {
    expect(() => decodePng(Buffer.from('not a png at all'))).toThrow(/not a PNG/);
    const png = encodePng(2, 2, 3, pattern(2, 2, 3), [0]);
    const interlaced = Buffer.from(png);
    interlaced[8 + 8 + 12] = 1; // IHDR interlace byte
    expect(() => decodePng(interlaced)).toThrow(/interlaced/);
    const sixteen = Buffer.from(png);
    sixteen[8 + 8 + 8] = 16; // IHDR bit depth
    expect(() => decodePng(sixteen)).toThrow(/bit depth/);
  });
});

describe('pixel checks', () => {
  // 10x4 RGB: left half red, right half blue, bottom row a grey gradient.
  const w = 10;
  const h = 4;
  const px: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (y === 3) px.push(x * 20, x * 20, x * 20);
      else if (x < 5) px.push(200, 10, 10);
      else px.push(10, 10, 200);
    }
  }
  const png = encodePng(w, h, 3, px, [4, 1]);

  it('reads pixels from the PNG bytes', () => {
    expect(pixelAt(png, 0, 0)).toEqual({ r: 200, g: 10, b: 10, a: 255 });
    expect(pixelAt(png, 9, 2)).toEqual({ r: 10, g: 10, b: 200, a: 255 });
    expect(pixelAt(png, 4, 3)).toEqual({ r: 80, g: 80, b: 80, a: 255 });
    expect(() => pixelAt(png, 10, 0)).toThrow(/outside/);
  });

  it('compares colours with a tolerance, in any notation', () => {
    expect(colourNear(pixelAt(png, 0, 0), 0xc80a0a, 0)).toBe(true);
    expect(colourNear('#c80a0a', [205, 5, 14], 5)).toBe(true);
    expect(colourNear('#c80a0a', [206, 5, 14], 5)).toBe(false);
    expect(toRgba('#102030')).toEqual({ r: 16, g: 32, b: 48, a: 255 });
  });

  it('counts pixels near a colour and distinct colours in a rect', () => {
    expect(countPixelsNear(png, { x: 0, y: 0, width: 10, height: 3 }, '#c80a0a', 4)).toBe(15);
    expect(countPixelsNear(png, { x: 3, y: 0, width: 4, height: 4 }, [10, 10, 200], 4)).toBe(6);
    expect(distinctColours(png, { x: 0, y: 0, width: 5, height: 3 })).toBe(1);
    expect(distinctColours(png, { x: 0, y: 0, width: 10, height: 3 })).toBe(2);
    expect(distinctColours(png, { x: 0, y: 0, width: 10, height: 4 })).toBe(12);
    expect(distinctColours(png, { x: 0, y: 3, width: 10, height: 1 }, 64)).toBe(3);
    // rects are clipped to the image
    expect(countPixelsNear(png, { x: -5, y: -5, width: 100, height: 100 }, [10, 10, 200], 0)).toBe(15);
  });

  it('maps design coordinates onto the image', () => {
    expect(designToPng(png, 800, 450)).toEqual({ x: 5, y: 2 });
  });
});
