import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '../../../src/app/software-gl';

describe('software WebGL (the menu ambience stands still there)', () => {
  it('names Chrome\'s SwiftShader, Mesa\'s llvmpipe and Windows\' basic renderer as software', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    ]) expect(isSoftwareRenderer(name), name).toBe(true);
  });
  it('leaves graphics chips alone', () => {
    for (const name of ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Apple M1', 'Mali-G78', 'Adreno (TM) 730', 'Mesa Intel(R) UHD Graphics 620 (KBL GT2)', 'WebKit WebGL'])
      expect(isSoftwareRenderer(name), name).toBe(false);
  });
});
