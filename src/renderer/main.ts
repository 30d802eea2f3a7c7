/** Renderer entry. Pixi needs its unsafe-eval shim under the strict CSP (see TOOLCHAIN notes). */
import 'pixi.js/unsafe-eval';
import { Application, Text } from 'pixi.js';

async function start(): Promise<void> {
  const app = new Application();
  await app.init({ resizeTo: window, background: '#17302a', antialias: true, preference: 'webgl' });
  document.body.appendChild(app.canvas);
  const title = new Text({ text: 'Spieltisch', style: { fill: '#f3ead7', fontSize: 48, fontFamily: 'serif' } });
  title.anchor.set(0.5);
  const place = (): void => title.position.set(app.screen.width / 2, app.screen.height / 2);
  place();
  app.renderer.on('resize', place);
  app.stage.addChild(title);
}

void start();
