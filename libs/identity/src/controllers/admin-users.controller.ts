import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Put, Query } from '@nestjs/common';
import {
  type AuditLogPage,
  type AuditLogQuery,
  auditLogQuerySchema,
  adminUpdateUserRequestSchema,
  adminUserListQuerySchema,
  changeRoleRequestSchema,
  type Role,
  setUserActiveRequestSchema,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Meta, type RequestMeta, Roles, ZodPipe } from '@market/platform';
import { z } from 'zod';
import { AdminUsersService } from '../services/admin-users.service.js';
import { AuditLogService } from '../services/audit-log.service.js';

const uuid = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });

@Controller('admin')
@Roles('admin')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly audit: AuditLogService,
  ) {}

  @Get('users')
  list(@Query(new ZodPipe(adminUserListQuerySchema, 'query')) query: z.infer<typeof adminUserListQuerySchema>) {
    return this.users.list(query);
  }

  @Get('users/:id')
  get(@Param('id', uuid) id: string) {
    return this.users.get(id);
  }

  @Patch('users/:id')
  update(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(adminUpdateUserRequestSchema)) body: z.infer<typeof adminUpdateUserRequestSchema>,
    @Meta() meta: RequestMeta,
  ) {
    return this.users.update(admin, id, body, meta);
  }

  @Put('users/:id/active')
  setActive(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(setUserActiveRequestSchema)) body: { isActive: boolean },
    @Meta() meta: RequestMeta,
  ) {
    return this.users.setActive(admin, id, body.isActive, meta);
  }

  @Put('users/:id/role')
  changeRole(
    @CurrentUser() admin: AuthUser,
    @Param('id', uuid) id: string,
    @Body(new ZodPipe(changeRoleRequestSchema)) body: { role: Role },
    @Meta() meta: RequestMeta,
  ) {
    return this.users.changeRole(admin, id, body.role, meta);
  }

  @Delete('users/:id')
  @HttpCode(204)
  async delete(@CurrentUser() admin: AuthUser, @Param('id', uuid) id: string, @Meta() meta: RequestMeta) {
    await this.users.delete(admin, id, meta);
  }

  /** Every admin action of every context, and account events: newest first, filtered, by cursor. */
  @Get('audit-log')
  auditLog(@Query(new ZodPipe(auditLogQuerySchema, 'query')) query: AuditLogQuery): Promise<AuditLogPage> {
    return this.audit.list(query);
  }
}
