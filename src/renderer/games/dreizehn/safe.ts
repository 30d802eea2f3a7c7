/**
 * Destroying a Pixi object while a tween still moves it makes gsap write into a destroyed
 * object (its position is null), which throws inside gsap's ticker and freezes every running
 * animation. So this scene stops the tweens of an object (and of its children) first.
 */
import { gsap } from 'gsap';
import type { Container } from 'pixi.js';

export function killTweensDeep(root: Container): void {
  if (root.destroyed) return;
  const stack: Container[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.destroyed) continue;
    gsap.killTweensOf([node, node.scale, node.position]);
    for (const child of node.children) stack.push(child);
  }
}

/** Stops the object's tweens, then destroys it with its children. */
export function safeDestroy(obj: Container | null | undefined): void {
  if (!obj || obj.destroyed) return;
  killTweensDeep(obj);
  obj.destroy({ children: true });
}
