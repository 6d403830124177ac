import { Controller, Get, Query, Req } from '@nestjs/common';
import type { DevMail } from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  DEV_MAILBOX_REFUSED,
  ForbiddenError,
  mayReadDevMailbox,
  OptionalUser,
  ZodPipe,
} from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DevMailboxService } from '../services/dev-mailbox.service.js';

const mailboxQuerySchema = z.object({
  /** Only the mails to this address. */
  to: z.string().trim().min(1).max(320).optional(),
});

@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  /**
   * The newest 100 mails first: to this machine or an admin only (the gateway edge checks
   * the client too, which this service cannot see behind a gateway).
   */
  @Get()
  @OptionalUser()
  async list(
    @Query(new ZodPipe(mailboxQuerySchema, 'query')) query: z.infer<typeof mailboxQuerySchema>,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
  ): Promise<{ items: DevMail[] }> {
    if (!mayReadDevMailbox(request, user)) throw new ForbiddenError(DEV_MAILBOX_REFUSED);
    return { items: await this.mailbox.list(query.to) };
  }
}
