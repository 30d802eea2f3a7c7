/**
 * What the LAN lobby's parts share (tab-row.ts, seat-rows.ts, owner-side.ts, guest-side.ts):
 * where they draw, at what scale and in which words, and how they talk to the host
 * (`LobbyPart`, made by the lobby screen for each build), and the small secondary button of
 * the seat rows and the code toggle.
 */
import type { Container, Text } from 'pixi.js';
import type { ClientMessage } from '../../shared/protocol';
import type { I18n } from '../i18n';
import type { TypeRole } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import { Button } from '../ui/widgets';

export interface LobbyPart {
  layer: Container;
  s: number;
  /** A phone's window (tall or short): controls for fingers, parts flow down and scroll. */
  compact: boolean;
  i18n: I18n;
  /** Tooltips (a long press on touch): a shortened name shown whole. */
  tooltip: Tooltip;
  /** A one-line text at the screen's scale, not yet placed (the screen's own). */
  text: (text: string, role: TypeRole, fill?: number) => Text;
  send: (msg: ClientMessage) => void;
  /** The owner's own name (to sit down again after watching); none for a guest. */
  ownName?: string;
}

/** A rectangle a side panel's content is laid out in. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A small secondary button (a seat's action, the code toggle): a fingertip's size on a phone. */
export function small(p: LobbyPart, label: string, id: string, onPress: () => void): Button {
  return new Button({
    label,
    scale: p.s,
    height: (p.compact ? 48 : 38) * p.s,
    variant: 'secondary',
    id,
    onPress,
  });
}
