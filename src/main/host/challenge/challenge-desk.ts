/**
 * Runs the duplicate challenge (challenge.ts): the host's window opens it (announced on the LAN
 * like a table), people take part by name from their own device (or the host's window), each
 * plays its deals at a table of its own, and everyone sees the leaderboard change. A participant
 * who drops comes back with its token to the very table it left. Par of each deal is played
 * once, in the par thread, from the first finished table of that deal.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import type { ChallengeView, HostMessage } from '../../../shared/protocol';
import { MAX_PARTICIPANTS } from '../../../shared/limits';
import { checkNewName, cleanName, TABLE_NAME_MAX } from '../../../shared/names';
import { createRng, type Rng } from '../../engine/rng';
import { gameById } from '../../games';
import {
  challengeAd,
  challengeFile,
  newSpec,
  challengeView,
  dealSetup,
  readKept,
  type ChallengeState,
  type KeptChallenge,
  type Participant,
} from './challenge';
import { refuseName, refuser, type ClientPort } from '../connection/port';
import { sessionOptions, type HostCore } from '../rooms/core';
import type { Handlers, MessageOf } from '../rooms/handlers';
import { ChallengeArchive } from './challenge-archive';
import type { Client, Room } from '../rooms/room';
import { CHALLENGE_SEAT } from '../rooms/seating';
import { resumeTable, type TableIdentity } from '../persistence/saves';
import { TableSession } from '../table/table-session';

export type ChallengeKind =
  'openChallenge' | 'joinChallenge' | 'challengeDeal' | 'endChallenge' | 'exportChallenge' | 'listChallenges';

/** Past it a join is refused (a script cannot grow the board); sized with the other limits. */
export { MAX_PARTICIPANTS };
type JoinMessage = MessageOf<'joinChallenge'>;

export class ChallengeDesk {
  private challenge: ChallengeState | null = null;
  /** Each participant's table (its current or last deal). */
  private readonly rooms = new Map<string, Room>();
  private readonly parAsked = new Set<number>();
  /** Where guests join (the LAN server's addresses), for the host's window. */
  private urls: string[] = [];
  /** The open challenge on disk, for a resume after a crash. */
  private readonly archive: ChallengeArchive;

  constructor(private readonly core: HostCore) {
    this.archive = new ChallengeArchive(core.saves?.store ?? null, (message) =>
      core.clients.broadcast({ type: 'error', message }),
    );
  }

  readonly handlers: Handlers<ChallengeKind> = {
    openChallenge: (port, _client, message) => this.open(port, message),
    listChallenges: (port) => port.send({ type: 'challenges', challenges: this.kept() }),
    exportChallenge: (port, client, message) => {
      const c = this.challenge;
      if (message.id !== undefined && message.id !== c?.spec.id) {
        const kept = client.role === 'owner' ? this.kept().find((k) => k.id === message.id) : undefined;
        if (kept) this.export(port, kept, message.format);
        else refuser(port)('no-challenge', 'host.challenge.none');
        return;
      }
      if (!this.running(port)) return;
      const view = this.viewFor(client);
      if (view) this.export(port, view, message.format);
    },
    joinChallenge: (port, client, message) => {
      const c = this.running(port);
      if (c) this.join(port, client, c, message);
    },
    challengeDeal: (port, client) => {
      const c = this.running(port);
      if (!c) return;
      const p = this.participantOf(client);
      if (!p) refuser(port)('not-joined', 'host.challenge.joinFirst');
      else this.deal(port, client, c, p);
    },
    endChallenge: (port) => {
      const c = this.running(port);
      if (!c) return;
      if (c.state === 'ended') refuser(port)('challenge-ended', 'host.challenge.endedAlready');
      else this.end(c);
    },
  };

  /** The open (or ended, still shown) challenge; else null, refused. */
  private running(port: ClientPort): ChallengeState | null {
    if (!this.challenge) refuser(port)('no-challenge', 'host.challenge.notOpen');
    return this.challenge;
  }

  private export(port: ClientPort, view: ChallengeView, format: 'json' | 'csv'): void {
    port.send({ type: 'recordFile', ...challengeFile(view, format) });
  }

  /** The ended challenges kept as history, newest first. */
  private kept(): KeptChallenge[] {
    return readKept(this.core.saves?.store.challengeTexts() ?? []);
  }

  /** A client said hello: it sees the challenge (and a participant that comes back, its table). */
  hello(port: ClientPort): void {
    const client = this.core.clients.get(port);
    if (client && this.challenge) port.send({ type: 'challenge', challenge: this.viewFor(client) });
  }

  disconnected(client: Client): void {
    const p = this.participantOf(client);
    client.participant = null;
    if (p) this.updatePresence(p);
  }

