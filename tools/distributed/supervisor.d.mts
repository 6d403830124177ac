// Types of supervisor.mjs.
import type { ChildProcess } from 'node:child_process';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export class Supervisor {
  static start(options?: { graceMs?: number }): Promise<Supervisor>;
  spawn(
    name: string,
    command: string,
    args: string[],
    options?: { env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string; pipeStdout?: boolean },
  ): SupervisedProcess;
  close(): Promise<void>;
}

export class SupervisedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  readonly exit: ProcessExit | null;
  readonly exited: Promise<ProcessExit>;
  get running(): boolean;
  signal(signal: NodeJS.Signals): void;
  stop(graceMs?: number): Promise<ProcessExit>;
  kill(): Promise<ProcessExit>;
}
