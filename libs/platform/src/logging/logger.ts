import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { logCorrelationFields } from '../observability/trace-context.js';

export type { Logger };

/**
 * Never written to a log: credentials, session cookies, tokens of e-mailed links,
 * passwords old and new — at the top of a logged object and under the places request
 * data ends up in (headers, bodies, an HTTP client error's config). Exact paths only:
 * pino compiles them to plain property accesses, where a wildcard path (`*.password`)
 * costs tens of microseconds on every line, including the line of every request.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  '["set-cookie"]',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
];
const SECRET_PARENTS = [
  'req.headers',
  'res.headers',
  'headers',
  'body',
  'data',
  'input',
  'user',
  'err.config.headers',
];
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_PARENTS.flatMap((parent) =>
    SECRET_KEYS.map((key) => (key.startsWith('[') ? `${parent}${key}` : `${parent}.${key}`)),
  ),
];

/**
 * JSON logs on one line each; `service` says which context wrote the line. Lines written
 * while a request or an event is handled carry its requestId, traceId and spanId (mixin).
 */
export function createLogger(
  service: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, remove: true },
    mixin: logCorrelationFields,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's own messages through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      this.logger.error({ context, ...(message as object) }, trace ?? 'error');
      return;
    }
    this.logger.error(
      { context, trace },
      String(message instanceof Error ? message.message : message),
    );
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
