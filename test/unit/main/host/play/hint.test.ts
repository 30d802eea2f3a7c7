/** The host answers a hint request with the hard bot's suggestion for the asking client only. */
import { describe, expect, it } from 'vitest';
import { Host } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { dreizehnGame } from '../../../../../src/main/games/dreizehn';
import { dreizehnTable, greeted, noBotDelays } from '../../../../support/host-clients';

describe('hint', () => {
  it('suggests a legal action for the human seat, to that client only', async () => {
    const host = new Host({
      settings: new MemorySettingsStore(),
      botDelays: noBotDelays,
    });
    const me = greeted(host, 'owner');
    const other = greeted(host, 'owner');
    host.receive(me.port, { type: 'hint' });
    expect(me.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'no-table' });
    host.receive(me.port, dreizehnTable('hint-test'));
    const table = [...me.inbox].reverse().find((m) => m.type === 'table');
    expect(table && table.type === 'table' && table.table.waitingFor).toEqual([0]);
    const otherBefore = other.inbox.length;
    host.receive(me.port, { type: 'hint' });
    await new Promise((r) => setTimeout(r, 50));
    const hint = me.inbox.at(-1);
    expect(hint?.type).toBe('hint');
    if (hint?.type !== 'hint' || table?.type !== 'table') return;
    expect(table.table.legal).toContainEqual(hint.action);
    expect(other.inbox.slice(otherBefore).some((m) => m.type === 'hint')).toBe(false);
    void dreizehnGame;
    host.close();
  });
});
