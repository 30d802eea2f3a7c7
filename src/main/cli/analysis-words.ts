/** English words for `npm run analyse`'s plain output (the app words its analysis itself, in the renderer). */
import type { AnalysisAction, AnalysisUnit } from '../../shared/analysis';

const UNIT: Record<AnalysisUnit, string> = {
  penalty: 'penalty points',
  minus: 'minus points',
  points: 'points',
  fields: 'fields',
};

export function unitWord(unit: AnalysisUnit): string {
  return UNIT[unit];
}

/** "play G7", "play R3 on left", "bid 2", "predict green 2, red 1 (steal …)", "jump". */
export function describeAction(a: AnalysisAction): string {
  const v = (k: string): string => (a[k] === undefined ? '' : String(a[k]));
  switch (a.type) {
    case 'play':
      return `play ${v('card')}${a.as ? ` as ${v('as')}` : ''}${a.target ? ` on ${v('target')}` : ''}`;
    case 'bid':
      return `bid ${v('tricks')}`;
    case 'trump':
      return `trump ${v('element')}`;
    case 'jump':
      return a.jump === true ? 'jump' : 'stay';
    case 'scale':
      return a.add
        ? `scale: add ${v('add')}`
        : Array.isArray(a.swap)
          ? `scale: swap ${a.swap.join('/')}`
          : 'scale: leave';
    case 'pass':
      return `pass ${v('card')}`;
    case 'return':
      return `give back ${v('seal')}`;
    case 'saboteur':
      return 'take the saboteur';
    case 'predict': {
      const seals = Object.entries((a.seals ?? {}) as Record<string, number>)
        .filter(([, n]) => n > 0)
        .map(([c, n]) => `${c} ${n}`);
      const steals = Array.isArray(a.steals)
        ? (a.steals as { color: string; from: number }[]).map((s) => `${s.color} from seat ${s.from}`)
        : [];
      return `predict ${seals.length > 0 ? seals.join(', ') : 'nothing'}${steals.length > 0 ? ` (steal ${steals.join(', ')})` : ''}`;
    }
    default:
      return JSON.stringify(a);
  }
}
