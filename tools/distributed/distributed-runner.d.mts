// Types of distributed-runner.mjs for the TypeScript suites that drive it.
import type { ProcessExit } from './supervisor.mjs';

export interface DistributedRunnerOptions {
  /** Where DATABASE_URL, KAFKA_BROKERS, REDIS_URL, ... are read from, and what every process inherits (default process.env). */
  env?: Record<string, string | undefined>;
  /** Per-process data folders (DATA_DIR) and the embedded database (default .data/distributed). */
  dataDir?: string;
  /** One `<process>.log` per process (default `<dataDir>/logs`). */
  logDir?: string;
  /** The gateway's port (default PORT, else 3000; 0 picks a free one). */
  port?: number;
  /** Extra variables for one process, by name (`gateway` included). */
  serviceEnv?: Record<string, Record<string, string>>;
  /** Between SIGTERM and SIGKILL when stopping a process (default 10 s). */
  stopGraceMs?: number;
  /** A process ended without being asked to (a crash). */
  onUnexpectedExit?: (name: string, exit: ProcessExit) => void;
}

export interface ProcessInfo {
  url: string;
  port: number;
  logFile: string;
  pid: number | undefined;
  running: boolean;
}

export class DistributedRunner {
  constructor(options?: DistributedRunnerOptions);
  readonly sources: { database: string; kafka: string };
  readonly logDir: string;
  /** Starts every service, then the gateway; resolves when all answer their health checks. */
  start(): Promise<this>;
  /** The gateway's URL. */
  get url(): string;
  get services(): Record<string, ProcessInfo>;
  logs(name: string, tailBytes?: number): string;
  /** SIGKILL: a crash as the process and its peers see it. */
  kill(name: string): Promise<void>;
  /** SIGTERM if running, then start on the same port and wait until healthy. */
  restart(name: string): Promise<void>;
  /** Stops every process (gateway first) and what the runner started for them. */
  stop(): Promise<void>;
}
