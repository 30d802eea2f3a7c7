/**
 * What a spec does on a page (press, read, wait), as one import apart from the test fixture and
 * the screenshots in app.ts: a spec names the two kinds of helper on two short lines.
 */
export {
  bounds,
  clickId,
  disabled,
  confirmThenEscape,
  expectId,
  expectText,
  ids,
  screenOf,
  tap,
  tapUntilGone,
  textOf,
  waitForScreen,
  waitIdle,
} from './app';
