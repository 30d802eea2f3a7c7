/** Registers the SevenSins – Abyss table scene (the renderer entry imports every game index module). */
import { registerGameScene } from '../../scenes/registry';
import { AbyssScene } from './scene';

registerGameScene('abyss', (host) => new AbyssScene(host));

export { AbyssScene };
