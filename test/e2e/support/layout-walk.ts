/**
 * The layout checker's walks (test/e2e/layout.spec.ts): a walk is a page going once through its
 * states, auditing at each stop on the way at every size against the baseline. The lesson specs
 * of the lessons in the checker's language (German: 13 and Abyss) audit their lesson's stops on
 * their own walk (`lessonAudit`), so that no lesson is walked twice.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../../src/shared/settings';
import { expect, waitForScreen, waitIdle } from './app';
import { CHECK_SIZES, type CheckSize, LayoutReport, readBaseline, writeRow } from './layout-check';
import { type RealHost, startRealHost } from './real-host';
import type { TableGame } from './scene';

/** LAYOUT_SCREENS=menu,siegel and LAYOUT_SIZES=390x844 narrow a run while working on a screen. */
export const ONLY = process.env.LAYOUT_SCREENS?.split(',');
const chosen = (sizes: readonly CheckSize[]): CheckSize[] => {
  const only = process.env.LAYOUT_SIZES?.split(',');
  const kept = only ? sizes.filter((s) => only.includes(`${s.width}x${s.height}`)) : [...sizes];
  // 1280×800 last: the walk goes on at the size it was walked at before the stop.
  return [...kept.filter((s) => s.name !== '1280×800'), ...kept.filter((s) => s.name === '1280×800')];
};
// German (the longest words) in every run; LAYOUT_LANGS=de,en adds English (docs/layout.md).
export const LANGS = (process.env.LAYOUT_LANGS?.split(',') ?? ['de']) as Language[];
const BASELINE = readBaseline();

/** Thrown once a walk has passed its last chosen stop: the rest of the walk is skipped. */
export class WalkDone extends Error {}

/** One walk's page, hosts and stops; `at` audits a stop at every size. */
export class Walk {
  private readonly left: Set<string>;
  private readonly hosts: RealHost[] = [];
  /** Stops with more findings than the baseline allows. */
  readonly over: string[] = [];

  /**
   * `endEarly`: past its last chosen stop the walk ends (throws WalkDone). A lesson spec that
   * audits its stops on the way walks on to its own end (false).
   */
  constructor(
    readonly page: Page,
    readonly language: Language,
    private readonly stops: readonly string[],
    private readonly endEarly = true,
  ) {
    this.left = new Set(stops.filter((s) => !ONLY || ONLY.includes(s)));
  }

  /**
   * A host of its own (a table left open would come back at the next visit) with LAN tables on
   * loopback, the page at its menu at 1280×800.
   */
  async freshHost(): Promise<RealHost> {
    await this.stopHosts();
    const host = await walkHost(this.language);
    this.hosts.push(host);
    await this.page.setViewportSize({ width: 1280, height: 800 });
    await this.page.goto(host.url);
    await waitForScreen(this.page, 'menu');
    return host;
  }

  async stopHosts(): Promise<void> {
    for (const host of this.hosts.splice(0)) await host.stop();
  }

  /** Audits the stop at every (chosen) size, if it is chosen; past the last chosen stop the walk ends. */
  async at(name: string, sizes: readonly CheckSize[] = CHECK_SIZES): Promise<void> {
    if (!this.stops.includes(name)) throw new Error(`${name} is not a stop of this walk`);
    if (this.left.has(name)) {
      const report = new LayoutReport(this.language);
      await report.everySize(this.page, name, chosen(sizes));
      const row = report.rowsOf(this.language)[0]!;
      writeRow(row);
      // Every cell at most its baseline (0 where none is kept): the ratchet until all are 0.
      const allowed = BASELINE[name]?.[this.language] ?? {};
      const over = Object.entries(row.counts).filter(([size, n]) => n > (allowed[size] ?? 0));
      if (over.length > 0) {
        console.log(row.findings.join('\n'));
        this.over.push(
          `${name}: ${over.map(([size, n]) => `${size} ${n} > ${allowed[size] ?? 0}`).join(', ')}`,
        );
      }
      this.left.delete(name);
    }
    if (this.left.size === 0 && this.endEarly) throw new WalkDone();
  }

