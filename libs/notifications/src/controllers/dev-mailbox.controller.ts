import { Controller } from '@nestjs/common';
import { devMailboxRoutes, type ParsedQueryOf } from '@market/contracts';
import { Endpoint, RouteQuery } from '@market/platform';
import { DevMailboxService } from '../services/dev-mailbox.service.js';

@Controller()
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  /** The newest 100 mails first. */
  @Endpoint(devMailboxRoutes.list)
  async list(
    @RouteQuery(devMailboxRoutes.list) query: ParsedQueryOf<typeof devMailboxRoutes.list>,
  ) {
    return { items: await this.mailbox.list(query.to) };
  }
}
