import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  adminInquiryRoutes,
  type Inquiry,
  type InquiryPage,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  NotFoundError,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { INQUIRY_NOT_FOUND, InquiryService } from './inquiry.service.js';

const inquiryIdParam = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError(INQUIRY_NOT_FOUND),
});

/** The admin console's Inquiries tab: list, status, reply by e-mail. */
@Controller()
export class AdminInquiriesController {
  constructor(private readonly inquiries: InquiryService) {}

  @Endpoint(adminInquiryRoutes.list)
  list(
    @RouteQuery(adminInquiryRoutes.list) query: ParsedQueryOf<typeof adminInquiryRoutes.list>,
  ): Promise<InquiryPage> {
    return this.inquiries.list(query);
  }

  @Endpoint(adminInquiryRoutes.get)
  get(@Param('id', inquiryIdParam) id: string): Promise<Inquiry> {
    return this.inquiries.get(id);
  }

  @Endpoint(adminInquiryRoutes.changeStatus)
  changeStatus(
    @CurrentUser() actor: AuthUser,
    @Param('id', inquiryIdParam) id: string,
    @RouteBody(adminInquiryRoutes.changeStatus)
    body: ParsedBodyOf<typeof adminInquiryRoutes.changeStatus>,
    @Meta() meta: RequestMeta,
  ): Promise<Inquiry> {
    return this.inquiries.changeStatus({ actor, meta }, id, body.status);
  }

  @Endpoint(adminInquiryRoutes.reply)
  reply(
    @CurrentUser() actor: AuthUser,
    @Param('id', inquiryIdParam) id: string,
    @RouteBody(adminInquiryRoutes.reply) body: ParsedBodyOf<typeof adminInquiryRoutes.reply>,
    @Meta() meta: RequestMeta,
  ): Promise<Inquiry> {
    return this.inquiries.reply({ actor, meta }, id, body);
  }
}
