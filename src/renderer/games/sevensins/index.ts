/** Registers the SevenSins table scene (the renderer entry imports every games/<id>/index.ts). */
import { registerGameScene } from '../../scenes/registry';
import { SevenSinsScene } from './scene';

registerGameScene('sevensins', (host) => new SevenSinsScene(host));

export { SevenSinsScene };
