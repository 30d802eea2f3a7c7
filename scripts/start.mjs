// `npm start`: builds what is missing, then runs the Electron app. Where the Electron binary
// is missing and cannot be fetched, it says so and starts the headless host instead, which
// serves the same table to the default browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}

if (
  !existsSync(join(root, 'out', 'renderer', 'index.html')) ||
  !existsSync(join(root, 'out', 'main', 'index.js'))
) {
  console.log('Building Spieltisch …');
  if (!run(bin('electron-vite'), ['build'])) process.exit(1);
}

/** The Electron executable, downloading it once if allowed; null where it cannot be had. */
function electronBinary() {
  if (args.includes('--headless')) return null;
  let pkgDir;
  try {
    pkgDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(pkgDir, 'path.txt');
  const existing = () => (existsSync(pathFile) ? join(pkgDir, 'dist', readFileSync(pathFile, 'utf8')) : null);
  let binary = existing();
  if ((!binary || !existsSync(binary)) && process.env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '1') {
    console.log('Fetching the Electron binary (first start only) …');
    // Its own progress and errors go to the console only when it works; a failed download
    // (no network) is summed up in one line below instead of a stack trace.
    const fetched = spawnSync(process.execPath, [join(pkgDir, 'install.js')], {
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
      timeout: 180_000,
    });
    binary = existing();
    if (!binary || !existsSync(binary)) {
      const reason = (fetched.stderr ?? '').split('\n').find((line) => line.trim()) ?? 'unknown error';
      console.log(`The Electron binary could not be fetched (${reason.trim()}).`);
    }
  }
  return binary && existsSync(binary) ? binary : null;
}

const electron = electronBinary();
if (electron) {
  const child = spawn(electron, [root, ...args], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log('Electron is not available on this machine, so Spieltisch runs in your browser instead.');
  const child = spawn(
    bin('tsx'),
    [join(root, 'src', 'main', 'headless.ts'), ...args.filter((a) => a !== '--headless')],
    {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    },
  );
  child.on('exit', (code) => process.exit(code ?? 0));
}