  close(): void {
    const c = this.challenge;
    for (const room of this.rooms.values()) void room.close(msg('host.stopped'), false);
    this.rooms.clear();
    if (c) void this.core.network?.close(c.spec.id);
  }

  private open(port: ClientPort, message: MessageOf<'openChallenge'>): void {
    const refuse = (reason: Message): void =>
      port.send({ type: 'refused', rule: 'challenge-config', reason });
    if (this.challenge?.state === 'open') {
      port.send({ type: 'refused', rule: 'challenge-open', reason: msg('host.challenge.endFirst') });
      return;
    }
    const name = cleanName(`${this.core.settings().playerName}'s challenge`, TABLE_NAME_MAX);
    const made = newSpec(message, name, this.core.now());
    if (!made.ok) {
      refuse(made.reason);
      return;
    }
    const { spec } = made;
    const old = this.challenge;
    if (old) void this.core.network?.close(old.spec.id);
    for (const room of this.rooms.values()) void room.close(msg('host.challenge.newBegan'), false);
    this.rooms.clear();
    this.parAsked.clear();
    this.archive.clear();
    for (const [, client] of this.core.clients.greeted()) client.participant = null;
    this.challenge = {
      spec,
      state: 'open',
      participants: [],
      par: spec.deals ? Array(spec.deals).fill(null) : [],
    };
    this.announce(this.challenge);
    this.broadcast();
  }

  /** The challenge on the LAN: listening (if not yet) and announced; its addresses for the host's window. */
  private announce(c: ChallengeState): void {
    this.urls = [];
    void this.core.network
      ?.open(challengeAd(c.spec))
      .then((urls) => {
        if (this.challenge !== c) return;
        this.urls = urls;
        this.broadcast();
      })
      .catch((err: unknown) => {
        this.core.clients.broadcast({
          type: 'error',
          message: msg('host.challenge.networkFailed', { detail: (err as Error).message }),
        });
      });
  }

  private join(port: ClientPort, client: Client, c: ChallengeState, message: JoinMessage): void {
    const refuse = refuser(port);
    let p: Participant | undefined;
    if (message.token !== undefined) {
      p = c.participants.find((x) => x.token === message.token);
      if (!p) {
        refuse('bad-challenge-pass', 'host.challenge.badPass');
        return;
      }
    } else {
      if (c.state === 'ended') {
        refuse('challenge-ended', 'challenge.you.ended');
        return;
      }
      // One place per connection, and a board that fits a party: a joining loop makes nobody new.
      if (this.participantOf(client)) {
        refuse('challenge-joined', 'host.challenge.joined');
        return;
      }
      if (c.participants.length >= MAX_PARTICIPANTS) {
        refuse('challenge-full', msg('host.challenge.full', { max: MAX_PARTICIPANTS }));
        return;
      }
      const problem = this.core.rooms.cannotLeave(client);
      if (problem) {
        refuse('seated-elsewhere', problem);
        return;
      }
      const named = checkNewName(
        message.name,
        c.participants.map((x) => x.name),
      );
      if (!named.ok) {
        refuseName(port, named);
        return;
      }
      p = {
        id: randomBytes(5).toString('hex'),
        name: named.name,
        token: randomBytes(16).toString('hex'),
        scores: Array(c.spec.deals).fill(null),
        deal: null,
        dealOver: false,
        connected: true,
        base: 0,
      };
      c.participants.push(p);
      this.core.network?.update(challengeAd(c.spec));
    }
    client.participant = p.id;
    port.send({ type: 'challengeJoined', token: p.token, participant: p.id, name: p.name });
    this.updatePresence(p);
    // Back at its table while its deal goes on (a deal that is over leaves it at the board).
    const room = this.rooms.get(p.id);
    if (room?.playing && !p.dealOver) this.core.rooms.seat(port, client, room);
  }

  /** The participant's current deal again, or its next one once that is over. */
  private deal(port: ClientPort, client: Client, c: ChallengeState, p: Participant): void {
    const room = this.rooms.get(p.id);
    if (room?.playing && !p.dealOver) {
      this.core.rooms.seat(port, client, room);
      return;
    }
    if (c.state === 'ended') {
      port.send({ type: 'refused', rule: 'challenge-ended', reason: msg('challenge.you.ended') });
      return;
    }
    const next = p.deal === null ? 0 : p.deal + 1;
    if (next >= c.spec.deals) {
      port.send({ type: 'refused', rule: 'challenge-done', reason: msg('host.challenge.done') });
      return;
    }
    const setup = dealSetup(c.spec, next, p.name);
    const rng = createRng(setup.seed);
    const created = TableSession.create({
      game: gameById(c.spec.game),
      ...setup,
      rng,
      ...sessionOptions(this.core),
    });
    if (!created.ok) {
      port.send({ type: 'refused', rule: 'challenge-config', reason: created.reason });
      return;
    }
    void room?.close(msg('host.challenge.nextDeal'), false);
    p.deal = next;
    p.dealOver = false;
    p.base = created.session.totals()[CHALLENGE_SEAT] ?? 0;
    const { seats, options, firstDealer, seed } = setup;
    this.sitDown(c, p, created.session, rng, { id: '', seed, firstDealer, seats, options });
  }

