/**
 * Hand fan geometry: cards on a shallow arc along the bottom edge, overlapping just enough
 * to fit the available width, each rotated along the arc. Pure maths with no imports:
 * the table layout builds on it (card size, the viewer's fan), never the other way round.
 */
export interface FanOptions {
  /** Centre x of the fan. */
  centerX: number;
  /** y of the card centres at the middle of the fan. */
  baseY: number;
  cardWidth: number;
  cardHeight: number;
  /** The whole fan (card edges included, rotation ignored) must fit this width. */
  maxWidth: number;
  /** Preferred spacing between card centres, as a fraction of the card width. */
  spacing?: number;
  /** Rotation step per card in radians, and the total spread the fan may not exceed. */
  angleStep?: number;
  maxSpread?: number;
  /** The outermost cards sit at most this much lower than the middle (default 8 % of the height). */
  maxDip?: number;
}

export interface FanSlot {
  x: number;
  y: number;
  rotation: number;
}

export function fanLayout(count: number, o: FanOptions): FanSlot[] {
  if (count <= 0) return [];
  if (count === 1) return [{ x: o.centerX, y: o.baseY, rotation: 0 }];
  const preferred = o.cardWidth * (o.spacing ?? 0.62);
  const fitting = Math.max(0, o.maxWidth - o.cardWidth) / (count - 1);
  const step = Math.min(preferred, fitting);
  const maxSpread = o.maxSpread ?? (24 * Math.PI) / 180;
  const angleStep = Math.min(o.angleStep ?? (2.2 * Math.PI) / 180, maxSpread / (count - 1));
  // Radius of the arc through the card centres so that consecutive centres lie `step` apart.
  const radius = angleStep > 0 ? step / angleStep : Infinity;
  const edge = ((count - 1) / 2) * angleStep;
  const fullDip = Number.isFinite(radius) ? radius * (1 - Math.cos(edge)) : 0;
  const maxDip = o.maxDip ?? o.cardHeight * 0.08;
  const flatten = fullDip > maxDip ? maxDip / fullDip : 1;
  const slots: FanSlot[] = [];
  for (let i = 0; i < count; i++) {
    const k = i - (count - 1) / 2;
    const rotation = k * angleStep;
    const x = o.centerX + k * step;
    const y = Number.isFinite(radius) ? o.baseY + flatten * radius * (1 - Math.cos(rotation)) : o.baseY;
    slots.push({ x, y, rotation });
  }
  return slots;
}

/** Card size in CSS pixels for a ui scale; 5:7 like a standard playing card. */
export function cardSize(scale: number, designHeight = 150): { width: number; height: number } {
  const height = Math.round(designHeight * scale);
  return { width: Math.round((height * 5) / 7), height };
}
