import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminInquiryListQuery, Inquiry, InquiryPage, InquiryStatus } from '@market/contracts';
import {
  type AdminRequest,
  type AuditTrail,
  NotFoundError,
  PLATFORM_RUNTIME,
  type PlatformRuntime,
  type ServiceEvents,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_EVENTS, NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import type { Site } from '../services/email-templates.js';
import { NOTIFICATIONS_AUDIT } from './inquiries.tokens.js';
import { inquiriesEmail } from './inquiries.config.js';
import {
  contactAcknowledgementEmail,
  contactAdminNoticeEmail,
  inquiryReplyEmail,
  preApprovalAdminNoticeEmail,
  preApprovalConfirmationEmail,
} from './inquiry-email-templates.js';
import { InquiryRepository } from './inquiry.repository.js';
import type { NewContactInquiry, NewPreApproval } from './inquiry.types.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const INQUIRY_NOT_FOUND = 'Inquiry not found';

/**
 * Contact messages and pre-approval applications: each is stored with its e-mails (the
 * acknowledgement to the sender, the notice to the site's inquiries address) queued in the
 * same transaction, so an accepted inquiry is never left without its mails, nor the reverse;
 * a `notifications.inquiry.submitted` event (no personal data) feeds the admin analytics.
 * Admin changes are recorded in the audit trail in the change's own transaction.
 */
@Injectable()
export class InquiryService {
  private readonly site: Site;
  private readonly adminAddress: string;

  constructor(
    @InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime,
    @Inject(NOTIFICATIONS_EVENTS) private readonly events: ServiceEvents,
    @Inject(NOTIFICATIONS_AUDIT) private readonly audit: AuditTrail,
    private readonly inquiries: InquiryRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = {
      name: runtime.config.SITE_NAME,
      url: runtime.config.PUBLIC_URL.replace(/\/+$/, ''),
    };
    this.adminAddress = inquiriesEmail(runtime.env, runtime.config.MAIL_FROM);
  }

  async submitContact(input: NewContactInquiry): Promise<{ id: string; status: 'new' }> {
    const id = await this.db.transaction(async (manager) => {
      const id = await this.inquiries.insertContact(manager, input);
      await this.outbound.enqueue(manager, {
        kind: 'contact_acknowledgement',
        to: input.email,
        eventId: randomUUID(),
        ...contactAcknowledgementEmail(this.site, input),
      });
      await this.outbound.enqueue(manager, {
        kind: 'contact_admin_notice',
        to: this.adminAddress,
        eventId: randomUUID(),
        ...contactAdminNoticeEmail(this.site, id, input),
      });
      await this.events.record(manager, 'notifications.inquiry.submitted', {
        inquiryId: id,
        kind: 'contact',
        submittedAt: new Date().toISOString(),
      });
      return id;
    });
    this.events.nudge();
    return { id, status: 'new' };
  }

  async applyForPreApproval(input: NewPreApproval): Promise<{ id: string; status: 'new' }> {
    const id = await this.db.transaction(async (manager) => {
      const id = await this.inquiries.insertPreApproval(manager, input);
      await this.outbound.enqueue(manager, {
        kind: 'pre_approval_confirmation',
        to: input.email,
        eventId: randomUUID(),
        ...preApprovalConfirmationEmail(this.site, input),
      });
      await this.outbound.enqueue(manager, {
        kind: 'pre_approval_admin_notice',
        to: this.adminAddress,
        eventId: randomUUID(),
        ...preApprovalAdminNoticeEmail(this.site, id, input),
      });
      await this.events.record(manager, 'notifications.inquiry.submitted', {
        inquiryId: id,
        kind: 'pre-approval',
        submittedAt: new Date().toISOString(),
      });
      return id;
    });
    this.events.nudge();
    return { id, status: 'new' };
  }

  list(query: AdminInquiryListQuery): Promise<InquiryPage> {
    return this.inquiries.page(query);
  }

  async get(id: string): Promise<Inquiry> {
    const inquiry = await this.inquiries.find(id);
    if (!inquiry) throw new NotFoundError(INQUIRY_NOT_FOUND);
    return inquiry;
  }

  async changeStatus(by: AdminRequest, id: string, status: InquiryStatus): Promise<Inquiry> {
    await this.db.transaction(async (manager) => {
      const inquiry = await this.inquiries.find(id, manager);
      if (!inquiry) throw new NotFoundError(INQUIRY_NOT_FOUND);
      if (inquiry.status === status) return;
      await this.inquiries.setStatus(manager, inquiry, status);
      await this.audit.record(manager, by, {
        action: 'notifications.inquiry.status-changed',
        target: {
          type: inquiry.type === 'contact' ? 'contact_inquiry' : 'pre_approval_application',
          id,
        },
        before: { status: inquiry.status },
        after: { status },
      });
    });
    this.events.nudge();
    return this.get(id);
  }

  /** The answer goes to the inquirer by e-mail, is kept with the inquiry, and marks it replied. */
  async reply(
    by: AdminRequest,
    id: string,
    body: { subject: string | null; message: string },
  ): Promise<Inquiry> {
    await this.db.transaction(async (manager) => {
      const inquiry = await this.inquiries.find(id, manager);
      if (!inquiry) throw new NotFoundError(INQUIRY_NOT_FOUND);
      const subject = body.subject ?? `Re: ${inquiry.subject}`;
      const replyId = await this.inquiries.insertReply(manager, inquiry, {
        subject,
        message: body.message,
        adminId: by.actor.id,
        adminEmail: by.actor.email ?? null,
      });
      await this.inquiries.setStatus(manager, inquiry, 'replied');
      await this.outbound.enqueue(manager, {
        kind: 'inquiry_reply',
        to: inquiry.email,
        eventId: replyId,
        ...inquiryReplyEmail(this.site, inquiry, { subject, message: body.message }),
      });
      await this.audit.record(manager, by, {
        action: 'notifications.inquiry.replied',
        target: {
          type: inquiry.type === 'contact' ? 'contact_inquiry' : 'pre_approval_application',
          id,
        },
        before: { status: inquiry.status },
        after: { status: 'replied', replyId, subject, to: inquiry.email },
      });
    });
    this.events.nudge();
    return this.get(id);
  }
}
