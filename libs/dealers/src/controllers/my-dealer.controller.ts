import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { type MyDealer, type MySalesRep, updateDealerRequestSchema, updateSalesRepRequestSchema } from '@market/contracts';
import { type AuthUser, CurrentUser, Meta, type RequestMeta, SignedIn, ZodPipe } from '@market/platform';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DealerService } from '../services/dealer.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { readLogo } from './uploads.js';

/** The signed-in user's own dealer record and rep profile: nobody edits anyone else's here. */
@Controller('my')
@SignedIn()
export class MyDealerController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reps: SalesRepService,
  ) {}

  @Get('dealer')
  dealer(@CurrentUser() user: AuthUser): Promise<MyDealer> {
    return this.dealers.mine(user);
  }

  @Patch('dealer')
  updateDealer(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(updateDealerRequestSchema)) body: z.infer<typeof updateDealerRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<MyDealer> {
    return this.dealers.updateMine(user, body, meta.requestId);
  }

  @Post('dealer/logo')
  @HttpCode(200)
  async uploadLogo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<MyDealer> {
    const { filename, data } = await readLogo(request);
    return this.dealers.uploadMyLogo(user, filename, data);
  }

  @Get('sales-rep')
  salesRep(@CurrentUser() user: AuthUser): Promise<MySalesRep> {
    return this.reps.mine(user);
  }

  @Patch('sales-rep')
  updateSalesRep(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(updateSalesRepRequestSchema)) body: z.infer<typeof updateSalesRepRequestSchema>,
  ): Promise<MySalesRep> {
    return this.reps.updateMine(user, body);
  }
}
