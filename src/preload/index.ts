/**
 * The sandboxed preload: exposes a narrow, typed bridge to the renderer (one method per
 * message, nothing generic). The table protocol's methods arrive with the host.
 */
import { contextBridge } from 'electron';

const bridge = {
  /** Lets the renderer tell it runs inside the desktop app rather than a browser. */
  platform: process.platform,
};

export type SpieltischBridge = typeof bridge;

contextBridge.exposeInMainWorld('spieltisch', bridge);
