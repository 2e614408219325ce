#!/usr/bin/env node
// Generates the game's sound effects by code with jsfxr into assets/sfx/<name>.wav.
//
//   npm run sounds            (writes the files)
//   npm run sounds -- --check (regenerates in memory and fails if a checked-in file differs)
//
// Every sound is built from fixed jsfxr parameters. jsfxr's noise generator calls Math.random, so
// while a sound renders Math.random is swapped for a small PRNG seeded from the sound's name: the
// same script always writes byte-identical files.
//
// Output: mono, 22050 Hz, 16-bit PCM. Each sound is peak-normalised to a soft level, given a few
// milliseconds of fade in and out (no clicks), and trimmed of trailing silence.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsfxr from 'jsfxr';

const { Params, SoundEffect, waveforms } = jsfxr;
const { SQUARE, SAWTOOTH, SINE, NOISE } = waveforms;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'assets', 'sfx');
const RATE = 22050;

// ---- parameter helpers (jsfxr's internal units) ---------------------------------------------

/** jsfxr p_base_freq for a pitch in Hz: freq = 3528 * (p^2 + 0.001). */
function hz(f) {
  return Math.sqrt(Math.max(f / 3528 - 0.001, 0));
}
/** jsfxr envelope slider for a duration in seconds: samples = p^2 * 100000 at 44100 Hz. */
function sec(s) {
  return Math.sqrt((s * 44100) / 100000);
}

function params(fields) {
  const p = new Params();
  Object.assign(p, { sound_vol: 0.5, sample_rate: RATE, sample_size: 16 }, fields);
  return p;
}

// ---- deterministic rendering -------------------------------------------------------------------

function seedFrom(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Renders one jsfxr voice to float samples at RATE with a seeded noise source. */
function voice(fields, seedText) {
  const realRandom = Math.random;
  Math.random = mulberry32(seedFrom(seedText));
  try {
    const raw = new SoundEffect(params(fields)).getRawBuffer();
    return Float64Array.from(raw.normalized);
  } finally {
    Math.random = realRandom;
  }
}

/** Mixes voices placed at start times (seconds), each with its own gain. */
function mix(parts) {
  let len = 0;
  for (const p of parts) len = Math.max(len, Math.round(p.at * RATE) + p.samples.length);
  const out = new Float64Array(len);
  for (const p of parts) {
    const off = Math.round(p.at * RATE);
    const g = p.gain ?? 1;
    for (let i = 0; i < p.samples.length; i++) out[off + i] += p.samples[i] * g;
  }
  return out;
}

function finish(samples, peak, maxSeconds) {
  // trim trailing near-silence
  let end = samples.length;
  while (end > 0 && Math.abs(samples[end - 1]) < 1e-4) end--;
  end = Math.min(end, Math.round(maxSeconds * RATE));
  const s = samples.slice(0, end);
  let max = 0;
  for (const v of s) max = Math.max(max, Math.abs(v));
  const g = max > 0 ? peak / max : 0;
  const fadeIn = Math.round(0.002 * RATE);
  const fadeOut = Math.min(Math.round(0.012 * RATE), Math.floor(s.length / 2));
  for (let i = 0; i < s.length; i++) {
    let env = 1;
    if (i < fadeIn) env = i / fadeIn;
    const fromEnd = s.length - 1 - i;
    if (fromEnd < fadeOut) env *= fromEnd / fadeOut;
    s[i] *= g * env;
  }
  return s;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i]));
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28); // byte rate
  h.writeUInt16LE(2, 32); // block align
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

// ---- the sounds --------------------------------------------------------------------------------

/** A soft musical note for the jingles: a sine with a little square body, gentle attack. */
function note(name, f, dur, seed) {
  const body = voice(
    { wave_type: SINE, p_base_freq: hz(f), p_env_attack: sec(0.01), p_env_sustain: sec(dur * 0.35), p_env_decay: sec(dur * 0.65) },
    `${seed}-sine`,
  );
  const edge = voice(
    {
      wave_type: SQUARE,
      p_duty: 0.5,
      p_base_freq: hz(f),
      p_env_attack: sec(0.01),
      p_env_sustain: sec(dur * 0.2),
      p_env_decay: sec(dur * 0.5),
      p_lpf_freq: 0.35,
    },
    `${seed}-sq`,
  );
  return mix([
    { at: 0, samples: body },
    { at: 0, samples: edge, gain: 0.25 },
  ]);
}

