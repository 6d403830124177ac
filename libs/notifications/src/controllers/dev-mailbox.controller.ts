import { Controller, Get, Query } from '@nestjs/common';
import type { DevMail } from '@market/contracts';
import { ZodPipe } from '@market/platform';
import { z } from 'zod';
import { DevMailboxService } from '../services/dev-mailbox.service.js';

const mailboxQuerySchema = z.object({
  /** Only the mails to this address. */
  to: z.string().trim().min(1).max(320).optional(),
});

@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  /** The newest 100 mails first. */
  @Get()
  async list(
    @Query(new ZodPipe(mailboxQuerySchema, 'query')) query: z.infer<typeof mailboxQuerySchema>,
  ): Promise<{ items: DevMail[] }> {
    return { items: await this.mailbox.list(query.to) };
  }
}
