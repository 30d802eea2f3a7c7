/**
 * Words and units (issue 30): counted nouns agree with their number in English, German and
 * Dutch; each game says one unit word in par, the coach's count, the ranking, the statistics and
 * the analysis; the side panel's log writes cards with their colour's symbol; the default player
 * name is the interface language's word until the person sets one.
 */
import { describe, expect, it } from 'vitest';
import type { ParReport } from '../../../../src/shared/par';
import type { CoachReport } from '../../../../src/shared/coach';
import type { AnalysedDecision } from '../../../../src/shared/analysis';
import { emptyGameStatistics } from '../../../../src/shared/statistics';
import {
  DEFAULT_SETTINGS,
  readSettings,
  withLanguageName,
  type Settings,
} from '../../../../src/shared/settings';
import type { TableSnapshot } from '../../../../src/shared/protocol';
import { I18n } from '../../../../src/renderer/i18n';
import { challengeDealText } from '../../../../src/renderer/challenge/model';
import { countText, gameUnit, nounFor, scoreWithUnit, unitName } from '../../../../src/renderer/i18n/units';
import { coachGameLine, parRoundLine } from '../../../../src/renderer/games/common/par-text';
import { unitText } from '../../../../src/renderer/i18n/analysis-text';
import { gameRow } from '../../../../src/renderer/statistics/model';
import { eventLine } from '../../../../src/renderer/screens/table-status';
import { cardGlyph } from '../../../../src/renderer/art/cards';
import { format, text } from '../../../../src/shared/i18n/format';

const par = (you: number, p: number): ParReport => ({
  seat: 0,
  rounds: [{ round: 0, you, par: p }],
  pending: [],
  current: 0,
});

describe('counted words', () => {
  it('agree with their number in all three languages, decimals included', () => {
    expect(countText('en', 'minus', 1)).toBe('1 minus point');
    expect(countText('en', 'minus', 2)).toBe('2 minus points');
    expect(countText('en', 'minus', 0)).toBe('0 minus points');
    // "1.0" is counted as more than one in English and Dutch.
    expect(countText('en', 'penalty', 1, { fraction: 1 })).toBe('1.0 penalty points');
    expect(countText('de', 'minus', 1)).toBe('1 Minuspunkt');
    expect(countText('de', 'minus', 3)).toBe('3 Minuspunkte');
    expect(countText('de', 'fields', 1)).toBe('1 Feld');
    expect(countText('nl', 'penalty', 1)).toBe('1 strafpunt');
    expect(countText('nl', 'penalty', 4)).toBe('4 strafpunten');
    expect(countText('nl', 'points', -1)).toBe('-1 punt');
    expect(nounFor('en', 'fields', 1)).toBe('field');
  });

  it('a template picks the form that agrees ("{n} {n|trick|tricks}"), also from a written number', () => {
    expect(format('{n} {n|trick|tricks} won', { n: 1 }, 'en')).toBe('1 trick won');
    expect(format('{n} {n|trick|tricks} won', { n: 2 }, 'en')).toBe('2 tricks won');
    expect(format('{n} {n|Stich|Stiche}', { n: 1 }, 'de')).toBe('1 Stich');
    expect(format('{n} {n|Stich|Stiche}', { n: '1,0' }, 'de')).toBe('1,0 Stiche');
    expect(format('{n} {n|slag|slagen}', { n: 0 }, 'nl')).toBe('0 slagen');
    // A game's texts go through it: Abyss's summary and 13's pile.
    expect(text('en', 'abyss.summary.tricks', { n: 1 })).toBe('1 trick won');
    expect(text('de', 'abyss.summary.toGo', { n: 1 })).toBe('noch 1 Feld bis zum Ziel');
    expect(new I18n('nl').t('dreizehn.pile.tooltip', { n: 1 })).toBe('Trekstapel: 1 kaart');
    expect(new I18n('en').t('app.seat.cards', { n: 1 })).toBe('1 card in hand');
    // SevenSins' first phase deals one card: its bid asks of one trick.
    expect(text('en', 'sevensins.bid.sub', { n: 1 })).toMatch(/^How many of the 1 trick will you win\?/);
    expect(text('de', 'sevensins.bid.sub', { n: 1 })).toContain('(1 Stich in dieser Phase)');
    expect(text('nl', 'sevensins.bid.sub', { n: 4 })).toContain('de 4 slagen');
  });
});