const SOUNDS = {
  // a card sliding across felt: a short, filtered noise swish
  card: () =>
    finish(
      voice(
        {
          wave_type: NOISE,
          p_base_freq: 0.75,
          p_env_attack: sec(0.035),
          p_env_sustain: sec(0.03),
          p_env_decay: sec(0.11),
          p_lpf_freq: 0.45,
          p_lpf_ramp: -0.25,
          p_hpf_freq: 0.25,
        },
        'card',
      ),
      0.32,
      0.4,
    ),

  // a wooden tile set on the board: a low knock with a tiny click on top
  tile: () =>
    finish(
      mix([
        {
          at: 0,
          samples: voice(
            { wave_type: SINE, p_base_freq: hz(210), p_freq_ramp: -0.25, p_env_sustain: sec(0.015), p_env_decay: sec(0.1), p_env_punch: 0.3 },
            'tile-knock',
          ),
        },
        {
          at: 0,
          gain: 0.35,
          samples: voice({ wave_type: NOISE, p_base_freq: 0.6, p_env_sustain: sec(0.004), p_env_decay: sec(0.02), p_lpf_freq: 0.5 }, 'tile-click'),
        },
      ]),
      0.45,
      0.4,
    ),

  // a card or tile turned over: a quick rising flick
  flip: () =>
    finish(
      voice(
        {
          wave_type: NOISE,
          p_base_freq: 0.45,
          p_freq_ramp: 0.35,
          p_env_attack: sec(0.01),
          p_env_sustain: sec(0.02),
          p_env_decay: sec(0.06),
          p_lpf_freq: 0.55,
          p_hpf_freq: 0.2,
        },
        'flip',
      ),
      0.3,
      0.4,
    ),

  // a blow landing: a dull thud, falling pitch, a little noise
  hit: () =>
    finish(
      mix([
        {
          at: 0,
          samples: voice(
            {
              wave_type: SQUARE,
              p_duty: 0.35,
              p_base_freq: hz(170),
              p_freq_ramp: -0.3,
              p_env_sustain: sec(0.02),
              p_env_decay: sec(0.14),
              p_env_punch: 0.4,
              p_lpf_freq: 0.3,
            },
            'hit-body',
          ),
        },
        {
          at: 0,
          gain: 0.5,
          samples: voice({ wave_type: NOISE, p_base_freq: 0.35, p_freq_ramp: -0.2, p_env_sustain: sec(0.01), p_env_decay: sec(0.08), p_lpf_freq: 0.4 }, 'hit-noise'),
        },
      ]),
      0.5,
      0.4,
    ),

  // a wall crumbling: low, rumbling noise that breaks up as it decays
  crumble: () =>
    finish(
      voice(
        {
          wave_type: NOISE,
          p_base_freq: 0.22,
          p_freq_ramp: -0.08,
          p_env_sustain: sec(0.06),
          p_env_decay: sec(0.28),
          p_env_punch: 0.35,
          p_repeat_speed: 0.55,
          p_lpf_freq: 0.35,
          p_lpf_ramp: -0.15,
        },
        'crumble',
      ),
      0.45,
      0.4,
    ),

  // dice rattling in a cup and landing: a handful of small clicks
  dice: () => {
    const clicks = [0, 0.045, 0.085, 0.14, 0.185, 0.25].map((at, i) => ({
      at,
      gain: i === 5 ? 1 : 0.55 + 0.08 * i,
      samples: voice(
        { wave_type: NOISE, p_base_freq: 0.55 + 0.04 * (i % 3), p_env_sustain: sec(0.004), p_env_decay: sec(0.03), p_lpf_freq: 0.55, p_hpf_freq: 0.3 },
        `dice-${i}`,
      ),
    }));
    return finish(mix(clicks), 0.35, 0.4);
  },

  // a win: a rising major arpeggio C5 E5 G5, then C6 held
  victory: () =>
    finish(
      mix([
        { at: 0.0, samples: note('v1', 523.25, 0.22, 'victory-1') },
        { at: 0.13, samples: note('v2', 659.25, 0.22, 'victory-2') },
        { at: 0.26, samples: note('v3', 783.99, 0.22, 'victory-3') },
        { at: 0.39, samples: note('v4', 1046.5, 0.75, 'victory-4') },
        { at: 0.39, samples: note('v5', 659.25, 0.75, 'victory-5'), gain: 0.4 },
      ]),
      0.45,
      1.4,
    ),

  // a loss: a slow falling minor line G4 Eb4 C4, the last note held
  defeat: () =>
    finish(
      mix([
        { at: 0.0, samples: note('d1', 392.0, 0.3, 'defeat-1') },
        { at: 0.24, samples: note('d2', 311.13, 0.3, 'defeat-2') },
        { at: 0.48, samples: note('d3', 261.63, 0.85, 'defeat-3') },
        { at: 0.48, samples: note('d4', 196.0, 0.85, 'defeat-4'), gain: 0.35 },
      ]),
      0.42,
      1.45,
    ),

  // a UI button: a very short, soft blip
  button: () =>
    finish(
      voice(
        {
          wave_type: SAWTOOTH,
          p_duty: 1,
          p_base_freq: hz(880),
          p_env_sustain: sec(0.012),
          p_env_decay: sec(0.045),
          p_lpf_freq: 0.4,
          p_hpf_freq: 0.1,
        },
        'button',
      ),
      0.28,
      0.4,
    ),

  // Regicide, hearts: cards healed from the discard under the tavern, a soft rising shimmer
  heal: () =>
    finish(
      mix([
        {
          at: 0,
          samples: voice(
            { wave_type: SINE, p_base_freq: hz(520), p_freq_ramp: 0.18, p_vib_strength: 0.25, p_vib_speed: 0.45, p_env_attack: sec(0.04), p_env_sustain: sec(0.08), p_env_decay: sec(0.2) },
            'heal-sine',
          ),
        },
        {
          at: 0.02,
          gain: 0.3,
          samples: voice({ wave_type: NOISE, p_base_freq: 0.8, p_env_attack: sec(0.05), p_env_sustain: sec(0.05), p_env_decay: sec(0.15), p_hpf_freq: 0.45 }, 'heal-air'),
        },
      ]),
      0.3,
      0.5,
    ),

  // Regicide, an enemy hit: stone cracking, a sharp bright snap over a short low knock
  crack: () =>
    finish(
      mix([
        {
          at: 0,
          samples: voice({ wave_type: NOISE, p_base_freq: 0.62, p_freq_ramp: -0.3, p_env_sustain: sec(0.006), p_env_decay: sec(0.07), p_env_punch: 0.6, p_hpf_freq: 0.2 }, 'crack-snap'),
        },
        {
          at: 0,
          gain: 0.6,
          samples: voice(
            { wave_type: SQUARE, p_duty: 0.3, p_base_freq: hz(120), p_freq_ramp: -0.35, p_env_sustain: sec(0.01), p_env_decay: sec(0.09), p_lpf_freq: 0.25 },
            'crack-knock',
          ),
        },
      ]),
      0.45,
      0.35,
    ),

  // Regicide, an exact kill: a bright two-note chime as the enemy turns face down onto the tavern
  exact: () =>
    finish(
      mix([
        { at: 0.0, samples: note('e1', 987.77, 0.16, 'exact-1') },
        { at: 0.09, samples: note('e2', 1318.51, 0.3, 'exact-2') },
      ]),
      0.36,
      0.6,
    ),

  // Roi du Ring, the round bell: a bright metallic ding with a long ring (two detuned partials)
  bell: () =>
    finish(
      mix([
        { at: 0, samples: voice({ wave_type: SINE, p_base_freq: hz(1175), p_env_sustain: sec(0.02), p_env_decay: sec(0.7), p_env_punch: 0.5 }, 'bell-1') },
        { at: 0, gain: 0.5, samples: voice({ wave_type: SINE, p_base_freq: hz(2790), p_env_sustain: sec(0.01), p_env_decay: sec(0.35) }, 'bell-2') },
        { at: 0, gain: 0.25, samples: voice({ wave_type: NOISE, p_base_freq: 0.9, p_env_sustain: sec(0.004), p_env_decay: sec(0.02), p_hpf_freq: 0.5 }, 'bell-strike') },
      ]),
      0.34,
      0.9,
    ),

  // Roi du Ring, a step or a dodge: a quick airy swish
  swish: () =>
    finish(
      voice(
        { wave_type: NOISE, p_base_freq: 0.55, p_freq_ramp: 0.2, p_env_attack: sec(0.03), p_env_sustain: sec(0.02), p_env_decay: sec(0.08), p_lpf_freq: 0.6, p_hpf_freq: 0.3 },
        'swish',
      ),
      0.26,
      0.3,
    ),

  // Roi du Ring, tomatoes from the crowd: a wet low splat
  splat: () =>
    finish(
      mix([
        { at: 0, samples: voice({ wave_type: NOISE, p_base_freq: 0.25, p_freq_ramp: -0.2, p_env_sustain: sec(0.02), p_env_decay: sec(0.14), p_env_punch: 0.4, p_lpf_freq: 0.3 }, 'splat-noise') },
        { at: 0, gain: 0.5, samples: voice({ wave_type: SINE, p_base_freq: hz(140), p_freq_ramp: -0.3, p_env_sustain: sec(0.01), p_env_decay: sec(0.08) }, 'splat-thud') },
      ]),
      0.4,
      0.35,
    ),

  // Castle Panic, monsters marching one ring inward together: three heavy, muffled footfalls
  march: () =>
    finish(
      mix(
        [0, 0.16, 0.32].map((at, i) => ({
          at,
          gain: 0.75 + 0.1 * i,
          samples: mix([
            { at: 0, samples: voice({ wave_type: SINE, p_base_freq: hz(95 - 8 * i), p_freq_ramp: -0.25, p_env_sustain: sec(0.015), p_env_decay: sec(0.1), p_env_punch: 0.3 }, `march-thud-${i}`) },
            { at: 0, gain: 0.35, samples: voice({ wave_type: NOISE, p_base_freq: 0.2, p_env_sustain: sec(0.01), p_env_decay: sec(0.06), p_lpf_freq: 0.22 }, `march-scuff-${i}`) },
          ]),
        })),
      ),
      0.42,
      0.35,
    ),

  // Castle Panic, the boulder rolling across the board: a long low rumble that swells and fades
  rumble: () =>
    finish(
      mix([
        { at: 0, samples: voice({ wave_type: NOISE, p_base_freq: 0.12, p_env_attack: sec(0.12), p_env_sustain: sec(0.35), p_env_decay: sec(0.35), p_lpf_freq: 0.16, p_repeat_speed: 0.7 }, 'rumble-noise') },
        { at: 0, gain: 0.4, samples: voice({ wave_type: SINE, p_base_freq: hz(55), p_vib_strength: 0.4, p_vib_speed: 0.5, p_env_attack: sec(0.1), p_env_sustain: sec(0.35), p_env_decay: sec(0.3) }, 'rumble-tone') },
      ]),
      0.45,
      0.9,
    ),

  // Castle Panic, a tower falling: a creak, then a deep crash of masonry
  topple: () =>
    finish(
      mix([
        { at: 0, gain: 0.45, samples: voice({ wave_type: SAWTOOTH, p_base_freq: hz(180), p_freq_ramp: -0.12, p_env_sustain: sec(0.12), p_env_decay: sec(0.05), p_lpf_freq: 0.3 }, 'topple-creak') },
        { at: 0.16, samples: voice({ wave_type: NOISE, p_base_freq: 0.18, p_freq_ramp: -0.1, p_env_sustain: sec(0.1), p_env_decay: sec(0.45), p_env_punch: 0.5, p_lpf_freq: 0.3, p_lpf_ramp: -0.1 }, 'topple-crash') },
        { at: 0.16, gain: 0.6, samples: voice({ wave_type: SINE, p_base_freq: hz(70), p_freq_ramp: -0.3, p_env_sustain: sec(0.03), p_env_decay: sec(0.25), p_env_punch: 0.4 }, 'topple-boom') },
      ]),
      0.5,
      0.7,
    ),
};

// ---- main --------------------------------------------------------------------------------------

const check = process.argv.includes('--check');
mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
let stale = 0;
for (const [name, make] of Object.entries(SOUNDS)) {
  const samples = make();
  const bytes = wav(samples);
  const file = join(OUT_DIR, `${name}.wav`);
  total += bytes.length;
  const secs = (samples.length / RATE).toFixed(3);
  if (check) {
    const same = existsSync(file) && Buffer.compare(readFileSync(file), bytes) === 0;
    if (!same) stale++;
    console.log(`${same ? 'ok   ' : 'STALE'} ${name.padEnd(8)} ${secs} s  ${(bytes.length / 1024).toFixed(1)} KB`);
  } else {
    writeFileSync(file, bytes);
    console.log(`wrote assets/sfx/${name}.wav  ${secs} s  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
console.log(`total ${(total / 1024).toFixed(1)} KB (${Object.keys(SOUNDS).length} files, mono ${RATE} Hz 16-bit)`);
if (check && stale > 0) {
  console.error(`${stale} file(s) differ from the generator: run npm run sounds`);
  process.exit(1);
}
