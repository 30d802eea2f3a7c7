/** English words for `npm run analyse`'s plain output (the app words its analysis itself, in the renderer). */
import type { AnalysisAction, AnalysisReport, AnalysisUnit, AnalysedDecision } from '../../shared/analysis';

/** What the plain report reads of an analysis (also what `--json` prints). */
export type PlainReport = Pick<
  AnalysisReport,
  'game' | 'seat' | 'unit' | 'forced' | 'roundLoss' | 'totalLoss' | 'mistakes' | 'seconds'
> & {
  decisions: Pick<AnalysedDecision, 'round' | 'action' | 'chosen' | 'best' | 'loss' | 'ci95' | 'mistake'>[];
};

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

/** The plain report: one line per decision (mistakes marked `!!`, other losses `·`), then the sums. */
export function plainAnalysis(report: PlainReport, names: readonly string[]): string {
  const unit = unitWord(report.unit);
  const lines = [
    `${report.game}, ${names[report.seat] ?? `seat ${report.seat}`} (seat ${report.seat}): ${report.decisions.length} decisions weighed, ${report.forced} forced`,
  ];
  for (const d of report.decisions) {
    const mark = d.mistake ? '!!' : d.loss > 0 ? ' ·' : '  ';
    const better = d.loss > 0 ? `; better ${describeAction(d.best)}` : '';
    lines.push(
      `${mark} round ${d.round} #${d.action}: ${describeAction(d.chosen)}${better}  loss ${d.loss.toFixed(2)} ${unit} [${d.ci95[0].toFixed(2)}, ${d.ci95[1].toFixed(2)}]`,
    );
  }
  const rounds = report.roundLoss
    .map((l, i) => (l > 0 ? `round ${i + 1}: ${l.toFixed(2)}` : ''))
    .filter(Boolean)
    .join(', ');
  lines.push(
    `expected ${unit} lost by decisions: ${report.totalLoss.toFixed(2)}${rounds ? ` (${rounds})` : ''}; mistakes: ${report.mistakes}; ${report.seconds.toFixed(1)} s`,
  );
  return `${lines.join('\n')}\n`;
}
