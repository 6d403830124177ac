import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type Me, updateProfileRequestSchema } from '@market/contracts';
import { type AuthUser, CurrentUser, SignedIn, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { ProfileService } from '../services/profile.service.js';

@Controller('me')
@SignedIn()
export class MeController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  me(@CurrentUser() user: AuthUser): Promise<Me> {
    return this.profiles.me(user.id);
  }

  @Patch()
  update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(updateProfileRequestSchema)) body: z.infer<typeof updateProfileRequestSchema>,
  ): Promise<Me> {
    return this.profiles.update(user.id, body);
  }
}
