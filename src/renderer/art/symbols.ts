/**
 * Vector symbols for every colour and special card, drawn into a Pixi Graphics in a unit
 * box (−0.5…0.5) scaled to `size` around (cx, cy). Each colour has its own shape, so
 * nothing depends on telling colours apart.
 */
import type { Graphics } from 'pixi.js';

export type SymbolKind =
  | 'flame'
  | 'sun'
  | 'leaf'
  | 'drop'
  | 'moon'
  | 'star'
  | 'crack'
  | 'wave'
  | 'diamond'
  | 'clover'
  | 'jester'
  | 'mountain'
  | 'swirl'
  | 'portal'
  | 'apple'
  | 'demon'
  | 'soul'
  | 'tanuki'
  | 'kitsune'
  | 'heptagram';

export interface SymbolStyle {
  color: number;
  /** Colour for details cut into the symbol (veins, eyes): usually the background. */
  detail: number;
  alpha?: number;
}

type Pt = [number, number];

export function drawSymbol(
  g: Graphics,
  kind: SymbolKind,
  cx: number,
  cy: number,
  size: number,
  st: SymbolStyle,
): void {
  const P = (x: number, y: number): Pt => [cx + x * size, cy + y * size];
  const fill = { color: st.color, alpha: st.alpha ?? 1 };
  const detail = { color: st.detail, alpha: st.alpha ?? 1 };
  const path = (pts: Pt[]): void => {
    g.moveTo(...pts[0]!);
    for (const p of pts.slice(1)) g.lineTo(...p);
    g.closePath();
  };
  switch (kind) {
    case 'flame': {
      g.moveTo(...P(0, 0.48));
      g.bezierCurveTo(...P(-0.36, 0.46), ...P(-0.42, 0.12), ...P(-0.22, -0.12));
      g.bezierCurveTo(...P(-0.12, -0.26), ...P(-0.14, -0.38), ...P(-0.04, -0.5));
      g.bezierCurveTo(...P(0.06, -0.3), ...P(0.22, -0.28), ...P(0.2, -0.08));
      g.bezierCurveTo(...P(0.3, -0.16), ...P(0.3, -0.26), ...P(0.28, -0.3));
      g.bezierCurveTo(...P(0.46, -0.08), ...P(0.4, 0.46), ...P(0, 0.48));
      g.fill(fill);
      g.moveTo(...P(0, 0.42));
      g.bezierCurveTo(...P(-0.18, 0.4), ...P(-0.2, 0.18), ...P(-0.06, 0.04));
      g.bezierCurveTo(...P(-0.02, 0.14), ...P(0.06, 0.14), ...P(0.06, 0.06));
      g.bezierCurveTo(...P(0.2, 0.18), ...P(0.18, 0.4), ...P(0, 0.42));
      g.fill(detail);
      break;
    }
    case 'sun': {
      g.star(cx, cy, 12, size * 0.5, size * 0.33, 0).fill(fill);
      g.circle(cx, cy, size * 0.27).fill(detail);
      g.circle(cx, cy, size * 0.22).fill(fill);
      break;
    }
    case 'leaf': {
      g.moveTo(...P(-0.32, 0.4));
      g.bezierCurveTo(...P(-0.46, 0.0), ...P(-0.12, -0.42), ...P(0.4, -0.46));
      g.bezierCurveTo(...P(0.42, 0.06), ...P(0.06, 0.42), ...P(-0.32, 0.4));
      g.fill(fill);
      g.moveTo(...P(-0.44, 0.5));
      g.lineTo(...P(-0.3, 0.36));
      g.bezierCurveTo(...P(-0.06, 0.1), ...P(0.14, -0.16), ...P(0.32, -0.38));
      g.stroke({ width: size * 0.05, color: st.detail, cap: 'round', alpha: st.alpha ?? 1 });
      g.moveTo(...P(-0.44, 0.5));
      g.lineTo(...P(-0.3, 0.36));
      g.stroke({ width: size * 0.06, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'drop': {
      g.moveTo(...P(0, -0.5));
      g.bezierCurveTo(...P(0.12, -0.28), ...P(0.36, -0.06), ...P(0.36, 0.16));
      g.bezierCurveTo(...P(0.36, 0.38), ...P(0.18, 0.5), ...P(0, 0.5));
      g.bezierCurveTo(...P(-0.18, 0.5), ...P(-0.36, 0.38), ...P(-0.36, 0.16));
      g.bezierCurveTo(...P(-0.36, -0.06), ...P(-0.12, -0.28), ...P(0, -0.5));
      g.fill(fill);
      g.moveTo(...P(-0.2, 0.14));
      g.bezierCurveTo(...P(-0.2, 0.28), ...P(-0.1, 0.36), ...P(0.0, 0.38));
      g.stroke({ width: size * 0.06, color: st.detail, cap: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'moon': {
      g.circle(cx, cy, size * 0.44).fill(fill);
      g.circle(cx + size * 0.2, cy - size * 0.12, size * 0.36).cut();
      g.star(cx + size * 0.22, cy + size * 0.14, 4, size * 0.1, size * 0.035, 0).fill(fill);
      break;
    }
    case 'star': {
      g.star(cx, cy + size * 0.04, 5, size * 0.52, size * 0.22, 0).fill(fill);
      break;
    }
    case 'crack': {
      const lines: Pt[][] = [
        [P(-0.02, -0.48), P(-0.1, -0.2), P(0.06, -0.04), P(-0.06, 0.2), P(0.04, 0.48)],
        [P(0.06, -0.04), P(0.34, 0.06), P(0.46, -0.06)],
        [P(-0.1, -0.2), P(-0.36, -0.26)],
        [P(-0.06, 0.2), P(-0.3, 0.3)],
      ];
      for (const line of lines) {
        g.moveTo(...line[0]!);
        for (const p of line.slice(1)) g.lineTo(...p);
        g.stroke({ width: size * 0.075, color: st.color, cap: 'round', join: 'round', alpha: st.alpha ?? 1 });
      }
      break;
    }
    case 'wave': {
      for (const dy of [-0.22, 0.02, 0.26]) {
        g.moveTo(...P(-0.46, dy));
        g.bezierCurveTo(...P(-0.3, dy - 0.18), ...P(-0.16, dy - 0.18), ...P(0, dy));
        g.bezierCurveTo(...P(0.16, dy + 0.18), ...P(0.3, dy + 0.18), ...P(0.46, dy));
        g.stroke({ width: size * 0.11, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      }
      break;
    }
    case 'diamond': {
      path([P(0, -0.5), P(0.36, 0), P(0, 0.5), P(-0.36, 0)]);
      g.fill(fill);
      path([P(0, -0.26), P(0.18, 0), P(0, 0.26), P(-0.18, 0)]);
      g.fill(detail);
      path([P(0, -0.14), P(0.1, 0), P(0, 0.14), P(-0.1, 0)]);
      g.fill(fill);
      break;
    }
    case 'clover': {
      const r = size * 0.2;
      g.circle(cx, cy - size * 0.22, r).fill(fill);
      g.circle(cx - size * 0.22, cy + size * 0.06, r).fill(fill);
      g.circle(cx + size * 0.22, cy + size * 0.06, r).fill(fill);
      g.circle(cx, cy - size * 0.02, r * 0.7).fill(fill);
      g.moveTo(...P(0, 0.06));
      g.bezierCurveTo(...P(0.02, 0.24), ...P(0.08, 0.38), ...P(0.2, 0.5));
      g.stroke({ width: size * 0.08, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'jester': {
      // A jester's cap with three bells and a grin below: the mischievous Fiese Vier.
      g.moveTo(...P(-0.4, 0.06));
      g.bezierCurveTo(...P(-0.46, -0.2), ...P(-0.42, -0.34), ...P(-0.36, -0.4));
      g.bezierCurveTo(...P(-0.22, -0.18), ...P(-0.14, -0.1), ...P(-0.08, -0.06));
      g.bezierCurveTo(...P(-0.08, -0.3), ...P(-0.02, -0.44), ...P(0.02, -0.5));
      g.bezierCurveTo(...P(0.06, -0.3), ...P(0.08, -0.16), ...P(0.1, -0.06));
      g.bezierCurveTo(...P(0.18, -0.14), ...P(0.3, -0.24), ...P(0.42, -0.36));
      g.bezierCurveTo(...P(0.46, -0.2), ...P(0.44, -0.06), ...P(0.4, 0.06));
      g.closePath();
      g.fill(fill);
      g.circle(...P(-0.36, -0.42), size * 0.07).fill(fill);
      g.circle(...P(0.02, -0.5), size * 0.07).fill(fill);
      g.circle(...P(0.42, -0.38), size * 0.07).fill(fill);
      g.roundRect(cx - size * 0.42, cy + size * 0.02, size * 0.84, size * 0.12, size * 0.04).fill(fill);
      // grin with a wink
      g.moveTo(...P(-0.22, 0.3));
      g.bezierCurveTo(...P(-0.1, 0.48), ...P(0.12, 0.48), ...P(0.24, 0.28));
      g.stroke({ width: size * 0.07, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      g.circle(...P(-0.14, 0.22), size * 0.045).fill(fill);
      g.moveTo(...P(0.08, 0.22));
      g.lineTo(...P(0.2, 0.2));
      g.stroke({ width: size * 0.05, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'mountain': {
      path([P(-0.5, 0.38), P(-0.12, -0.4), P(0.08, -0.02), P(0.2, -0.2), P(0.5, 0.38)]);
      g.fill(fill);
      path([P(-0.12, -0.4), P(-0.24, -0.16), P(-0.15, -0.2), P(-0.08, -0.12), P(0.0, -0.22)]);
      g.fill(detail);
      break;
    }
    case 'swirl': {
      const turns = 1.7;
      const steps = 48;
      for (let i = 0; i <= steps; i++) {
        const t = i / steps;
        const a = -Math.PI / 2 + t * turns * Math.PI * 2;
        const r = 0.04 + t * 0.4;
        const pt = P(Math.cos(a) * r, Math.sin(a) * r);
        if (i === 0) g.moveTo(...pt);
        else g.lineTo(...pt);
      }
      g.stroke({ width: size * 0.1, color: st.color, cap: 'round', join: 'round', alpha: st.alpha ?? 1 });
      g.moveTo(...P(0.1, 0.44));
      g.lineTo(...P(0.48, 0.44));
      g.stroke({ width: size * 0.08, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'portal': {
      g.ellipse(cx, cy, size * 0.36, size * 0.48).fill(fill);
      g.ellipse(cx, cy, size * 0.27, size * 0.38).fill(detail);
      g.ellipse(cx, cy, size * 0.2, size * 0.29).fill(fill);
      g.ellipse(cx, cy, size * 0.12, size * 0.19).fill(detail);
      g.star(cx, cy, 4, size * 0.1, size * 0.035, 0).fill(fill);
      break;
    }
    case 'apple': {
      g.moveTo(...P(0, -0.2));
      g.bezierCurveTo(...P(-0.2, -0.36), ...P(-0.48, -0.26), ...P(-0.44, 0.06));
      g.bezierCurveTo(...P(-0.4, 0.38), ...P(-0.16, 0.52), ...P(0, 0.42));
      g.bezierCurveTo(...P(0.16, 0.52), ...P(0.4, 0.38), ...P(0.44, 0.06));
      g.bezierCurveTo(...P(0.48, -0.26), ...P(0.2, -0.36), ...P(0, -0.2));
      g.fill(fill);
      g.circle(...P(0.44, -0.02), size * 0.14).fill(detail); // the bite
      g.moveTo(...P(0, -0.2));
      g.bezierCurveTo(...P(0, -0.32), ...P(0.04, -0.42), ...P(0.1, -0.48));
      g.stroke({ width: size * 0.06, color: st.color, cap: 'round', alpha: st.alpha ?? 1 });
      g.moveTo(...P(0.04, -0.34));
      g.bezierCurveTo(...P(0.14, -0.46), ...P(0.28, -0.44), ...P(0.32, -0.38));
      g.bezierCurveTo(...P(0.24, -0.3), ...P(0.12, -0.3), ...P(0.04, -0.34));
      g.fill(fill);
      break;
    }
    case 'demon': {
      // horned head, slit eyes, pointed chin
      path([P(-0.3, -0.18), P(-0.46, -0.5), P(-0.16, -0.3)]);
      g.fill(fill);
      path([P(0.3, -0.18), P(0.46, -0.5), P(0.16, -0.3)]);
      g.fill(fill);
      g.moveTo(...P(-0.34, -0.16));
      g.bezierCurveTo(...P(-0.3, -0.34), ...P(0.3, -0.34), ...P(0.34, -0.16));
      g.bezierCurveTo(...P(0.38, 0.14), ...P(0.16, 0.38), ...P(0, 0.5));
      g.bezierCurveTo(...P(-0.16, 0.38), ...P(-0.38, 0.14), ...P(-0.34, -0.16));
      g.fill(fill);
      path([P(-0.24, -0.06), P(-0.06, 0.02), P(-0.2, 0.06)]);
      g.fill(detail);
      path([P(0.24, -0.06), P(0.06, 0.02), P(0.2, 0.06)]);
      g.fill(detail);
      g.moveTo(...P(-0.14, 0.22));
      g.lineTo(...P(-0.05, 0.28));
      g.lineTo(...P(0.05, 0.22));
      g.lineTo(...P(0.14, 0.28));
      g.stroke({ width: size * 0.04, color: st.detail, cap: 'round', join: 'round', alpha: st.alpha ?? 1 });
      break;
    }
    case 'soul': {
      // a rising wisp under a halo
      g.ellipse(cx, cy - size * 0.4, size * 0.24, size * 0.07).stroke({
        width: size * 0.06,
        color: st.color,
        alpha: st.alpha ?? 1,
      });
      g.moveTo(...P(0, -0.24));
      g.bezierCurveTo(...P(0.3, -0.24), ...P(0.34, 0.08), ...P(0.22, 0.22));
      g.bezierCurveTo(...P(0.12, 0.34), ...P(0.16, 0.44), ...P(0.3, 0.5));
      g.bezierCurveTo(...P(0.04, 0.52), ...P(-0.1, 0.42), ...P(-0.16, 0.3));
      g.bezierCurveTo(...P(-0.34, 0.14), ...P(-0.32, -0.24), ...P(0, -0.24));
      g.fill(fill);
      g.circle(...P(-0.08, -0.04), size * 0.05).fill(detail);
      g.circle(...P(0.1, -0.04), size * 0.05).fill(detail);
      break;
    }
    case 'tanuki': {
      g.circle(...P(-0.28, -0.28), size * 0.13).fill(fill);
      g.circle(...P(0.28, -0.28), size * 0.13).fill(fill);
      g.ellipse(cx, cy + size * 0.04, size * 0.42, size * 0.36).fill(fill);
      // the mask band with eyes
      g.moveTo(...P(-0.38, 0.0));
      g.bezierCurveTo(...P(-0.2, -0.14), ...P(-0.06, -0.04), ...P(0, 0.04));
      g.bezierCurveTo(...P(0.06, -0.04), ...P(0.2, -0.14), ...P(0.38, 0.0));
      g.bezierCurveTo(...P(0.3, 0.14), ...P(0.12, 0.14), ...P(0, 0.1));
      g.bezierCurveTo(...P(-0.12, 0.14), ...P(-0.3, 0.14), ...P(-0.38, 0.0));
      g.fill(detail);
      g.circle(...P(-0.17, 0.02), size * 0.045).fill(fill);
      g.circle(...P(0.17, 0.02), size * 0.045).fill(fill);
      g.ellipse(cx, cy + size * 0.24, size * 0.08, size * 0.055).fill(detail);
      break;
    }
    case 'kitsune': {
      path([
        P(-0.42, -0.46),
        P(-0.12, -0.2),
        P(0.12, -0.2),
        P(0.42, -0.46),
        P(0.4, -0.04),
        P(0, 0.5),
        P(-0.4, -0.04),
      ]);
      g.fill(fill);
      path([P(-0.34, -0.32), P(-0.2, -0.18), P(-0.32, -0.12)]);
      g.fill(detail);
      path([P(0.34, -0.32), P(0.2, -0.18), P(0.32, -0.12)]);
      g.fill(detail);
      path([P(-0.24, 0.0), P(-0.06, 0.06), P(-0.2, 0.1)]);
      g.fill(detail);
      path([P(0.24, 0.0), P(0.06, 0.06), P(0.2, 0.1)]);
      g.fill(detail);
      g.circle(...P(0, 0.38), size * 0.05).fill(detail);
      break;
    }
    case 'heptagram': {
      const pts: Pt[] = [];
      for (let i = 0; i < 7; i++) {
        const a = -Math.PI / 2 + (i * 3 * 2 * Math.PI) / 7;
        pts.push(P(Math.cos(a) * 0.5, Math.sin(a) * 0.5));
      }
      g.moveTo(...pts[0]!);
      for (const p of pts.slice(1)) g.lineTo(...p);
      g.closePath();
      g.stroke({ width: size * 0.05, color: st.color, join: 'round', alpha: st.alpha ?? 1 });
      break;
    }
  }
}

export type PatternKind =
  'diagonal' | 'dots' | 'horizontal' | 'cross' | 'vertical' | 'zigzag' | 'checker' | 'rings';

/** Fills a rectangle with a line/dot pattern (for colour-blind mode); clip it with a mask. */
export function drawPattern(
  g: Graphics,
  kind: PatternKind,
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  color: number,
  alpha: number,
): void {
  const line = { width: Math.max(1, step * 0.22), color, alpha };
  switch (kind) {
    case 'diagonal':
      for (let d = -h; d < w; d += step) {
        g.moveTo(x + d, y + h);
        g.lineTo(x + d + h, y);
      }
      g.stroke(line);
      break;
    case 'cross':
      for (let d = -h; d < w; d += step) {
        g.moveTo(x + d, y + h);
        g.lineTo(x + d + h, y);
        g.moveTo(x + d, y);
        g.lineTo(x + d + h, y + h);
      }
      g.stroke(line);
      break;
    case 'horizontal':
      for (let yy = y + step / 2; yy < y + h; yy += step) {
        g.moveTo(x, yy);
        g.lineTo(x + w, yy);
      }
      g.stroke(line);
      break;
    case 'vertical':
      for (let xx = x + step / 2; xx < x + w; xx += step) {
        g.moveTo(xx, y);
        g.lineTo(xx, y + h);
      }
      g.stroke(line);
      break;
    case 'dots':
      for (let yy = y + step / 2, row = 0; yy < y + h; yy += step * 0.87, row++) {
        for (let xx = x + (row % 2 ? step : step / 2); xx < x + w; xx += step) g.circle(xx, yy, step * 0.18);
      }
      g.fill({ color, alpha });
      break;
    case 'zigzag':
      for (let yy = y + step / 2; yy < y + h + step; yy += step) {
        g.moveTo(x, yy);
        for (let xx = x, up = true; xx <= x + w + step; xx += step / 2, up = !up)
          g.lineTo(xx, yy + (up ? -step / 4 : step / 4));
      }
      g.stroke(line);
      break;
    case 'checker':
      for (let yy = y, r = 0; yy < y + h; yy += step, r++) {
        for (let xx = x + (r % 2) * step; xx < x + w; xx += step * 2) g.rect(xx, yy, step, step);
      }
      g.fill({ color, alpha: alpha * 0.8 });
      break;
    case 'rings':
      for (let yy = y + step / 2; yy < y + h + step; yy += step) {
        for (let xx = x + step / 2; xx < x + w + step; xx += step) g.circle(xx, yy, step * 0.3);
      }
      g.stroke({ ...line, width: Math.max(1, step * 0.12) });
      break;
  }
}
