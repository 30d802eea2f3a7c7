/**
 * The rules as a screen of their own, opened from the menu for the selected game (tabs
 * switch between the games); Escape or Back returns to the menu, "Learn to play" opens the
 * shown game's lesson.
 */
import { Container } from 'pixi.js';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { AppScreen } from '../core/navigation';
import { RulesView } from '../rules/view';
import { fadeIn, fadeOut } from './fade';

export class RulesScreen extends Container implements AppScreen {
  readonly screenName = 'rules';
  private readonly reader: RulesView;

  constructor(
    private readonly ctx: AppContext,
    game: GameId,
  ) {
    super();
    this.reader = new RulesView(ctx, {
      game,
      backKey: 'app.rules.back',
      onBack: () => ctx.showMenu(),
      onRebuilt: () => this.syncFocus(),
      learn: {
        lessons: ctx.store.catalog?.lessons ?? [],
        open: (lesson) => {
          ctx.conn.send({ type: 'newLesson', game: lesson });
          // The table follows from here (the lesson's first snapshot is its start).
          ctx.showTable();
        },
      },
    });
    this.addChild(this.reader);
  }

  private syncFocus(): void {
    this.ctx.focus.setItems(this.reader.focusItems, () => this.ctx.showMenu());
  }

  resize(width: number, height: number): void {
    this.reader.layout(width, height);
  }

  refresh(): void {
    this.reader.refresh();
  }

  async show(): Promise<void> {
    // The screen is shown once its page is there too (the text loads on first use).
    await Promise.all([fadeIn(this.ctx, this), this.reader.ready()]);
  }

  hide(): Promise<void> {
    return fadeOut(this.ctx, this);
  }
}
