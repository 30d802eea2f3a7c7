/**
 * Tweens on gsap that honour the settings: the speed setting scales every duration
 * (instant: none), reduced motion turns movement into a short fade or a jump, and a
 * click during an animation finishes every running tween at once.
 */
import { gsap } from 'gsap';
import type { Container } from 'pixi.js';
import { speedFactor, type Speed } from '../../shared/settings';

export type MotionKind = 'move' | 'fade';

export interface TweenOptions {
  /** Duration at normal speed, in milliseconds. */
  ms: number;
  kind?: MotionKind;
  ease?: string;
  delay?: number;
  onUpdate?: (progress: number) => void;
  /** The display object the tween belongs to: destroying it stops the tween. */
  owner?: Container;
}

function isContainer(x: object): x is Container {
  return typeof (x as Container).once === 'function' && 'destroyed' in x;
}

export class Motion {
  private speed: Speed = 'normal';
  private reduced = false;
  private readonly active = new Set<gsap.core.Animation>();

  constructor() {
    // Durations are wall-clock: without this gsap stretches every tween on a slow machine
    // (a frame over 500 ms counts as 33 ms), and input would wait far longer than the animation.
    gsap.ticker.lagSmoothing(0);
  }

  configure(speed: Speed, reducedMotion: boolean): void {
    this.speed = speed;
    this.reduced = reducedMotion;
  }

  get reducedMotion(): boolean {
    return this.reduced;
  }

  /** The real duration in milliseconds for a normal-speed duration. */
  duration(ms: number, kind: MotionKind = 'move'): number {
    const scaled = ms * speedFactor(this.speed);
    if (this.reduced && kind === 'move') return 0;
    if (this.reduced) return Math.min(scaled, 150);
    return scaled;
  }

  /** Tweens `target`'s numeric properties to `vars`; resolves when done (or finished early). */
  to(target: object, vars: Record<string, number>, o: TweenOptions): Promise<void> {
    const ms = this.duration(o.ms, o.kind);
    if (ms <= 0) {
      Object.assign(target, vars);
      o.onUpdate?.(1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const tween = gsap.to(target, {
        ...vars,
        duration: ms / 1000,
        delay: (o.delay ?? 0) / 1000,
        ease: o.ease ?? 'power2.out',
        onUpdate: o.onUpdate ? () => o.onUpdate?.(tween.progress()) : undefined,
        onComplete: () => {
          this.active.delete(tween);
          resolve();
        },
        onInterrupt: () => {
          this.active.delete(tween);
          resolve();
        },
      });
      this.active.add(tween);
      const owner = o.owner ?? (isContainer(target) ? target : undefined);
      owner?.once('destroyed', () => {
        if (!this.active.has(tween)) return;
        tween.kill();
        this.active.delete(tween);
        resolve();
      });
    });
  }

  /** Runs `update(t)` for t from 0 to 1 over the duration (for paths like arcs). */
  drive(update: (t: number) => void, o: TweenOptions): Promise<void> {
    const state = { t: 0 };
    return this.to(state, { t: 1 }, { ...o, onUpdate: () => update(state.t) }).then(() => update(1));
  }

  /** Waits like an animation would (so a click can cut it short). */
  wait(ms: number): Promise<void> {
    return this.to({ t: 0 }, { t: 1 }, { ms, kind: 'fade', ease: 'none' });
  }

  /** Finishes every running animation at once (a click during an animation). */
  finishAll(): void {
    for (const tween of [...this.active]) tween.progress(1);
  }

  killTweensOf(target: object): void {
    for (const tween of [...this.active]) {
      const targets = (tween as gsap.core.Tween).targets?.() ?? [];
      if (targets.includes(target)) {
        tween.kill();
        this.active.delete(tween);
      }
    }
  }

  get idle(): boolean {
    return this.active.size === 0;
  }

  /** Card flight: 250–400 ms with ease-out, longer for longer distances. */
  flight(
    obj: Container,
    to: { x: number; y: number; rotation?: number; scale?: number },
    o: { ms?: number; delay?: number } = {},
  ): Promise<void> {
    const distance = Math.hypot(to.x - obj.x, to.y - obj.y);
    const ms = o.ms ?? flightMs(distance);
    const jobs: Promise<void>[] = [
      this.to(
        obj,
        { x: to.x, y: to.y, rotation: to.rotation ?? obj.rotation },
        { ms, delay: o.delay, ease: 'power2.out' },
      ),
    ];
    if (to.scale !== undefined) {
      jobs.push(
        this.to(
          obj.scale,
          { x: to.scale, y: to.scale },
          { ms, delay: o.delay, ease: 'power2.out', owner: obj },
        ),
      );
    }
    return Promise.all(jobs).then(() => undefined);
  }

  /** A hop along an arc (seals moving between places). */
  hop(obj: Container, to: { x: number; y: number }, o: { height?: number; ms?: number } = {}): Promise<void> {
    const from = { x: obj.x, y: obj.y };
    const distance = Math.hypot(to.x - from.x, to.y - from.y);
    const height = o.height ?? Math.max(24, distance * 0.35);
    return this.drive(
      (t) => {
        if (obj.destroyed) return;
        const p = arcPoint(from, to, height, t);
        obj.position.set(p.x, p.y);
      },
      { ms: o.ms ?? flightMs(distance) + 80, ease: 'power1.inOut', owner: obj },
    );
  }
}

/** Flight duration at normal speed: 250 ms for short hops up to 400 ms across the screen. */
export function flightMs(distancePx: number): number {
  return Math.round(250 + Math.min(150, Math.max(0, distancePx) * 0.12));
}

/** A point on a parabolic arc from `a` to `b` rising `height` above the straight line. */
export function arcPoint(
  a: { x: number; y: number },
  b: { x: number; y: number },
  height: number,
  t: number,
): { x: number; y: number } {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t - 4 * height * t * (1 - t) };
}
