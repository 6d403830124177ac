import { Controller, Req } from '@nestjs/common';
import {
  myBusinessRoutes,
  type MyDealer,
  type MySalesRep,
  type ParsedBodyOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
} from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { DealerService } from '../services/dealer.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { readLogo } from './uploads.js';

/** The signed-in user's own dealer record and rep profile: nobody edits anyone else's here. */
@Controller()
export class MyDealerController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reps: SalesRepService,
  ) {}

  @Endpoint(myBusinessRoutes.dealer)
  dealer(@CurrentUser() user: AuthUser): Promise<MyDealer> {
    return this.dealers.mine(user);
  }

  @Endpoint(myBusinessRoutes.updateDealer)
  updateDealer(
    @CurrentUser() user: AuthUser,
    @RouteBody(myBusinessRoutes.updateDealer)
    body: ParsedBodyOf<typeof myBusinessRoutes.updateDealer>,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealer> {
    return this.dealers.updateMine(user, body, meta.requestId);
  }

  @Endpoint(myBusinessRoutes.uploadDealerLogo)
  async uploadLogo(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<MyDealer> {
    const { filename, data } = await readLogo(request);
    return this.dealers.uploadMyLogo(user, filename, data);
  }

  @Endpoint(myBusinessRoutes.salesRep)
  salesRep(@CurrentUser() user: AuthUser): Promise<MySalesRep> {
    return this.reps.mine(user);
  }

  @Endpoint(myBusinessRoutes.updateSalesRep)
  updateSalesRep(
    @CurrentUser() user: AuthUser,
    @RouteBody(myBusinessRoutes.updateSalesRep)
    body: ParsedBodyOf<typeof myBusinessRoutes.updateSalesRep>,
  ): Promise<MySalesRep> {
    return this.reps.updateMine(user, body);
  }
}
