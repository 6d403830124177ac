import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export type LogFormatSetting = LogFormat | 'auto';

/**
 * JSON lines for machines (containers, files, pipes, log shippers); short coloured lines for
 * a person at a terminal. `LOG_FORMAT` decides when set; `auto` means pretty only on a TTY
 * of a development process: the product's images run with NODE_ENV=production (so a
 * `docker run -t` still logs JSON), and a pod always has KUBERNETES_SERVICE_HOST. A
 * development container's terminal (where `npm start` runs) gets the pretty lines.
 */
export function chooseLogFormat(
  setting: LogFormatSetting,
  env: Record<string, string | undefined> = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (setting !== 'auto') return setting;
  if (!stdout.isTTY || env.NODE_ENV === 'production' || env.KUBERNETES_SERVICE_HOST) return 'json';
  return 'pretty';
}

/** Start-up chatter of Nest and the per-request and per-event lines: useful in a log store, noise on a terminal. */
const ROUTINE_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);
const ROUTINE_MESSAGES = [
  /^request completed$/,
  /^event handled$/,
  /^Server listening at /,
  /: schema up to date$/,
  /^search (read model|worker \d+): /,
];

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
