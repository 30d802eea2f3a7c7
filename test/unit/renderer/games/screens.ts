/** Window sizes the layout tests check, from the smallest supported to 4K. */
export const SCREENS = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
  [3840, 2160],
] as const;
