import { Controller } from '@nestjs/common';
import {
  type ContactAccepted,
  contactRoutes,
  financingRoutes,
  type ParsedBodyOf,
  type PreApprovalAccepted,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, RouteBody } from '@market/platform';
import { InquiryService } from './inquiry.service.js';

/** POST /api/contact and POST /api/financing/pre-approvals: open to everyone (SPEC.md §6). */
@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiryService) {}

  @Endpoint(contactRoutes.submit)
  contact(
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(contactRoutes.submit) body: ParsedBodyOf<typeof contactRoutes.submit>,
  ): Promise<ContactAccepted> {
    return this.inquiries.submitContact({ ...body, userId: user?.id ?? null });
  }

  @Endpoint(financingRoutes.applyForPreApproval)
  applyForPreApproval(
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(financingRoutes.applyForPreApproval)
    body: ParsedBodyOf<typeof financingRoutes.applyForPreApproval>,
  ): Promise<PreApprovalAccepted> {
    return this.inquiries.applyForPreApproval({ ...body, userId: user?.id ?? null });
  }
}
