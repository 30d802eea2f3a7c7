/** The real headless host as a child process, as the crash tests kill and start it again. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

export const repo = resolve(import.meta.dirname, '../..');

/** Runs the headless host from source (the crash test may run the bundle instead). */
export const tsxHeadless = ['--import', 'tsx', join(repo, 'src/main/headless.ts')];

export interface HeadlessChild {
  child: ChildProcess;
  /** Its HTTP port on loopback. */
  port: number;
  exited: Promise<void>;
  /** What it printed up to saying where it runs. */
  out: string;
}

/**
 * Starts `command` (node arguments that run headless.ts) without a browser, with its data and
 * `--resume` from its autosave, then `args`; resolves once it says where it runs, and fails if it
 * ends before. Every child is in `children` until it exits, for the test to kill at the end.
 */
export async function startHeadlessChild(
  command: string[],
  data: string,
  args: string[],
  children: Set<ChildProcess>,
): Promise<HeadlessChild> {
  const child = spawn(process.execPath, [...command, '--no-open', '--data', data, '--resume', ...args], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SPIELTISCH_NO_OPEN: '1' },
  });
  children.add(child);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      children.delete(child);
      done();
    }),
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  let out = '';
  const port = await new Promise<number>((found, fail) => {
    child.stdout!.on('data', (d) => {
      out += String(d);
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) found(Number(match[1]));
    });
    void exited.then(() => fail(new Error(`the host ended before it listened: ${stderr}`)));
  });
  return { child, port, exited, out };
}
