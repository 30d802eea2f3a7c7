/**
 * The seat plates of a table scene: one per seat, made anew for each layout (compact on a
 * phone: TableLayout.plate) and set from each snapshot — name, who plays it, the cards in hand,
 * whose turn it is and whether a bot is thinking.
 */
import type { Container } from 'pixi.js';
import type { TableSnapshot } from '../../../shared/protocol';
import type { I18n } from '../../i18n';
import type { TableLayout } from '../../layout/table';
import { plateLevel, SeatPlate } from '../../ui/seatPlate';
import { isWaiting } from './views';

export class SeatPlates {
  list: SeatPlate[] = [];

  /** Drops the plates and makes one per seat in `layer` (`made` adds what follows each plate). */
  rebuild(
    layer: Container,
    L: TableLayout | null,
    seats: number,
    made: (plate: SeatPlate, seat: number) => void,
  ): void {
    this.clear();
    if (!L) return;
    for (let seat = 0; seat < seats; seat++) {
      const plate = new SeatPlate(L.plate.width, L.plate.height, L.scale).register(seat);
      layer.addChild(plate);
      this.list.push(plate);
      made(plate, seat);
    }
  }

  /** Each plate at its spot, showing what the snapshot says of its seat. */
  sync(
    snap: TableSnapshot,
    spots: readonly { plate: { x: number; y: number } }[],
    o: { i18n: I18n; subtitle: (seat: number) => string; cards: (seat: number) => number | null },
  ): void {
    snap.seats.forEach((seat, i) => {
      const spot = spots[i];
      const plate = this.list[i];
      if (!spot || !plate) return;
      plate.position.set(spot.plate.x, spot.plate.y);
      const waiting = isWaiting(snap, i);
      const subtitle = o.subtitle(i);
      plate.set({
        seat: i,
        name: seat.name,
        subtitle,
        // The bot mark goes with the level (not with a game's own line, e.g. Abyss's passing).
        bot: seat.kind === 'bot' && subtitle === plateLevel(o.i18n, seat.level),
        cards: i === snap.you ? null : o.cards(i),
        active: waiting,
        thinking: waiting && seat.kind === 'bot',
      });
    });
  }

  clear(): void {
    for (const p of this.list) p.destroy({ children: true });
    this.list = [];
  }
}
