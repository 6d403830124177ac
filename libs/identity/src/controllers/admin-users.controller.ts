import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { adminUserRoutes as routes, type ParsedBodyOf, type ParsedQueryOf } from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, Meta, type RequestMeta, RouteBody, RouteQuery } from '@market/platform';
import { AdminUsersService } from '../services/admin-users.service.js';
import { AuditLogService } from '../services/audit-log.service.js';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@Controller()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly audit: AuditLogService,
  ) {}

  @Endpoint(routes.list)
  list(@RouteQuery(routes.list) query: ParsedQueryOf<typeof routes.list>) {
    return this.users.list(query);
  }

  @Endpoint(routes.get)
  get(@Param('id', uuid) id: string) {
    return this.users.get(id);
  }

  @Endpoint(routes.update)
  update(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(routes.update) body: ParsedBodyOf<typeof routes.update>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.update(admin, id, body, meta);
  }

  @Endpoint(routes.setActive)
  setActive(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(routes.setActive) body: ParsedBodyOf<typeof routes.setActive>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.setActive(admin, id, body.isActive, meta);
  }

  @Endpoint(routes.changeRole)
  changeRole(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @RouteBody(routes.changeRole) body: ParsedBodyOf<typeof routes.changeRole>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.changeRole(admin, id, body.role, meta);
  }

  @Endpoint(routes.delete)
  async delete(@CurrentUser() admin: AuthUser, @Param('id', uuid) id: string, @Meta() meta: RequestMeta) {
    await this.users.delete(admin, id, meta);
  }

  @Endpoint(routes.auditLogs)
  auditLogs(@RouteQuery(routes.auditLogs) query: ParsedQueryOf<typeof routes.auditLogs>) {
    return this.audit.list(query.page, query.pageSize, query.action);
  }
}
