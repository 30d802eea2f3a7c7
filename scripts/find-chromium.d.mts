/** Types for find-chromium.mjs (used by TypeScript scripts such as bench-ui.ts). */
export function findChromium(): Promise<string | null>;
export const CHROMIUM_HELP: string;
