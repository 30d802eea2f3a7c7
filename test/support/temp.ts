/** Temporary folders for tests that write files. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A fresh folder `spieltisch-<name>-…` in the system's temporary folder, removed after the file's tests. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `spieltisch-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A built renderer to serve: `work/<name>` with index.html and one asset under assets/, and
 * work/package.json next to it as the secret outside the root that no request may reach.
 */
export function servedRoot(work: string, name: string, asset: { file: string; content: string }): string {
  const root = join(work, name);
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Spieltisch</title>');
  writeFileSync(join(root, 'assets', asset.file), asset.content);
  writeFileSync(join(work, 'package.json'), '{"secret":"outside the root"}');
  return root;
}
