/**
 * The router's table (src/main/host/rooms/handlers.ts): every message kind of the protocol has
 * exactly one handler. A kind left out, answered twice, or not in the protocol does not compile
 * (the `@ts-expect-error` lines fail `tsc -b` if it ever did); a message reaches its own handler.
 */
import { describe, expect, it } from 'vitest';
import type { ClientPort } from '../../../../../src/main/host/connection/port';
import {
  dispatch,
  handlerTable,
  type Handler,
  type Handlers,
  type MessageKind,
} from '../../../../../src/main/host/rooms/handlers';
import type { Client } from '../../../../../src/main/host/rooms/room';
import type { ClientMessage } from '../../../../../src/shared/protocol';
import { PROTOCOL_VERSION } from '../../../../../src/shared/protocol';

const KINDS = [
  'hello',
  'newTable',
  'newLesson',
  'leaveTable',
  'watchTable',
  'act',
  'undo',
  'hint',
  'lessonNext',
  'summarySeen',
  'hostLan',
  'closeLan',
  'browseLan',
  'join',
  'takeSeat',
  'leaveSeat',
  'ready',
  'lanSeat',
  'moveMember',
  'kick',
  'startLan',
  'lanCode',
  'listSaves',
  'resumeSave',
  'deleteSave',
  'listHistory',
  'deleteHistory',
  'openReplay',
  'replayFrame',
  'closeReplay',
  'analyse',
  'stopAnalysis',
  'exportRecord',
  'getSettings',
  'setSettings',
  'getStatistics',
  'resetStatistics',
  'openChallenge',
  'joinChallenge',
  'challengeDeal',
  'endChallenge',
  'exportChallenge',
  'listChallenges',
] as const satisfies readonly MessageKind[];
type Rest = Exclude<MessageKind, 'hello' | 'act'>;

/** A record answering `kinds`, each handler noting the kind it was called for. */
function part<K extends MessageKind>(kinds: readonly K[], seen: string[]): Handlers<K> {
  const note =
    (kind: K): Handler<K> =>
    () =>
      void seen.push(kind);
  // Built key by key: the record's type is what the test gives it.
  return Object.fromEntries(kinds.map((kind) => [kind, note(kind)])) as unknown as Handlers<K>;
}

/** The protocol's kinds in three parts: hello, act and the rest. */
function threeParts(seen: string[]): {
  hello: Handlers<'hello'>;
  act: Handlers<'act'>;
  rest: Handlers<Rest>;
} {
  return {
    hello: part(['hello'], seen),
    act: part(['act'], seen),
    rest: part(
      KINDS.filter((k): k is Rest => k !== 'hello' && k !== 'act'),
      seen,
    ),
  };
}

describe('the handler table', () => {
  it('takes parts that answer every kind once, and hands each message to its own handler', () => {
    const seen: string[] = [];
    const { hello, act, rest } = threeParts(seen);
    const table = handlerTable(hello, act, rest);
    expect(Object.keys(table).sort()).toEqual([...KINDS].sort());
    const port: ClientPort = { send: () => undefined };
    const client = {} as Client;
    const messages: ClientMessage[] = [
      { type: 'hello', version: PROTOCOL_VERSION },
      { type: 'act', action: { type: 'x' } },
      { type: 'getSettings' },
    ];
    for (const message of messages) dispatch(table, port, client, message);
    expect(seen).toEqual(['hello', 'act', 'getSettings']);
  });

  it('does not compile with a kind left out, answered twice, or not in the protocol', () => {
    const seen: string[] = [];
    const { hello, act, rest } = threeParts(seen);
    // @ts-expect-error -- 'act' has no handler.
    handlerTable(hello, rest);
    // @ts-expect-error -- 'hello' is answered by two parts.
    handlerTable(hello, act, rest, part(['hello'], seen));
    // @ts-expect-error -- 'shout' is not a message of the protocol.
    const extra: Handlers<'hello'> = { hello: () => undefined, shout: () => undefined };
    expect(extra).toBeDefined();
  });
});
