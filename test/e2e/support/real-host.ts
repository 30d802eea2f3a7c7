/**
 * The real headless host, started inside the test process (so it always stops with the test):
 * the built renderer, the protocol on /ws, bots without delay, a fresh settings file.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParPool } from '../../../src/main/workers/par-pool';
import { JsonFileSettingsStore } from '../../../src/main/host/settings/settings-store';
import { startHeadless } from '../../../src/main/net/headless-server';
import type { StoppableRunner } from '../../../src/main/host/replays/analyses';
import type { HostCore } from '../../../src/main/host/rooms/core';
import type { TableSession } from '../../../src/main/host/table/table-session';
import type { TableBrowser } from '../../../src/main/host/host';
import type { LanTableInfo } from '../../../src/shared/protocol';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';

export interface RealHost {
  url: string;
  /** The LAN server's port while a LAN table is open. */
  lanPort(): number | null;
  settingsFile: string;
  /**
   * Test-only: a `rules` bot plays every person's seat of the open tables from now on (the
   * table's own stand-in for an absent person, as for a dropped LAN guest). A spec hands the seat
   * over once its checks through the UI are done, so that the rounds that check nothing new are
   * played by the host, not by clicks; the page still shows each of them (summaries, ranking).
   * It goes through the test process's own Host object: no client can ask for it. With
   * `untilDeal`, the person plays again from the next deal on (the stand-in plays the rest of
   * the round, not the game).
   */
  standIn(o?: { untilDeal?: boolean }): void;
  /**
   * Test-only: how many summaries the person at `seat` has said they saw (Continue) at the open
   * tables, the most of any: what a page that comes back is shown from.
   */
  summariesSeen(seat?: number): number;
  stop(): Promise<void>;
}

export interface RealHostPlace {
  /** The saves folder (none: nothing is saved). */
  saves?: string;
  /** A fixed port, to start a host again where a page knows it. */
  port?: number;
  /** LAN tables: the LAN server on loopback, where every page is a guest. */
  lan?: boolean;
  /** What the Join screen finds on the network (the test's own list, read when asked). */
  listed?: () => LanTableInfo[];
  /** Par after each round against bots, in its thread (as the app plays it). */
  par?: boolean;
  /** The live coach's judge (the test's own: the real one takes seconds a decision). */
  coach?: StoppableRunner;
  /** Takes up the newest saved game at start, as `--resume` does (with `saves`). */
  resume?: boolean;
}

export async function startRealHost(
  settings: Partial<Settings> = {},
  botDelay = 0,
  place: RealHostPlace = {},
): Promise<RealHost & { port: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'spieltisch-e2e-'));
  const settingsFile = join(dir, 'settings.json');
  const store = new JsonFileSettingsStore(settingsFile);
  store.save({ ...DEFAULT_SETTINGS, ...settings });
  const running = await startHeadless({
    // E2E_RENDERER_ROOT: another build to serve (the layout checker's "before" figures).
    root: process.env.E2E_RENDERER_ROOT ?? join(import.meta.dirname, '..', '..', '..', 'out', 'renderer'),
    settings: store,
    botDelays: { slow: botDelay, normal: botDelay, fast: botDelay, instant: botDelay },
    ...(place.saves ? { saves: place.saves } : {}),
    ...(place.port ? { port: place.port } : {}),
    ...(place.listed ? { browse: () => listedBrowser(place.listed!) } : {}),
    ...(place.par ? { par: new ParPool() } : {}),
    ...(place.coach ? { coach: place.coach } : {}),
    ...(place.resume ? { resume: true } : {}),
    ...(place.lan
      ? {
          lan: {
            address: '127.0.0.1',
            port: 0,
            addresses: () => ['127.0.0.1'],
            roleOf: () => 'guest' as const,
          },
        }
      : {}),
  });
  return {
    url: running.url,
    port: running.port,
    lanPort: () => running.lanPort(),
    settingsFile,
    standIn(o = {}) {
      // The rooms are the host's own (private to the app): reached only from this process.
      const core = (running.host as unknown as { core: HostCore }).core;
      for (const room of core.rooms.all()) {
        // A room keeps its game to itself; only this test hook reaches in (for its seats and steps).
        const table = (room as unknown as { table: TableSession | null }).table;
        if (!table) continue;
        const people = table.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
        for (const seat of people) table.standIn(seat, 'rules');
        if (!o.untilDeal) continue;
        const stop = table.subscribe((step) => {
          if (step.kind !== 'deal') return;
          stop();
          // After the step (not inside the table's own telling of it), before any bot's turn.
          queueMicrotask(() => {
            for (const seat of people) table.standIn(seat, null);
          });
        });
      }
    },
    summariesSeen(seat = 0) {
      const core = (running.host as unknown as { core: HostCore }).core;
      return Math.max(
        0,
        ...core.rooms
          .all()
          .map(
            (room) =>
              (room as unknown as { summariesSeen: Map<number, number> }).summariesSeen.get(seat) ?? 0,
          ),
      );
    },
    async stop() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A discovery browser that finds what `listed` says (discovery itself is tested in
 * test/unit/main/net/discovery).
 */
function listedBrowser(listed: () => LanTableInfo[]): TableBrowser {
  return { tables: listed, onChange: () => () => undefined, stop: () => Promise.resolve() };
}

/** A real host on a saves folder of its own, which it can leave and come back to (a crash, a restart). */
export interface HostOnSaves {
  /** The host running now (the last one started). */
  host: RealHost & { port: number };
  /** The saves folder (inside a scratch folder of the test's own). */
  saves: string;
  /** The host goes away; the saves stay. */
  down(): Promise<void>;
  /** A host comes back on the same port and saves folder (`resume`: it takes up the open tables). */
  up(place?: Pick<RealHostPlace, 'resume'>): Promise<void>;
  /** Stops the host and removes the folder. */
  stop(): Promise<void>;
}

/** The real host with `settings` on a fresh saves folder (`prefix` names the scratch folder). */
export async function hostOnSaves(settings: Partial<Settings>, prefix: string): Promise<HostOnSaves> {
  const dir = mkdtempSync(join(tmpdir(), `spieltisch-${prefix}-`));
  const saves = join(dir, 'saves');
  mkdirSync(saves, { recursive: true });
  const first = await startRealHost(settings, 0, { saves });
  const port = first.port;
  let running = true;
  const h: HostOnSaves = {
    host: first,
    saves,
    async down() {
      running = false;
      await h.host.stop();
    },
    async up(place = {}) {
      h.host = await startRealHost(settings, 0, { saves, port, ...place });
      running = true;
    },
    async stop() {
      if (running) await h.host.stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}
