// Is the game drawn without a GPU? Browsers on machines with no usable graphics chip (or with it
// blocked) draw WebGL in software: SwiftShader in Chrome, llvmpipe in Firefox under Mesa. There
// every frame the page's compositor draws costs the CPU a whole canvas of pixels: the menu's CSS
// ambience (app/menu-ambience.ts), still in pixels but moving 60 times a second, kept 1.6 of a
// 2-core machine's cores busy at 1600x900 where a GPU does it for nothing (measured 2026-12-03:
// `npm run perf` machine, the menu left alone 4 s). Such a machine gets the ambience standing still.
import type Phaser from 'phaser';

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|lavapipe|microsoft basic render/i;

/** A WebGL renderer's name that says it draws in software. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

let cached: boolean | null = null;

/** Does `game` draw in software (a software WebGL renderer, or the canvas renderer Phaser falls back to)? */
export function drawnInSoftware(game: Phaser.Game): boolean {
  if (cached !== null) return cached;
  const gl = (game.renderer as { gl?: WebGLRenderingContext }).gl;
  if (!gl) return (cached = true); // Phaser's canvas renderer: no WebGL at all
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return (cached = isSoftwareRenderer(name));
}
