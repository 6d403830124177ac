import { Controller, Param } from '@nestjs/common';
import {
  adminInquiryRoutes,
  type Inquiry,
  type InquiryPage,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import {
  ActingAdmin,
  type AdminRequest,
  Endpoint,
  RouteBody,
  RouteQuery,
  uuidParam,
} from '@market/platform';
import { INQUIRY_NOT_FOUND, InquiryService } from './inquiry.service.js';

const inquiryIdParam = uuidParam(INQUIRY_NOT_FOUND);

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
    @ActingAdmin() by: AdminRequest,
    @Param('id', inquiryIdParam) id: string,
    @RouteBody(adminInquiryRoutes.changeStatus)
    body: ParsedBodyOf<typeof adminInquiryRoutes.changeStatus>,
  ): Promise<Inquiry> {
    return this.inquiries.changeStatus(by, id, body.status);
  }

  @Endpoint(adminInquiryRoutes.reply)
  reply(
    @ActingAdmin() by: AdminRequest,
    @Param('id', inquiryIdParam) id: string,
    @RouteBody(adminInquiryRoutes.reply) body: ParsedBodyOf<typeof adminInquiryRoutes.reply>,
  ): Promise<Inquiry> {
    return this.inquiries.reply(by, id, body);
  }
}
