/**
 * What a spec does on a page (press, read, wait), as one import apart from the test fixture and
 * the screenshots in app.ts: a spec names the two kinds of helper on two short lines.
 */
// Pressing.
export { clickId, tap, tapUntilGone } from './app';
// Reading.
export { bounds, disabled, ids, screenOf, textOf } from './app';
// Waiting for what a press brings.
export { confirmThenEscape, expectId, expectText, waitForScreen, waitIdle } from './app';
