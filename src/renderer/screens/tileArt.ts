/** The card-art vignette on each game's menu tile, built from the real card faces and tokens. */
import { Container, Graphics, Sprite } from 'pixi.js';
import type { GameId } from '../../shared/types';
import type { CardArt } from '../art/cardArt';
import { deckOf } from '../art/cards';
import { elementChip, saboteurToken, sealToken, targetToken } from '../art/tokens';
import { palette } from '../theme/theme';

function fan(
  art: CardArt,
  game: GameId,
  codes: string[],
  cardW: number,
  cx: number,
  cy: number,
  spread = 0.2,
): Container {
  const c = new Container();
  const n = codes.length;
  codes.forEach((code, i) => {
    const k = i - (n - 1) / 2;
    const shadow = new Sprite(art.shadow(cardW));
    shadow.anchor.set(0.5);
    shadow.alpha = 0.35;
    const face = new Sprite(art.face(deckOf(game), code, cardW));
    face.anchor.set(0.5);
    const holder = new Container();
    shadow.position.set(cardW * 0.02, cardW * 0.04);
    holder.addChild(shadow, face);
    holder.pivot.set(0, cardW * 1.6);
    holder.position.set(cx + k * cardW * 0.05, cy + cardW * 1.6);
    holder.rotation = k * spread;
    c.addChild(holder);
  });
  return c;
}

export function tileArt(game: GameId, art: CardArt, w: number, h: number, colorBlind: boolean): Container {
  const c = new Container();
  const cardW = Math.round(h * 0.5);
  const cy = h * 0.52;
  switch (game) {
    case 'siegel': {
      c.addChild(fan(art, game, ['B9', 'R12', 'V7'], cardW, w * 0.42, cy));
      const seal1 = sealToken('red', h * 0.3, colorBlind);
      seal1.position.set(w * 0.74, h * 0.62);
      const seal2 = sealToken('black', h * 0.24, colorBlind);
      seal2.position.set(w * 0.86, h * 0.78);
      const seal3 = sealToken('white', h * 0.22, colorBlind);
      seal3.position.set(w * 0.88, h * 0.42);
      const sab = saboteurToken(h * 0.62);
      sab.position.set(w * 0.14, h * 0.6);
      c.addChild(sab, seal3, seal1, seal2);
      break;
    }
    case 'dreizehn': {
      const target = targetToken('blue', 11, h * 0.62, colorBlind);
      target.position.set(w * 0.3, h * 0.5);
      c.addChild(target);
      c.addChild(fan(art, game, ['Y7', 'F4', 'G2'], cardW, w * 0.68, cy, 0.18));
      break;
    }
    case 'sevensins': {
      c.addChild(fan(art, game, ['W7', 'DEMON', 'SOUL', 'F13'], cardW, w * 0.5, cy, 0.16));
      break;
    }
    case 'abyss': {
      const g = new Graphics();
      const cx = w * 0.3;
      const ccy = h * 0.5;
      for (let i = 0; i < 5; i++) {
        g.ellipse(cx, ccy + i * h * 0.02, h * (0.42 - i * 0.075), h * (0.26 - i * 0.045)).fill({
          color: [0x203a36, 0x182d2b, 0x11201f, 0x0b1615, 0x050a0a][i]!,
        });
      }
      let prev: [number, number] | null = null;
      for (let t = 0; t <= 1.0001; t += 0.02) {
        const a = t * Math.PI * 3.2 - Math.PI * 0.6;
        const r = 1 - t * 0.8;
        const p: [number, number] = [
          cx + Math.cos(a) * h * 0.4 * r,
          ccy + Math.sin(a) * h * 0.24 * r + t * h * 0.06,
        ];
        if (prev) g.moveTo(...prev).lineTo(...p);
        prev = p;
      }
      g.stroke({ width: Math.max(1, h * 0.012), color: palette.accent, alpha: 0.55 });
      c.addChild(g);
      const elements = ['fire', 'water', 'space'] as const;
      elements.forEach((e, i) => {
        const chip = elementChip(e, h * 0.2, colorBlind);
        chip.position.set(w * 0.66 + i * h * 0.2, h * 0.22 + i * h * 0.02);
        c.addChild(chip);
      });
      c.addChild(fan(art, game, ['KITSUNE', 'S11'], Math.round(cardW * 0.85), w * 0.76, h * 0.6, 0.2));
      break;
    }
  }
  return c;
}
