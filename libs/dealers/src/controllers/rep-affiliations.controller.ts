import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type MyDealerReps,
  type MyDealership,
  type RepAffiliation,
  repInvitationRequestSchema,
  repJoinRequestSchema,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Meta, type RequestMeta, SignedIn, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { DealerRepsService } from '../services/dealer-reps.service.js';
import { RepDealershipService } from '../services/rep-dealership.service.js';
import { affiliationIdParam, repIdParam } from './path-ids.js';

/** A sales rep joins a dealership with the dealer's consent: the rep's side. */
@Controller('my/sales-rep/dealership')
@SignedIn()
export class MyDealershipController {
  constructor(private readonly dealership: RepDealershipService) {}

  @Get()
  mine(@CurrentUser() user: AuthUser): Promise<MyDealership> {
    return this.dealership.mine(user);
  }

  /** Leaves the current dealership. */
  @Delete()
  leave(@CurrentUser() user: AuthUser): Promise<MyDealership> {
    return this.dealership.leave(user);
  }

  @Post('requests')
  @HttpCode(201)
  request(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(repJoinRequestSchema)) body: z.infer<typeof repJoinRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<RepAffiliation> {
    return this.dealership.request(user, body.dealerId, meta.requestId);
  }

  @Delete('requests/:id')
  @HttpCode(204)
  async cancel(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string): Promise<void> {
    await this.dealership.cancelRequest(user, id);
  }

  @Post('invitations/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string, @Meta() meta: RequestMeta): Promise<MyDealership> {
    return this.dealership.answerInvitation(user, id, true, meta.requestId);
  }

  @Post('invitations/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string, @Meta() meta: RequestMeta): Promise<MyDealership> {
    return this.dealership.answerInvitation(user, id, false, meta.requestId);
  }
}

/** The dealer's side: its reps, their requests to join, invitations by e-mail. */
@Controller('my/dealer/reps')
@SignedIn()
export class MyDealerRepsController {
  constructor(private readonly reps: DealerRepsService) {}

  @Get()
  mine(@CurrentUser() user: AuthUser): Promise<MyDealerReps> {
    return this.reps.mine(user);
  }

  @Post('requests/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string, @Meta() meta: RequestMeta): Promise<MyDealerReps> {
    return this.reps.answerRequest(user, id, true, meta.requestId);
  }

  @Post('requests/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string, @Meta() meta: RequestMeta): Promise<MyDealerReps> {
    return this.reps.answerRequest(user, id, false, meta.requestId);
  }

  @Post('invitations')
  @HttpCode(201)
  invite(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(repInvitationRequestSchema)) body: z.infer<typeof repInvitationRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<RepAffiliation> {
    return this.reps.invite(user, body.email, meta.requestId);
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param('id', affiliationIdParam) id: string): Promise<void> {
    await this.reps.withdrawInvitation(user, id);
  }

  /** Takes a rep off the dealership. */
  @Delete(':repId')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('repId', repIdParam) repId: string): Promise<void> {
    await this.reps.removeRep(user, repId);
  }
}
