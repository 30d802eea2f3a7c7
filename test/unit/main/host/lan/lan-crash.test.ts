/**
 * A LAN party survives its host being killed: the real headless host (a child process, its LAN
 * server on loopback where every connection is a guest) runs two tables at once, a Siegel table
 * for its owner and two guests and a second one for a third guest with two bots; after some
 * moves it is killed with SIGKILL and started again with --resume. Both tables come back from
 * their autosaves, the LAN tables open again, the guests rejoin with their tokens to their own
 * seats at their own tables at least where they were, and the first game goes on to its end.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHeadlessChild, tsxHeadless, type HeadlessChild } from '../../../../support/headless-child';
import type { TestClient } from '../../../../support/ws-client';
import { last, lobbyOf, play, tableOf, until, welcomed } from '../../../../support/lan-clients';

const work = mkdtempSync(join(tmpdir(), 'spieltisch-lan-crash-'));
const children = new Set<ChildProcess>();
const clients: TestClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function startHost(data: string, root: string): Promise<HeadlessChild> {
  const lan = ['--lan-address', '127.0.0.1', '--lan-port', '0'];
  return startHeadlessChild(
    tsxHeadless,
    data,
    ['--bot-delay', '0', '--port', '0', '--root', root, ...lan],
    children,
  );
}

const connect = (port: number): Promise<TestClient> => welcomed(port, clients);

/** The LAN server's port, from the address the owner's lobby shows. */
function lanPortOf(owner: TestClient): number {
  const url = lobbyOf(owner)?.urls?.[0] ?? '';
  return Number(/:(\d+)\/$/.exec(url)?.[1] ?? NaN);
}

describe('a LAN party whose host is killed', () => {
  it('resumes from the autosave; the guests come back with their tokens', { timeout: 120_000 }, async () => {
    const root = join(work, 'renderer');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>lan</title>');
    const data = join(work, 'data');
    let host = await startHost(data, root);
    const owner = await connect(host.port);
    owner.send({
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }],
      seed: 'lan-crash',
      firstDealer: 2,
    });
    await until(() => Number.isFinite(lanPortOf(owner)), 'the LAN server');
    const ben = await connect(lanPortOf(owner));
    const cleo = await connect(lanPortOf(owner));
    const tokens: string[] = [];
    for (const [c, name, seat] of [
      [ben, 'Ben', 1],
      [cleo, 'Cleo', 2],
    ] as const) {
      c.send({ type: 'join', name });
      tokens.push(((await c.waitFor((m) => m.type === 'joined')) as { token: string }).token);
      c.send({ type: 'takeSeat', seat });
      c.send({ type: 'ready', ready: true });
    }
    await until(() => lobbyOf(owner)?.startProblem === null, 'everyone ready');
    owner.send({ type: 'startLan' });
    await until(() => tableOf(ben) !== null, 'the first game');
    const first = last(owner, 'tables')!.current!;

    // A second table beside it: Dora and two bots.
    owner.send({
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'rules' }, { kind: 'bot', level: 'rules' }],
      seed: 'lan-crash-2',
      firstDealer: 0,
    });
    await until(() => (last(owner, 'tables')?.tables.length ?? 0) === 2, 'the second table');
    const second = last(owner, 'tables')!.current!;
    const dora = await connect(lanPortOf(owner));
    dora.send({ type: 'join', table: second, name: 'Dora' });
    const doraToken = ((await dora.waitFor((m) => m.type === 'joined')) as { token: string }).token;
    dora.send({ type: 'takeSeat', seat: 0 });
    dora.send({ type: 'ready', ready: true });
    await until(() => lobbyOf(owner)?.startProblem === null, 'Dora ready');
    owner.send({ type: 'startLan' });
    owner.send({ type: 'watchTable', table: first });
    await until(() => tableOf(owner)?.tableId === first, 'the owner back at the first table');

    await Promise.all([
      play([owner, ben, cleo], () => (tableOf(ben)?.step ?? 0) >= 12),
      play([dora], () => (tableOf(dora)?.step ?? 0) >= 8),
    ]);
    const seen = Math.max(...[owner, ben, cleo].map((c) => tableOf(c)?.step ?? 0));
    const doraSeen = tableOf(dora)!.step;

    host.child.kill('SIGKILL');
    await until(() => !children.has(host.child), 'the kill');
    host = await startHost(data, root);
    const owner2 = await connect(host.port);
    // Both tables came back; the owner looks at the first again.
    await until(() => (last(owner2, 'tables')?.tables.length ?? 0) === 2, 'both tables again');
    owner2.send({ type: 'watchTable', table: first });
    await until(
      () => Number.isFinite(lanPortOf(owner2)) && tableOf(owner2)?.tableId === first,
      'the LAN server again',
    );
    // The resumed table reaches the owner once its step is on disk; the lobby may come first.
    await until(() => tableOf(owner2) !== null, 'the resumed table');
    expect(tableOf(owner2)!.step).toBeGreaterThanOrEqual(seen);
    const ben2 = await connect(lanPortOf(owner2));
    const cleo2 = await connect(lanPortOf(owner2));
    ben2.send({ type: 'join', name: 'Ben', token: tokens[0] });
    cleo2.send({ type: 'join', name: 'Cleo', token: tokens[1] });
    await until(
      () => tableOf(ben2)?.you === 1 && tableOf(cleo2)?.you === 2,
      'the guests back in their seats',
    );
    expect(tableOf(ben2)!.step).toBeGreaterThanOrEqual(seen);
    expect(lobbyOf(ben2)!.you).toMatchObject({ seat: 1 });
    const dora2 = await connect(lanPortOf(owner2));
    dora2.send({ type: 'join', name: 'Dora', token: doraToken });
    await until(
      () => tableOf(dora2)?.you === 0 && tableOf(dora2)?.tableId === second,
      'Dora back at her table',
    );
    expect(tableOf(dora2)!.step).toBeGreaterThanOrEqual(doraSeen);
    await play([owner2, ben2, cleo2], () => false);
    await until(() => tableOf(cleo2)?.result !== null, 'the result');
    host.child.kill('SIGKILL');
  });
});
