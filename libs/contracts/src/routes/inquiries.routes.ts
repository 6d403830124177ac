import {
  adminInquiryListQuerySchema,
  changeInquiryStatusRequestSchema,
  contactAcceptedSchema,
  contactRequestSchema,
  inquiryPageSchema,
  inquirySchema,
  preApprovalAcceptedSchema,
  preApprovalRequestSchema,
  replyToInquiryRequestSchema,
} from '../api/inquiries.js';
import { tradeInEstimateSchema, tradeInQuerySchema } from '../api/trade-in.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

const admin = { roles: ['admin'] } as const;

/** The contact form (notifications context). */
export const contactRoutes = routeGroup('contact', {
  submit: {
    method: 'POST',
    path: '/contact',
    summary: 'Send the site a message (kept as a contact inquiry, acknowledged by e-mail)',
    auth: 'optional',
    body: contactRequestSchema,
    bodyLabel: 'message',
    response: contactAcceptedSchema,
    status: 201,
  },
});

/** Financing pre-approval applications (notifications context). */
export const financingRoutes = routeGroup('financing', {
  applyForPreApproval: {
    method: 'POST',
    path: '/financing/pre-approvals',
    summary: 'Apply for financing pre-approval (kept as an inquiry, confirmed by e-mail)',
    auth: 'optional',
    body: preApprovalRequestSchema,
    bodyLabel: 'application',
    response: preApprovalAcceptedSchema,
    status: 201,
  },
});

/** The admin's Inquiries tab: contact messages and pre-approval applications together. */
export const adminInquiryRoutes = routeGroup('admin-inquiries', {
  list: {
    method: 'GET',
    path: '/admin/inquiries',
    summary:
      'Contact inquiries and pre-approval applications, newest first, by cursor; filter by type and status',
    auth: admin,
    query: adminInquiryListQuerySchema,
    response: inquiryPageSchema,
  },
  get: {
    method: 'GET',
    path: '/admin/inquiries/:id',
    summary: 'One inquiry with its replies',
    auth: admin,
    params: idParams,
    response: inquirySchema,
    errors: ['NOT_FOUND'],
  },
  changeStatus: {
    method: 'PUT',
    path: '/admin/inquiries/:id/status',
    summary: "Set an inquiry's status (audited)",
    auth: admin,
    params: idParams,
    body: changeInquiryStatusRequestSchema,
    response: inquirySchema,
    errors: ['NOT_FOUND'],
  },
  reply: {
    method: 'POST',
    path: '/admin/inquiries/:id/replies',
    summary:
      'Answer an inquiry by e-mail: the reply is kept with it and its status becomes replied (audited)',
    auth: admin,
    params: idParams,
    body: replyToInquiryRequestSchema,
    bodyLabel: 'reply',
    response: inquirySchema,
    status: 201,
    errors: ['NOT_FOUND'],
  },
});

/** Trade-In Value on the vehicle page (search context: it holds the listing read model). */
export const tradeInRoutes = routeGroup('trade-in', {
  estimate: {
    method: 'GET',
    path: '/trade-in/estimate',
    summary:
      'Estimate a vehicle’s trade-in value from comparable active listings (same make and model, ±2 model years, mileage-adjusted)',
    auth: 'public',
    query: tradeInQuerySchema,
    response: tradeInEstimateSchema,
  },
});
