/**
 * One input path for every control: Pixi's pointer events, which carry mouse, touch and pen
 * alike. @pixi/ui's ButtonContainer chooses mouse or pointer events by sniffing the user agent
 * once (`isMobile`), so a tap on a touch laptop, or on a tablet asking for the desktop site, did
 * nothing. This base listens to pointer events whatever the device says it is; hover applies to a
 * mouse or pen only (a finger has no hover, and a stuck hover look after a tap reads as a bug).
 */
import { Container, type FederatedPointerEvent } from 'pixi.js';
import { tapAllowed } from '../core/gesture';

export abstract class PointerControl extends Container {
  private isDown = false;
  private switchedOff = false;

  protected constructor() {
    super();
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointerover', (e: FederatedPointerEvent) => {
      if (e.pointerType !== 'touch') this.hoverChanged(true);
    });
    this.on('pointerout', () => {
      this.hoverChanged(false);
      if (this.isDown) this.pressChanged(false);
    });
    this.on('pointerdown', () => {
      this.isDown = true;
      this.pressChanged(true);
    });
    this.on('pointerup', (e: FederatedPointerEvent) => {
      this.isDown = false;
      this.pressChanged(false);
      if (e.pointerType === 'touch') this.hoverChanged(false);
    });
    this.on('pointerupoutside', () => {
      this.isDown = false;
      this.pressChanged(false);
      this.hoverChanged(false);
    });
    // A tap: down and up on this control (Pixi's pointertap), for every kind of pointer.
    this.on('pointertap', () => {
      // The release of a long press (it showed the tooltip) is no tap.
      if (!this.switchedOff && tapAllowed()) this.pressed();
    });
  }

  /** The control is switched off: it takes no press (its look is the subclass's). */
  set enabled(on: boolean) {
    this.switchedOff = !on;
    this.eventMode = on ? 'static' : 'auto';
    this.cursor = on ? 'pointer' : 'default';
    if (!on && this.isDown) {
      this.isDown = false;
      this.pressChanged(false);
    }
  }

  get enabled(): boolean {
    return !this.switchedOff;
  }

  protected abstract hoverChanged(on: boolean): void;
  protected abstract pressChanged(on: boolean): void;
  protected abstract pressed(): void;
}
