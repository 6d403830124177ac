import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who asked, from where: for audit logs, rate limits and tracing into events. */
export interface RequestMeta {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    requestId: String(request.id),
    ip: request.ip ?? null,
    userAgent: (request.headers['user-agent'] as string | undefined) ?? null,
  };
}

export const Meta = createParamDecorator((_: unknown, context: ExecutionContext): RequestMeta =>
  requestMeta(context.switchToHttp().getRequest<FastifyRequest>()),
);
