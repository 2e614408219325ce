// Development and test builds only (never in production): the tiny test game from
// tests/fixtures and the widget gallery, so browser tests can drive the shell end to end.
import type Phaser from 'phaser';
import { registerTinyGame } from '../../tests/fixtures/tiny/entry';
import { WidgetGallery } from '../ui/gallery';

export function registerDevExtras(): Phaser.Types.Scenes.SceneType[] {
  registerTinyGame();
  return [WidgetGallery];
}
