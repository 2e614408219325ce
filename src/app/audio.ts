// Placeholder: replaced by the howler-backed audio service.
export const SFX_NAMES = ['card', 'tile', 'flip', 'hit', 'crumble', 'dice', 'victory', 'defeat', 'button'] as const;
export type SfxName = (typeof SFX_NAMES)[number];

export function playSfx(_name: SfxName): void {}