  get wanted(): boolean {
    return this.left.size > 0;
  }
}

/** The pointer off the table (its last tap would leave a hover tooltip over what came next). */
export async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitIdle(page);
}

// Each lesson walked once as its coach leads it, audited at its first step, at its dialogs (the
// bid, Siegel's prediction and return prompt, Abyss' jump and scale at the heptagram, the Kitsune's form: the
// card clicked, the dialog open) and at its end (the round's or phase's summary).
export const LESSON_STOPS: Record<TableGame | 'dreizehn', Record<string, string>> = {
  siegel: {
    first: 'lesson-siegel',
    predict: 'lesson-siegel-predict',
    return: 'lesson-siegel-return',
    end: 'lesson-siegel-end',
  },
  dreizehn: { first: 'lesson-dreizehn', end: 'lesson-dreizehn-end' },
  sevensins: {
    first: 'lesson-sevensins',
    bid: 'lesson-sevensins-bid',
    kitsune: 'lesson-sevensins-kitsune',
    end: 'lesson-sevensins-end',
  },
  abyss: {
    first: 'lesson-abyss',
    jump: 'lesson-abyss-jump',
    heptagram: 'lesson-abyss-heptagram',
    kitsune: 'lesson-abyss-kitsune',
    end: 'lesson-abyss-end',
  },
};

/** The host a walk's page uses: LAN tables on loopback, instant, the player "Ada". */
export function walkHost(language: Language): Promise<RealHost> {
  return startRealHost({ language, animationSpeed: 'instant', botSpeed: 'instant', playerName: 'Ada' }, 0, {
    lan: true,
  });
}

/**
 * The lessons whose own spec audits their stops on its walk (the spec's language is the
 * checker's): layout.spec walks them only in the other languages of LAYOUT_LANGS.
 */
export const AUDITED_BY_LESSON_SPEC: Partial<Record<TableGame | 'dreizehn', Language>> = {
  dreizehn: 'de',
  abyss: 'de',
};

/**
 * The audits at a lesson's stops as its walk passes them: `at(step)` at a moment of the lesson
 * (the first, a dialog's step, 'end'), `kitsune()` at the Kitsune's open dialog.
 */
export function lessonStops(
  page: Page,
  w: Walk,
  game: TableGame | 'dreizehn',
): { at: (step: string) => Promise<void>; kitsune: () => Promise<void> } {
  const stops = LESSON_STOPS[game];
  // Siegel's and 13's moves are clicks on the table: the pointer rests off it at a stop.
  const rest = game === 'siegel' || game === 'dreizehn';
  let first = true;
  return {
    async at(step: string): Promise<void> {
      const stop = first ? stops.first : stops[step];
      first = false;
      if (!stop || step === 'kitsune') return;
      if (rest) await restPointer(page);
      else await waitIdle(page);
      await w.at(stop);
    },
    async kitsune(): Promise<void> {
      await waitIdle(page);
      await w.at(stops.kitsune!);
    },
  };
}

/**
 * A lesson spec's audits at its lesson's stops (LESSON_STOPS), when the checker walks in the
 * spec's language (always for German) and LAYOUT_SCREENS chooses one of them; null otherwise.
 * `at(step)` audits at a moment of the lesson (the first, a dialog's step, 'end'), `kitsune()`
 * at the Kitsune's open dialog; `done()` expects every chosen stop reached and none above its
 * baseline.
 */
export function lessonAudit(page: Page, game: TableGame | 'dreizehn', language: Language) {
  const stops = LESSON_STOPS[game];
  if (!LANGS.includes(language) || (ONLY && !Object.values(stops).some((s) => ONLY.includes(s)))) return null;
  const w = new Walk(page, language, Object.values(stops), false);
  return {
    ...lessonStops(page, w, game),
    done(): void {
      expect(w.wanted, `the ${game} lesson: every layout stop was reached`).toBe(false);
      expect(w.over, `the ${game} lesson (${language}): more findings than the baseline allows`).toEqual([]);
    },
  };
}
