import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type ErrorEnvelope, errorCatalogue, errorCodeForStatus } from '@market/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markUnhandledError, requestLogFields } from '../observability/http-observability.js';
import { AppError, envelopeOf, InternalError, RateLimitedError } from './app-errors.js';

/** Every error leaves as the envelope of ARCHITECTURE.md §4, never with a stack trace. */
export function toEnvelope(error: unknown): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return { status: error.status, body: envelopeOf(error) };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : Array.isArray((response as { message?: unknown }).message)
          ? (response as { message: string[] }).message.join('; ')
          : String((response as { message?: unknown }).message ?? error.message);
    return {
      status,
      body: {
        error: {
          code: errorCodeForStatus(status),
          message: status >= 500 ? errorCatalogue.INTERNAL.message : message,
        },
      },
    };
  }
  const fastifyError = error as { statusCode?: number; message?: string; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
    return {
      status: fastifyError.statusCode,
      body: {
        error: {
          code: errorCodeForStatus(fastifyError.statusCode),
          message: fastifyError.message ?? errorCatalogue.BAD_REQUEST.message,
        },
      },
    };
  }
  return { status: 500, body: envelopeOf(new InternalError()) };
}

/** Not an error the code chose to answer with (those are AppErrors and Nest's HttpExceptions). */
function isUnexpected(error: unknown): boolean {
  return !(error instanceof AppError) && !(error instanceof HttpException);
}

@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const { status, body } = toEnvelope(error);
    if (status >= 500) {
      this.logger.error(
        { err: error, url: request?.url, ...requestLogFields(request) },
        'request failed',
      );
      if (isUnexpected(error)) markUnhandledError(request, error);
    }
    if (error instanceof RateLimitedError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(status).send(body);
  }
}
