import { Controller } from '@nestjs/common';
import { meRoutes, type ParsedBodyOf } from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, RouteBody } from '@market/platform';
import { ProfileService } from '../services/profile.service.js';

@Controller()
export class MeController {
  constructor(private readonly profiles: ProfileService) {}

  @Endpoint(meRoutes.get)
  me(@CurrentUser() user: AuthUser) {
    return this.profiles.me(user.id);
  }

  @Endpoint(meRoutes.update)
  update(
    @CurrentUser() user: AuthUser,
    @RouteBody(meRoutes.update) body: ParsedBodyOf<typeof meRoutes.update>,
  ) {
    return this.profiles.update(user.id, body);
  }
}
