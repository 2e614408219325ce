// A fix for Phaser 4's multi-texture batches (issue 30 item 11: standing walls drawn missing or
// cut off). A batch draws quads of several textures at once and each vertex carries its
// texture's unit as a float; the fragment shader picks the sampler with `outTexDatum == 1.0`,
// `== 2.0`, ... on that float as the GPU interpolated it across the triangle. Interpolating the
// same value at three corners is not exact everywhere (mediump on phones, SwiftShader in the
// browser tests): where it came out 0.99999 no branch matched and the fragment was transparent,
// so a quad sharing its batch with other textures lost part or all of itself (a wall turned by
// 150 degrees vanished; on a phone three walls showed as fragments) until a later frame batched
// it differently. Every shader program is built here with that float rounded to the nearest
// unit before it is compared.
import Phaser from 'phaser';

const DECLARED = 'varying float outTexDatum;';

/** The shader sources with the texture unit rounded before use (unchanged where they have none). */
export function roundTextureUnit(vertex: string, fragment: string): [string, string] {
  if (!fragment.includes(DECLARED)) return [vertex, fragment];
  return [
    vertex.replace(DECLARED, 'varying float outTexDatumRaw;\n#define outTexDatum outTexDatumRaw'),
    fragment.replace(DECLARED, 'varying float outTexDatumRaw;\n#define outTexDatum floor(outTexDatumRaw + 0.5)'),
  ];
}

let patched = false;

/** Before the game is made: every WebGL shader program compiles with the rounded unit. */
export function patchTextureSelect(): void {
  if (patched) return;
  patched = true;
  const proto = Phaser.Renderer.WebGL.WebGLRenderer.prototype as unknown as { createProgram: (this: unknown, v: string, f: string) => unknown };
  const create = proto.createProgram;
  proto.createProgram = function createProgram(this: unknown, vertex: string, fragment: string) {
    return create.apply(this, roundTextureUnit(vertex, fragment));
  };
}
