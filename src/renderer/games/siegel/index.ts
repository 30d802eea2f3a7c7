/** Registers the Die sieben Siegel table scene. Import this module once in the renderer entry. */
import { registerGameScene } from '../../scenes/registry';
import { SiegelScene } from './scene';

registerGameScene('siegel', (host) => new SiegelScene(host));

export { SiegelScene };
