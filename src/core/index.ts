export * from './contract';
export * from './rng';
export * from './stack';
export * from './record';
export * from './reveal';
