/**
 * Keyboard focus over a prompt's choices (tiles or buttons). The focus ring shows only once
 * the keyboard is used: the first arrow, Tab, Enter or Space just shows it; then arrows and Tab
 * move it (past choices that cannot be taken) and Enter or Space takes the focused choice.
 */
const MOVES = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab'];

export class KeyFocus {
  /** The ring is showing. */
  shown = false;

  constructor(
    private readonly paint: () => void,
    public index = 0,
  ) {}

  /** Whether choice `i` wears the ring now. */
  isOn(i: number): boolean {
    return this.shown && i === this.index;
  }

  /** Shows the ring (on choice `index`). */
  show(index = this.index): void {
    this.index = index;
    this.shown = true;
    this.paint();
  }

  /** Moves the ring by `dir` among `count` choices; a first move only shows it. */
  move(dir: number, count: number, takes: (i: number) => boolean = () => true): void {
    if (this.shown) {
      let i = this.index;
      for (let k = 0; k < count; k++) {
        i = (i + dir + count) % count;
        if (takes(i)) break;
      }
      this.index = i;
    }
    this.show();
  }

  /** Enter or Space: the first only shows the ring, then the focused choice is taken. */
  press(take: (i: number) => void): true {
    if (!this.shown) this.show();
    else take(this.index);
    return true;
  }

  /** Arrows/Tab move (←, ↑ and Shift+Tab back), Enter/Space take. True when the key was used. */
  onKey(e: KeyboardEvent, count: number, take: (i: number) => void, takes?: (i: number) => boolean): boolean {
    if (MOVES.includes(e.key)) {
      const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey);
      this.move(back ? -1 : 1, count, takes);
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') return this.press(take);
    return false;
  }
}
