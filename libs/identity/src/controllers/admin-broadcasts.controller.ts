import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { adminBroadcastRoutes, type ParsedBodyOf } from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
} from '@market/platform';
import { BroadcastService } from '../services/broadcast.service.js';

/** The Settings tab's broadcast e-mail. */
@Controller()
export class AdminBroadcastsController {
  constructor(private readonly broadcasts: BroadcastService) {}

  @Endpoint(adminBroadcastRoutes.create)
  create(
    @CurrentUser() admin: AuthUser,
    @RouteBody(adminBroadcastRoutes.create) body: ParsedBodyOf<typeof adminBroadcastRoutes.create>,
    @Meta() meta: RequestMeta,
  ) {
    return this.broadcasts.create(admin, body, meta);
  }

  @Endpoint(adminBroadcastRoutes.get)
  get(@Param('id', new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 })) id: string) {
    return this.broadcasts.get(id);
  }
}
