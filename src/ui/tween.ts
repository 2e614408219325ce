// A tween as a promise, for event chains that play in order. It resolves when the tween
// completes, is stopped, or is killed by another tween of the same target (killTweensOf fires
// no callback), with a timer as the last resort so that a chain can never hang. `waitAsync` is a
// pause of the scene's clock in such a chain.
import type Phaser from 'phaser';

/** Resolves after `ms` of the scene's clock (paused with the scene). */
export function waitAsync(scene: Phaser.Scene, ms: number): Promise<void> {
  return new Promise((resolve) => scene.time.delayedCall(ms, () => resolve()));
}

export function tweenAsync(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const duration = typeof config.duration === 'number' ? config.duration : 300;
    const delay = typeof config.delay === 'number' ? config.delay : 0;
    const repeat = typeof config.repeat === 'number' && config.repeat > 0 ? config.repeat : 0;
    const span = (duration + delay) * (1 + repeat) * (config.yoyo ? 2 : 1);
    scene.tweens.add({ ...config, onComplete: finish, onStop: finish });
    scene.time.delayedCall(span + 250, finish);
  });
}
