import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { adminUserRoutes, type ParsedBodyOf, type ParsedQueryOf } from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { AdminUsersService } from '../services/admin-users.service.js';
import { AuditLogService } from '../services/audit-log.service.js';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@Controller()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly audit: AuditLogService,
  ) {}

  @Endpoint(adminUserRoutes.list)
  list(@RouteQuery(adminUserRoutes.list) query: ParsedQueryOf<typeof adminUserRoutes.list>) {
    return this.users.list(query);
  }

  @Endpoint(adminUserRoutes.create)
  create(
    @CurrentUser() admin: AuthUser,
    @RouteBody(adminUserRoutes.create) body: ParsedBodyOf<typeof adminUserRoutes.create>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.create(admin, body, meta);
  }

  @Endpoint(adminUserRoutes.get)
  get(@Param('id', uuid) id: string) {
    return this.users.get(id);
  }

  @Endpoint(adminUserRoutes.update)
  update(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(adminUserRoutes.update) body: ParsedBodyOf<typeof adminUserRoutes.update>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.update(admin, id, body, meta);
  }

  @Endpoint(adminUserRoutes.setActive)
  setActive(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(adminUserRoutes.setActive) body: ParsedBodyOf<typeof adminUserRoutes.setActive>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.setActive(admin, id, body.isActive, meta);
  }

  @Endpoint(adminUserRoutes.changeRole)
  changeRole(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(adminUserRoutes.changeRole) body: ParsedBodyOf<typeof adminUserRoutes.changeRole>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.changeRole(admin, id, body.role, meta);
  }

  @Endpoint(adminUserRoutes.delete)
  async delete(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @Meta() meta: RequestMeta,
  ) {
    await this.users.delete(admin, id, meta);
  }

  /** Every admin action of every context, and account events: newest first, filtered, by cursor. */
  @Endpoint(adminUserRoutes.auditLog)
  auditLog(
    @RouteQuery(adminUserRoutes.auditLog) query: ParsedQueryOf<typeof adminUserRoutes.auditLog>,
  ) {
    return this.audit.list(query);
  }
}
