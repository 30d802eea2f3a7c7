/**
 * A round's summary stays until it is seen (issue 30): the host keeps, per seat, how many
 * summaries the person has seen (`summarySeen`), and says so in every snapshot of that seat, so a
 * page that reloads or reconnects shows the one not seen yet. A new game starts from nothing.
 */
import { describe, expect, it } from 'vitest';
import { hello, lastTable, manualHost, newTable, portClient } from '../../../../support/host-clients';

describe('summaries seen', () => {
  it('are kept per seat across a reconnect, never lowered, and start anew with a new game', () => {
    const { host } = manualHost();
    const owner = portClient();
    const leave = host.connect(owner.port, 'owner');
    host.receive(owner.port, hello);
    host.receive(owner.port, newTable('sevensins', { seed: 'seen1' }));
    // Nothing told yet: the snapshot says nothing of it.
    expect(lastTable(owner.inbox)?.summariesSeen).toBeUndefined();
    host.receive(owner.port, { type: 'summarySeen', count: 0 });
    host.receive(owner.port, { type: 'summarySeen', count: 1 });
    // An older count (a late message) does not take it back.
    host.receive(owner.port, { type: 'summarySeen', count: 0 });
    // A page that comes back (a reload: a new connection) hears the count with the table.
    leave();
    const again = portClient();
    host.connect(again.port, 'owner');
    host.receive(again.port, hello);
    const table = lastTable(again.inbox);
    expect(table?.you).toBe(0);
    expect(table?.summariesSeen).toBe(1);
    // A new game: nothing of it has been seen.
    host.receive(again.port, newTable('siegel', { seed: 'seen2' }));
    expect(lastTable(again.inbox)?.game).toBe('siegel');
    expect(lastTable(again.inbox)?.summariesSeen).toBeUndefined();
  });

  it('is refused for nobody and changes nothing without a table', () => {
    const { host } = manualHost();
    const owner = portClient();
    host.connect(owner.port, 'owner');
    host.receive(owner.port, hello);
    host.receive(owner.port, { type: 'summarySeen', count: 2 });
    const last = owner.inbox.at(-1);
    expect(last?.type).toBe('refused');
  });
});
