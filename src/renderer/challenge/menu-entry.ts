/**
 * The menu's way into the duplicate challenge, beside "Host on LAN": "Duplicate challenge" (or,
 * while one is open, "To the challenge"), shortened where the row has no room for the whole
 * label, down to the icon with the label as its tooltip.
 */
import type { AppContext } from '../app/context';
import { Button } from '../ui/widgets';

/**
 * The button, its right edge at `right`, its left edge not before `leftLimit` where it can help
 * it; `onPress` opens the challenge screen.
 */
export function challengeMenuButton(
  ctx: AppContext,
  o: {
    s: number;
    height: number;
    right: number;
    y: number;
    leftLimit: number;
    onPress: () => void;
    /** A fixed width (a phone's column of equal buttons). */
    width?: number;
  },
): Button {
  const i18n = ctx.i18n;
  const open = ctx.store.challenge?.state === 'open';
  const full = i18n.t(open ? 'challenge.menu.open' : 'challenge.menu.button');
  const tries: { label: string; iconOnly: boolean }[] = [
    { label: full, iconOnly: false },
    ...(open ? [] : [{ label: i18n.t('challenge.menu.short'), iconOnly: false }]),
    { label: full, iconOnly: true },
  ];
  let button: Button | null = null;
  for (const t of tries) {
    button?.destroy({ children: true });
    button = new Button({
      label: t.label,
      icon: 'chart',
      iconOnly: t.iconOnly,
      variant: open ? 'primary' : 'secondary',
      scale: o.s,
      height: o.height,
      ...(o.width !== undefined ? { width: o.width, maxWidth: o.width } : {}),
      id: 'menu.challenge',
      onPress: o.onPress,
    });
    if (o.right - button.bw >= o.leftLimit) break;
  }
  const b = button!;
  b.position.set(o.right - b.bw, o.y);
  ctx.tooltip.attach(b, () =>
    b.label_ === full ? i18n.t('challenge.menu.tip') : `${full}: ${i18n.t('challenge.menu.tip')}`,
  );
  return b;
}