describe('one unit word per game', () => {
  it('13 counts minus points in par, the coach, the ranking, the statistics and the analysis', () => {
    expect(gameUnit('dreizehn')).toBe('minus');
    expect(parRoundLine('en', 'dreizehn', par(8, 7), 0)).toBe(
      'Par (the Master with your cards): 7 · You: 8 · 1 minus point worse',
    );
    expect(parRoundLine('de', 'dreizehn', par(5, 7), 0)).toMatch(/· 2 Minuspunkte besser$/);
    const mark = { loss: 2.25, mistake: true } as AnalysedDecision;
    const coach: CoachReport = { seat: 0, marks: [mark] } as unknown as CoachReport;
    expect(coachGameLine('en', 'dreizehn', coach)).toBe('Coach: 1 mistake, about 2.3 minus points in all');
    expect(scoreWithUnit('en', 'dreizehn', 56)).toBe('56 minus points');
    expect(scoreWithUnit('en', 'dreizehn', 1)).toBe('1 minus point');
    expect(unitText('en', gameUnit('dreizehn'))).toBe('minus points');
    const g = emptyGameStatistics();
    g.played = 1;
    g.scoreSum = 20;
    g.best = 20;
    g.byPlayers['4'] = { played: 1, won: 0 };
    g.recent.push({ date: '2025-03-01T18:00:00.000Z', score: 20, place: 2, players: 4, won: false });
    const row = gameRow('en', 'dreizehn', g);
    expect(row.average.caption).toBe('minus points');
    expect(row.best.caption).toBe('minus points');
  });

  it('every game has its own word, the same in every text', () => {
    expect(unitName('en', gameUnit('siegel'))).toBe('penalty points');
    expect(unitName('de', gameUnit('sevensins'))).toBe('Punkte');
    expect(unitName('nl', gameUnit('abyss'))).toBe('velden');
    expect(scoreWithUnit('de', 'siegel', 1)).toBe('1 Strafpunkt');
  });
});

describe('the log', () => {
  const names = (seat: number): string => ['Ada', 'Ben', 'Clara'][seat] ?? '?';

  it('writes a move in the game’s words, each card with its colour’s symbol, in every language', () => {
    const play = {
      kind: 'action' as const,
      seat: 2,
      action: { type: 'play', card: 'G4', target: 'green' },
    };
    const en = eventLine(new I18n('en'), 'dreizehn', play, names);
    expect(en).toBe(`Clara: put ${cardGlyph('dreizehn', 'G4')} green 4 on the green target`);
    expect(en).toContain('♣');
    expect(en).not.toMatch(/G4/);
    const de = eventLine(new I18n('de'), 'dreizehn', play, names);
    expect(de).toContain('♣');
    expect(de).toContain('grüne 4');
    const nl = eventLine(new I18n('nl'), 'dreizehn', play, names);
    expect(nl).toContain('♣');
    expect(nl).toContain('groene 4');
    // Siegel and SevenSins alike; a special card is named, not marked.
    const siegel = eventLine(
      new I18n('en'),
      'siegel',
      { ...play, action: { type: 'play', card: 'R7' } },
      names,
    );
    expect(siegel).toMatch(/^Clara: play ▲\uFE0E red 7$/);
    const sin = eventLine(
      new I18n('en'),
      'sevensins',
      { ...play, action: { type: 'play', card: 'SIN' } },
      names,
    );
    expect(sin).toBe('Clara: play Sin');
    const water = eventLine(
      new I18n('de'),
      'abyss',
      { ...play, action: { type: 'play', card: 'W3' } },
      names,
    );
    expect(water).toContain('▼');
  });
});

describe('the default player name', () => {
  const withLanguage = (language: Settings['language'], playerName?: string): Settings =>
    withLanguageName({ ...DEFAULT_SETTINGS, language, ...(playerName ? { playerName } : {}) });

  it('is the interface language’s word until the person sets one', () => {
    expect(DEFAULT_SETTINGS.playerName).toBe('Spieler');
    expect(withLanguage('en').playerName).toBe('Player');
    expect(withLanguage('nl').playerName).toBe('Speler');
    expect(withLanguage('de', 'Player').playerName).toBe('Spieler');
    // A stored default of before follows the language too.
    expect(withLanguageName(readSettings({ language: 'en', playerName: 'Spieler' })).playerName).toBe(
      'Player',
    );
    // A chosen name stays.
    expect(withLanguage('en', 'Ada').playerName).toBe('Ada');
  });
});

describe('a challenge’s table', () => {
  const snap = (challengeDeal?: TableSnapshot['challengeDeal']): TableSnapshot =>
    ({ challengeDeal }) as unknown as TableSnapshot;

  it('names its deal where another table names a round, in every language; other tables keep theirs', () => {
    const deal = { challenge: 'c1', deal: 0, deals: 2 };
    expect(challengeDealText('en', snap(deal))).toBe('Deal 1 of 2');
    expect(challengeDealText('de', snap({ ...deal, deal: 1 }))).toBe('Spiel 2 von 2');
    expect(challengeDealText('nl', snap(deal))).toBe('Spel 1 van 2');
    expect(challengeDealText('en', snap())).toBeNull();
    expect(challengeDealText('en', null)).toBeNull();
    // Hint and Undo say why they are off there.
    expect(text('en', 'challenge.table.noHint')).toMatch(/^No hints at a challenge/);
    expect(text('de', 'challenge.table.noUndo')).toMatch(/Herausforderung/);
    expect(text('en', 'challenge.dealOver.title', { n: 1, deals: 2 })).toBe('Deal 1 of 2 is over');
  });
});
