/** Registers the 13 (`dreizehn`) table scene. Import this module once in the renderer entry. */
import { registerGameScene } from '../../scenes/registry';
import { DreizehnScene } from './scene';

registerGameScene('dreizehn', (host) => new DreizehnScene(host));

export { DreizehnScene };