  /**
   * The participant's table for its current deal (new, or resumed from the challenge's file):
   * its room, its clients seated, saved into the challenge's file, and the deal's end watched.
   */
  private sitDown(
    c: ChallengeState,
    p: Participant,
    table: TableSession,
    rng: Rng,
    identity: TableIdentity,
  ): void {
    const deal = p.deal ?? 0;
    const room = this.core.rooms.unlisted(`${c.spec.id}-${p.id}-${deal + 1}`, 'challenge');
    room.challengeDeal = { challenge: c.spec.id, deal, deals: c.spec.deals };
    this.rooms.set(p.id, room);
    for (const [other, oc] of this.core.clients.greeted())
      if (oc.participant === p.id) this.core.rooms.seat(other, oc, room);
    table.subscribe(() => {
      if (!table.done || p.dealOver || this.rooms.get(p.id) !== room) return;
      p.scores[deal] = (table.totals()[CHALLENGE_SEAT] ?? 0) - p.base;
      p.dealOver = true;
      this.playPar(c, deal, table);
      if (c.participants.every((x) => x.scores.every((s) => s !== null))) this.end(c);
      else this.broadcast();
    });
    const saveTo = this.archive.tableStore(p.id, () => this.challenge);
    room.install(table, rng, { ...identity, id: room.id }, { plain: true, saveTo });
    this.broadcast();
  }

  /**
   * After a crash (`--resume`): the challenge that was open, with every participant's table where
   * it stood; its id, or null when none was open.
   */
  resumeKept(): string | null {
    const store = this.core.saves?.store;
    const kept = store ? ChallengeArchive.read(store) : null;
    if (!kept) return null;
    const c = kept.state;
    this.challenge = c;
    for (const p of c.participants) p.connected = false;
    c.par.forEach((par, deal) => par !== null && this.parAsked.add(deal));
    this.announce(c);
    for (const p of c.participants) {
      const save = kept.tables.get(p.id);
      if (!save || p.dealOver) continue;
      const resumed = resumeTable(p.id, save, { ...sessionOptions(this.core), rounds: 1 });
      if (resumed.ok) this.sitDown(c, p, resumed.session, resumed.rng, resumed.identity);
      // A table that does not come back is dealt again from its seed: the same cards.
      else p.deal = p.deal === 0 ? null : (p.deal ?? 1) - 1;
    }
    this.broadcast();
    return c.spec.id;
  }

  /** Par of a deal: the Meister in the participant's seat with the same cards and bots, once. */
  private playPar(c: ChallengeState, deal: number, table: TableSession): void {
    const runner = this.core.par;
    if (!runner || this.parAsked.has(deal)) return;
    this.parAsked.add(deal);
    const seed = dealSetup(c.spec, deal, '').seed;
    runner.play({ record: structuredClone(table.record), seed, round: 0, seat: CHALLENGE_SEAT }).then(
      (outcome) => {
        if (this.challenge !== c) return;
        c.par[deal] = outcome.par;
        this.broadcast();
      },
      (err: unknown) => {
        this.parAsked.delete(deal);
        this.core.clients.broadcast({
          type: 'error',
          message: msg('host.challenge.parFailed', { deal: deal + 1, detail: (err as Error).message }),
        });
      },
    );
  }

  /** The challenge is over: its final board (everything shown) goes to the history. */
  private end(c: ChallengeState): void {
    c.state = 'ended';
    this.archive.keep({ ...challengeView(c, null, true), endedAt: new Date(this.core.now()).toISOString() });
    this.broadcast();
  }

  private participantOf(client: Client): Participant | undefined {
    const id = client.participant;
    return id === null ? undefined : this.challenge?.participants.find((p) => p.id === id);
  }

  private updatePresence(p: Participant): void {
    const connected = [...this.core.clients.greeted()].some(([, c]) => c.participant === p.id);
    p.connected = connected;
    this.broadcast();
  }

  private viewFor(client: Client): ReturnType<typeof challengeView> | null {
    const c = this.challenge;
    if (!c) return null;
    const owner = client.role === 'owner';
    const view = challengeView(c, this.participantOf(client) ?? null, owner);
    return owner ? { ...view, urls: this.urls } : view;
  }

  /** Everyone sees the change; the open challenge's file follows it. */
  private broadcast(): void {
    if (this.challenge) this.archive.changed(this.challenge);
    for (const [port, client] of this.core.clients.greeted()) {
      const message: HostMessage = { type: 'challenge', challenge: this.viewFor(client) };
      port.send(message);
    }
  }
}
