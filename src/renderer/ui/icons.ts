/** Small line icons for buttons, drawn in a box of `size` centred on (cx, cy). */
import type { Graphics } from 'pixi.js';

export type IconName =
  | 'gear'
  | 'back'
  | 'forward'
  | 'menu'
  | 'close'
  | 'play'
  | 'log'
  | 'door'
  | 'pencil'
  | 'book'
  | 'bulb'
  | 'chart'
  | 'pause'
  | 'stepBack'
  | 'stepForward'
  | 'skipBack'
  | 'skipForward'
  | 'save'
  | 'folder'
  | 'eye'
  | 'replay';

export function drawIcon(
  g: Graphics,
  icon: IconName,
  cx: number,
  cy: number,
  size: number,
  color: number,
): void {
  const w = Math.max(1.5, size * 0.11);
  const line = { width: w, color, cap: 'round' as const, join: 'round' as const };
  const s = size / 2;
  switch (icon) {
    case 'gear': {
      const teeth = 8;
      for (let i = 0; i < teeth; i++) {
        const a = (i / teeth) * Math.PI * 2;
        g.moveTo(cx + Math.cos(a) * s * 0.62, cy + Math.sin(a) * s * 0.62);
        g.lineTo(cx + Math.cos(a) * s * 0.95, cy + Math.sin(a) * s * 0.95);
      }
      g.stroke({ ...line, width: w * 1.5 });
      g.circle(cx, cy, s * 0.62).stroke(line);
      g.circle(cx, cy, s * 0.25).stroke(line);
      break;
    }
    case 'back':
      g.moveTo(cx + s * 0.25, cy - s * 0.6);
      g.lineTo(cx - s * 0.35, cy);
      g.lineTo(cx + s * 0.25, cy + s * 0.6);
      g.stroke({ ...line, width: w * 1.2 });
      break;
    case 'forward':
      g.moveTo(cx - s * 0.25, cy - s * 0.6);
      g.lineTo(cx + s * 0.35, cy);
      g.lineTo(cx - s * 0.25, cy + s * 0.6);
      g.stroke({ ...line, width: w * 1.2 });
      break;
    case 'menu':
      for (const dy of [-0.55, 0, 0.55]) {
        g.moveTo(cx - s * 0.75, cy + dy * s);
        g.lineTo(cx + s * 0.75, cy + dy * s);
      }
      g.stroke(line);
      break;
    case 'close':
      g.moveTo(cx - s * 0.6, cy - s * 0.6);
      g.lineTo(cx + s * 0.6, cy + s * 0.6);
      g.moveTo(cx + s * 0.6, cy - s * 0.6);
      g.lineTo(cx - s * 0.6, cy + s * 0.6);
      g.stroke(line);
      break;
    case 'play':
      g.moveTo(cx - s * 0.45, cy - s * 0.7);
      g.lineTo(cx + s * 0.7, cy);
      g.lineTo(cx - s * 0.45, cy + s * 0.7);
      g.closePath();
      g.fill(color);
      break;
    case 'log':
      g.roundRect(cx - s * 0.7, cy - s * 0.85, s * 1.4, s * 1.7, s * 0.2).stroke(line);
      for (const dy of [-0.35, 0.05, 0.45]) {
        g.moveTo(cx - s * 0.38, cy + dy * s);
        g.lineTo(cx + s * 0.38, cy + dy * s);
      }
      g.stroke({ ...line, width: w * 0.8 });
      break;
    case 'pencil':
      g.moveTo(cx - s * 0.7, cy + s * 0.7);
      g.lineTo(cx - s * 0.55, cy + s * 0.2);
      g.lineTo(cx + s * 0.45, cy - s * 0.8);
      g.lineTo(cx + s * 0.8, cy - s * 0.45);
      g.lineTo(cx - s * 0.2, cy + s * 0.55);
      g.closePath();
      g.stroke({ ...line, width: w * 0.9 });
      g.moveTo(cx + s * 0.2, cy - s * 0.55).lineTo(cx + s * 0.55, cy - s * 0.2);
      g.stroke({ ...line, width: w * 0.9 });
      break;
    case 'book': {
      // An open book: two pages from a spine.
      g.moveTo(cx, cy - s * 0.55);
      g.bezierCurveTo(cx - s * 0.3, cy - s * 0.8, cx - s * 0.65, cy - s * 0.75, cx - s * 0.9, cy - s * 0.6);
      g.lineTo(cx - s * 0.9, cy + s * 0.7);
      g.bezierCurveTo(cx - s * 0.65, cy + s * 0.55, cx - s * 0.3, cy + s * 0.6, cx, cy + s * 0.8);
      g.bezierCurveTo(cx + s * 0.3, cy + s * 0.6, cx + s * 0.65, cy + s * 0.55, cx + s * 0.9, cy + s * 0.7);
      g.lineTo(cx + s * 0.9, cy - s * 0.6);
      g.bezierCurveTo(cx + s * 0.65, cy - s * 0.75, cx + s * 0.3, cy - s * 0.8, cx, cy - s * 0.55);
      g.lineTo(cx, cy + s * 0.8);
      g.stroke(line);
      break;
    }
    case 'bulb':
      // A light bulb: the glass, its neck and two lines of the screw base.
      g.arc(cx, cy - s * 0.2, s * 0.55, Math.PI * 0.8, Math.PI * 2.2).stroke(line);
      g.moveTo(cx - s * 0.32, cy + s * 0.25)
        .lineTo(cx - s * 0.25, cy + s * 0.5)
        .lineTo(cx + s * 0.25, cy + s * 0.5)
        .lineTo(cx + s * 0.32, cy + s * 0.25)
        .stroke(line);
      g.moveTo(cx - s * 0.22, cy + s * 0.72)
        .lineTo(cx + s * 0.22, cy + s * 0.72)
        .stroke(line);
      g.moveTo(cx - s * 0.12, cy + s * 0.92)
        .lineTo(cx + s * 0.12, cy + s * 0.92)
        .stroke(line);
      break;
    case 'chart':
      // Three bars on a baseline.
      g.moveTo(cx - s * 0.9, cy + s * 0.8)
        .lineTo(cx + s * 0.9, cy + s * 0.8)
        .stroke(line);
      for (const [dx, top] of [
        [-0.55, 0.05],
        [0, -0.75],
        [0.55, -0.3],
      ] as const) {
        g.moveTo(cx + dx * s, cy + s * 0.55).lineTo(cx + dx * s, cy + top * s);
      }
      g.stroke({ ...line, width: w * 1.7 });
      break;
    case 'pause':
      g.roundRect(cx - s * 0.6, cy - s * 0.7, s * 0.42, s * 1.4, s * 0.08).fill(color);
      g.roundRect(cx + s * 0.18, cy - s * 0.7, s * 0.42, s * 1.4, s * 0.08).fill(color);
      break;
    case 'stepBack':
    case 'stepForward': {
      // A bar and a triangle: one step.
      const d = icon === 'stepForward' ? 1 : -1;
      g.moveTo(cx - d * s * 0.55, cy - s * 0.65)
        .lineTo(cx + d * s * 0.35, cy)
        .lineTo(cx - d * s * 0.55, cy + s * 0.65)
        .closePath()
        .fill(color);
      g.roundRect(cx + (d > 0 ? s * 0.42 : -s * 0.62), cy - s * 0.65, s * 0.2, s * 1.3, s * 0.05).fill(color);
      break;
    }
    case 'skipBack':
    case 'skipForward': {
      // Two triangles: a round at once.
      const d = icon === 'skipForward' ? 1 : -1;
      for (const off of [-0.45, 0.3]) {
        const x = cx + d * off * s;
        g.moveTo(x - d * s * 0.4, cy - s * 0.6)
          .lineTo(x + d * s * 0.35, cy)
          .lineTo(x - d * s * 0.4, cy + s * 0.6)
          .closePath()
          .fill(color);
      }
      break;
    }
    case 'save':
      // An arrow down onto a tray: saved to the disk.
      g.moveTo(cx, cy - s * 0.85).lineTo(cx, cy + s * 0.25);
      g.moveTo(cx - s * 0.42, cy - s * 0.15)
        .lineTo(cx, cy + s * 0.27)
        .lineTo(cx + s * 0.42, cy - s * 0.15);
      g.moveTo(cx - s * 0.8, cy + s * 0.3)
        .lineTo(cx - s * 0.8, cy + s * 0.8)
        .lineTo(cx + s * 0.8, cy + s * 0.8)
        .lineTo(cx + s * 0.8, cy + s * 0.3);
      g.stroke(line);
      break;
    case 'folder':
      g.moveTo(cx - s * 0.85, cy + s * 0.7)
        .lineTo(cx - s * 0.85, cy - s * 0.65)
        .lineTo(cx - s * 0.3, cy - s * 0.65)
        .lineTo(cx - s * 0.12, cy - s * 0.42)
        .lineTo(cx + s * 0.85, cy - s * 0.42)
        .lineTo(cx + s * 0.85, cy + s * 0.7)
        .closePath()
        .stroke(line);
      g.moveTo(cx - s * 0.85, cy - s * 0.15)
        .lineTo(cx + s * 0.85, cy - s * 0.15)
        .stroke({ ...line, width: w * 0.8 });
      break;
    case 'eye':
      g.moveTo(cx - s * 0.9, cy)
        .quadraticCurveTo(cx, cy - s * 0.95, cx + s * 0.9, cy)
        .quadraticCurveTo(cx, cy + s * 0.95, cx - s * 0.9, cy)
        .stroke(line);
      g.circle(cx, cy, s * 0.27).fill(color);
      break;
    case 'replay':
      // A circular arrow around a small triangle: the game again.
      g.arc(cx, cy, s * 0.78, -Math.PI * 0.35, Math.PI * 1.45).stroke(line);
      g.moveTo(cx + s * 0.28, cy - s * 0.95)
        .lineTo(cx + s * 0.62, cy - s * 0.62)
        .lineTo(cx + s * 0.18, cy - s * 0.45)
        .stroke(line);
      g.moveTo(cx - s * 0.22, cy - s * 0.35)
        .lineTo(cx + s * 0.35, cy)
        .lineTo(cx - s * 0.22, cy + s * 0.35)
        .closePath()
        .fill(color);
      break;
    case 'door':
      g.roundRect(cx - s * 0.55, cy - s * 0.85, s * 1.0, s * 1.7, s * 0.1).stroke(line);
      g.moveTo(cx + s * 0.15, cy);
      g.lineTo(cx + s * 0.9, cy);
      g.moveTo(cx + s * 0.6, cy - s * 0.3);
      g.lineTo(cx + s * 0.9, cy);
      g.lineTo(cx + s * 0.6, cy + s * 0.3);
      g.stroke(line);
      break;
  }
}
