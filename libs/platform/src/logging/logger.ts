import type { LoggerService } from '@nestjs/common';
import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** JSON logs on one line each; `service` says which context wrote the line. */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return pino(options);
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
    this.logger.error({ context, trace }, String(message instanceof Error ? message.message : message));
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
