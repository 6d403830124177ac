import { Controller, Param } from '@nestjs/common';
import {
  type MessageAccepted,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SalesRep,
  salesRepRoutes,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { ContactService } from '../services/contact.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { repIdParam } from './path-ids.js';

/** The public rep directory, profiles and the Contact dialog. */
@Controller()
export class SalesRepsController {
  constructor(
    private readonly reps: SalesRepService,
    private readonly contact: ContactService,
  ) {}

  @Endpoint(salesRepRoutes.directory)
  directory(
    @RouteQuery(salesRepRoutes.directory) query: ParsedQueryOf<typeof salesRepRoutes.directory>,
  ) {
    return this.reps.directory(query);
  }

  @Endpoint(salesRepRoutes.get)
  get(@Param('id', repIdParam) id: string): Promise<SalesRep> {
    return this.reps.get(id);
  }

  @Endpoint(salesRepRoutes.message)
  message(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', repIdParam) id: string,
    @RouteBody(salesRepRoutes.message) body: ParsedBodyOf<typeof salesRepRoutes.message>,
    @Meta() meta: RequestMeta,
  ): Promise<MessageAccepted> {
    return this.contact.messageRep(id, body, user, meta.requestId);
  }
}
