import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type CursorPage,
  type MessageAccepted,
  type SalesRep,
  salesRepDirectoryQuerySchema,
  salesRepMessageRequestSchema,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Meta, OptionalUser, type RequestMeta, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { ContactService } from '../services/contact.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { repIdParam } from './path-ids.js';

/** The public rep directory, profiles and the Contact dialog. */
@Controller('sales-reps')
export class SalesRepsController {
  constructor(
    private readonly reps: SalesRepService,
    private readonly contact: ContactService,
  ) {}

  @Get()
  directory(@Query(new ZodPipe(salesRepDirectoryQuerySchema, 'query')) query: z.infer<typeof salesRepDirectoryQuerySchema>): Promise<CursorPage<SalesRep>> {
    return this.reps.directory(query);
  }

  @Get(':id')
  get(@Param('id', repIdParam) id: string): Promise<SalesRep> {
    return this.reps.get(id);
  }

  @Post(':id/messages')
  @OptionalUser()
  @HttpCode(202)
  message(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', repIdParam) id: string,
    @Body(new ZodPipe(salesRepMessageRequestSchema, 'message')) body: z.infer<typeof salesRepMessageRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<MessageAccepted> {
    return this.contact.messageRep(id, body, user, meta.requestId);
  }
}
