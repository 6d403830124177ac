import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Supervisor } from './supervisor.mjs';

const supervisorUrl = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'supervisor.mjs'),
).href;

const KEEP_ALIVE = 'setInterval(() => {}, 1000)';

/** Running, not merely a zombie waiting for a parent to collect its status. */
function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false;
    const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(ok: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!ok() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return ok();
}

// A parent that starts three children through the supervisor: a plain one, one with a
// child of its own (same process group), and one that ignores SIGTERM.
const parentScript = `
import { Supervisor } from ${JSON.stringify(supervisorUrl)};
const supervisor = await Supervisor.start({ graceMs: 500 });
const node = process.execPath;
const plain = supervisor.spawn('plain', node, ['-e', ${JSON.stringify(KEEP_ALIVE)}]);
const stubborn = supervisor.spawn('stubborn', node, ['-e', "process.on('SIGTERM', () => {}); ${KEEP_ALIVE}"]);
const parent = supervisor.spawn('parent', node, ['-e',
  "const c = require('node:child_process').spawn(process.execPath, ['-e', '${KEEP_ALIVE}'], { stdio: 'ignore' });" +
  "console.log(c.pid); ${KEEP_ALIVE}"]);
parent.child.stdout.once('data', (data) => {
  console.log(JSON.stringify([plain.pid, stubborn.pid, parent.pid, Number(String(data).trim())]));
});
${KEEP_ALIVE};
`;

describe('Supervisor', () => {
  it('ends every child, its children and one that ignores SIGTERM when the parent is SIGKILLed', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const pids = await new Promise<number[]>((resolve, reject) => {
      parent.stdout.once('data', (data) => resolve(JSON.parse(String(data))));
      parent.once('exit', (code) => reject(new Error(`the parent exited early (${code})`)));
    });
    try {
      expect(pids).toHaveLength(4);
      expect(pids.every(alive)).toBe(true);

      parent.kill('SIGKILL');
      // SIGTERM at once, SIGKILL 0.5 s later for the one that ignores it.
      expect(await until(() => !pids.some(alive), 5_000)).toBe(true);
    } finally {
      // Should the watchdog fail, the test still leaves nothing behind.
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });

  it('stops a child with SIGTERM, and with SIGKILL once the grace period is over', async () => {
    const supervisor = await Supervisor.start({ graceMs: 300 });
    try {
      const polite = supervisor.spawn('polite', process.execPath, ['-e', KEEP_ALIVE]);
      const stubborn = supervisor.spawn('stubborn', process.execPath, [
        '-e',
        `process.on('SIGTERM', () => {}); ${KEEP_ALIVE}`,
      ]);
      // Give the stubborn one time to install its handler.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await polite.stop()).signal).toBe('SIGTERM');
      const started = Date.now();
      expect((await stubborn.stop()).signal).toBe('SIGKILL');
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(alive(stubborn.pid)).toBe(false);
    } finally {
      await supervisor.close();
    }
  });

  it('kills a child at once and reports how it ended', async () => {
    const supervisor = await Supervisor.start();
    try {
      const child = supervisor.spawn('victim', process.execPath, ['-e', KEEP_ALIVE]);
      expect(child.running).toBe(true);
      expect((await child.kill()).signal).toBe('SIGKILL');
      expect(child.running).toBe(false);
    } finally {
      await supervisor.close();
    }
  });
});
