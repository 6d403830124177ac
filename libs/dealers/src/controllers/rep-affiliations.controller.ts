import { Controller, Param } from '@nestjs/common';
import {
  type MyDealerReps,
  type MyDealership,
  type ParsedBodyOf,
  type RepAffiliation,
  repAffiliationRoutes,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
} from '@market/platform';
import { DealerRepsService } from '../services/dealer-reps.service.js';
import { RepDealershipService } from '../services/rep-dealership.service.js';
import { affiliationIdParam, repIdParam } from './path-ids.js';

/** A sales rep joins a dealership with the dealer's consent: the rep's side. */
@Controller()
export class MyDealershipController {
  constructor(private readonly dealership: RepDealershipService) {}

  @Endpoint(repAffiliationRoutes.myDealership)
  mine(@CurrentUser() user: AuthUser): Promise<MyDealership> {
    return this.dealership.mine(user);
  }

  /** Leaves the current dealership. */
  @Endpoint(repAffiliationRoutes.leave)
  leave(@CurrentUser() user: AuthUser): Promise<MyDealership> {
    return this.dealership.leave(user);
  }

  @Endpoint(repAffiliationRoutes.requestToJoin)
  request(
    @CurrentUser() user: AuthUser,
    @RouteBody(repAffiliationRoutes.requestToJoin)
    body: ParsedBodyOf<typeof repAffiliationRoutes.requestToJoin>,
    @Meta() meta: RequestMeta,
  ): Promise<RepAffiliation> {
    return this.dealership.request(user, body.dealerId, meta.requestId);
  }

  @Endpoint(repAffiliationRoutes.cancelRequest)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
  ): Promise<void> {
    await this.dealership.cancelRequest(user, id);
  }

  @Endpoint(repAffiliationRoutes.acceptInvitation)
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealership> {
    return this.dealership.answerInvitation(user, id, true, meta.requestId);
  }

  @Endpoint(repAffiliationRoutes.declineInvitation)
  decline(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealership> {
    return this.dealership.answerInvitation(user, id, false, meta.requestId);
  }
}

/** The dealer's side: its reps, their requests to join, invitations by e-mail. */
@Controller()
export class MyDealerRepsController {
  constructor(private readonly reps: DealerRepsService) {}

  @Endpoint(repAffiliationRoutes.dealerReps)
  mine(@CurrentUser() user: AuthUser): Promise<MyDealerReps> {
    return this.reps.mine(user);
  }

  @Endpoint(repAffiliationRoutes.acceptRequest)
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealerReps> {
    return this.reps.answerRequest(user, id, true, meta.requestId);
  }

  @Endpoint(repAffiliationRoutes.declineRequest)
  decline(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealerReps> {
    return this.reps.answerRequest(user, id, false, meta.requestId);
  }

  @Endpoint(repAffiliationRoutes.invite)
  invite(
    @CurrentUser() user: AuthUser,
    @RouteBody(repAffiliationRoutes.invite) body: ParsedBodyOf<typeof repAffiliationRoutes.invite>,
    @Meta() meta: RequestMeta,
  ): Promise<RepAffiliation> {
    return this.reps.invite(user, body.email, meta.requestId);
  }

  @Endpoint(repAffiliationRoutes.withdrawInvitation)
  async withdraw(
    @CurrentUser() user: AuthUser,
    @Param('id', affiliationIdParam) id: string,
  ): Promise<void> {
    await this.reps.withdrawInvitation(user, id);
  }

  /** Takes a rep off the dealership. */
  @Endpoint(repAffiliationRoutes.removeRep)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('repId', repIdParam) repId: string,
  ): Promise<void> {
    await this.reps.removeRep(user, repId);
  }
}
