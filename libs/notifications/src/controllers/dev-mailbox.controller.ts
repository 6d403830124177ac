import { Controller, Req } from '@nestjs/common';
import { devMailboxRoutes, type ParsedQueryOf } from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  DEV_MAILBOX_REFUSED,
  Endpoint,
  ForbiddenError,
  mayReadDevMailbox,
  RouteQuery,
} from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { DevMailboxService } from '../services/dev-mailbox.service.js';

@Controller()
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  /**
   * The newest 100 mails first: to this machine or an admin only (the gateway edge checks
   * the client too, which this service cannot see behind a gateway).
   */
  @Endpoint(devMailboxRoutes.list)
  async list(
    @RouteQuery(devMailboxRoutes.list) query: ParsedQueryOf<typeof devMailboxRoutes.list>,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
  ) {
    if (!mayReadDevMailbox(request, user)) throw new ForbiddenError(DEV_MAILBOX_REFUSED);
    return { items: await this.mailbox.list(query.to) };
  }
}
