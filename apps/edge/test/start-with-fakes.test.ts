import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run start:fakes` (scripts/start-with-fakes.sh) started as a person starts it, then a signal to the npm
 * process: npm, the script and everything below it (the payment fakes, `npm start` with its build) are gone
 * afterwards. The signal comes once the fakes answer, while `npm start` is still building, so no web build is
 * needed; the trap stops the server the same way (checked by hand with the server up: README).
 */
const root = resolve(import.meta.dirname, '../../..');

/** Every process below `pid`, from ps (pid, parent pid). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows)
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

describe('npm run start:fakes stops everything it started', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal} to npm`, async () => {
      // Ports of this test's own, away from the defaults and from other runs.
      const fakePort = 20_000 + (process.pid % 5_000) + (signal === 'SIGINT' ? 5_000 : 0);
      const npm: ChildProcess = spawn('npm', ['run', 'start:fakes'], {
        cwd: root,
        env: { ...process.env, PORT: String(fakePort + 1), PAYMENTS_FAKE_PORT: String(fakePort) },
        stdio: 'ignore',
        detached: true,
      });
      const exited = new Promise<void>((done) => npm.once('exit', () => done()));
      const pid = npm.pid as number;
      let started: number[] = [];
      try {
        await until(() => answers(`http://127.0.0.1:${fakePort}/healthz`), 'the payment fakes');
        started = descendants(pid);
        // The script, the fakes and `npm start` at least.
        expect(started.length).toBeGreaterThanOrEqual(3);
        process.kill(pid, signal);
        const ended = await Promise.race([
          exited.then(() => true),
          new Promise<false>((r) => setTimeout(() => r(false), 30_000)),
        ]);
        expect(ended, `npm still running 30 s after ${signal}`).toBe(true);
        await until(() => started.every((p) => !alive(p)), 'every process started to end', 15_000).catch(() => undefined);
        const left = started.filter(alive);
        expect(left, 'processes left running').toEqual([]);
        expect(await answers(`http://127.0.0.1:${fakePort}/healthz`)).toBe(false);
      } finally {
        // Whatever a failure left behind: this test's own processes, by id.
        for (const p of [pid, ...descendants(pid), ...started]) if (alive(p)) process.kill(p, 'SIGKILL');
      }
    }, 120_000);
  }
});
