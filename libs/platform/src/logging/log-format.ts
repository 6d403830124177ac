import { existsSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export type LogFormatSetting = LogFormat | 'auto';

/**
 * JSON lines for machines (containers, files, pipes, log shippers); short coloured lines for
 * a person at a terminal. `LOG_FORMAT` decides when set; `auto` means pretty only on a TTY
 * outside a container (a `docker run -t` still gets JSON, as its logs are collected).
 */
export function chooseLogFormat(
  setting: LogFormatSetting,
  env: Record<string, string | undefined> = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
  fileExists: (path: string) => boolean = existsSync,
): LogFormat {
  if (setting !== 'auto') return setting;
  if (!stdout.isTTY) return 'json';
  const inContainer =
    !!env.KUBERNETES_SERVICE_HOST || !!env.container || fileExists('/.dockerenv') || fileExists('/run/.containerenv');
  return inContainer ? 'json' : 'pretty';
}

/** Start-up chatter of Nest and the per-request and per-event lines: useful in a log store, noise on a terminal. */
const ROUTINE_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);
const ROUTINE_MESSAGES = [/^request completed$/, /^event handled$/, /^Server listening at /, /: schema up to date$/];

interface LogLine {
  level?: number;
  msg?: string;
  context?: string;
}

/** Whether a person at a terminal would rather not see this line at the `info` level. */
export function isRoutine(line: LogLine): boolean {
  if ((line.level ?? 30) >= 40) return false;
  if (line.context && ROUTINE_CONTEXTS.has(line.context)) return true;
  return ROUTINE_MESSAGES.some((pattern) => pattern.test(line.msg ?? ''));
}

/**
 * Where pretty lines go: warnings and errors always, routine lines only at `debug` and
 * below, each as `[time] LEVEL (context): message` with its fields underneath.
 */
export function prettyDestination(
  level: string,
  write: (text: string) => void = (text) => process.stdout.write(text),
  colorize = true,
): DestinationStream {
  const verbose = level === 'debug' || level === 'trace';
  const format = pinoPretty.prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service,traceId,spanId,traceparent,context,requestId',
    messageFormat: '{if context}({context}) {end}{msg}',
    singleLine: false,
  });
  return {
    write(chunk: string) {
      let line: LogLine;
      try {
        line = JSON.parse(chunk) as LogLine;
      } catch {
        write(chunk);
        return;
      }
      if (!verbose && isRoutine(line)) return;
      write(format(line));
    },
  };
}
