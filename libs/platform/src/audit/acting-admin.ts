import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/authenticate.js';
import { requestMeta } from '../http/request-meta.js';
import type { AdminRequest } from './audit-trail.js';

/**
 * The admin acting on an admin route and where from, as the AuditTrail records it: one
 * parameter (`@ActingAdmin() by: AdminRequest`) instead of `@CurrentUser()` and `@Meta()`
 * on every write. The route's contract (auth: 'admin') has already let only admins in.
 */
export const ActingAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext): AdminRequest => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    return { actor: request.user!, meta: requestMeta(request) };
  },
);
