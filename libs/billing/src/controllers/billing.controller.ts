import { Controller, Headers, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import {
  adminBillingRoutes,
  billingRoutes,
  type CheckoutResponse,
  type CheckoutSession,
  type ListingPlan,
  type MembershipPlan,
  myMembershipRoutes,
  type MyMembershipResponse,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Payment,
  type PaymentList,
  type ProviderStatus,
} from '@market/contracts';
import {
  ActingAdmin,
  type AdminRequest,
  type AuthUser,
  CurrentUser,
  Endpoint,
  NotFoundError,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import type { FastifyRequest } from 'fastify';
import { CheckoutService, toCheckoutSession } from '../services/checkout.service.js';
import { MembershipsService } from '../services/memberships.service.js';
import { PaymentsService } from '../services/payments.service.js';
import { PlansService } from '../services/plans.service.js';
import { WebhookService } from '../services/webhook.service.js';

const idParam = (message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(message) });
const planIdParam = idParam('Plan not found');
const userIdParam = idParam('User not found');
const paymentIdParam = idParam('Payment not found');

/** Plans for everyone, checkout, the provider's webhook, and the user's own membership. */
@Controller()
export class BillingController {
  constructor(
    private readonly plans: PlansService,
    private readonly checkout: CheckoutService,
    private readonly webhooks: WebhookService,
    private readonly memberships: MembershipsService,
  ) {}

  @Endpoint(billingRoutes.plans)
  async membershipPlans(
    @RouteQuery(billingRoutes.plans) query: ParsedQueryOf<typeof billingRoutes.plans>,
  ): Promise<{ items: MembershipPlan[] }> {
    return { items: await this.plans.publicMembershipPlans(query.audience) };
  }

  @Endpoint(billingRoutes.listingPlans)
  async listingPlans(): Promise<{ items: ListingPlan[] }> {
    return { items: await this.plans.publicListingPlans() };
  }

  @Endpoint(billingRoutes.checkout)
  start(
    @CurrentUser() user: AuthUser | undefined,
    @RouteBody(billingRoutes.checkout) body: ParsedBodyOf<typeof billingRoutes.checkout>,
  ): Promise<CheckoutResponse> {
    return this.checkout.start(user, body);
  }

  @Endpoint(billingRoutes.session)
  async session(@Param('sessionId') sessionId: string): Promise<CheckoutSession> {
    return toCheckoutSession(await this.checkout.session(sessionId));
  }

  @Endpoint(billingRoutes.sandboxOutcome)
  sandboxOutcome(
    @Param('sessionId') sessionId: string,
    @RouteBody(billingRoutes.sandboxOutcome)
    body: ParsedBodyOf<typeof billingRoutes.sandboxOutcome>,
  ): Promise<CheckoutSession> {
    return this.webhooks.sandboxOutcome(sessionId, body.outcome, body.cardNumber);
  }

  /** Verified on the bytes as they arrived (a re-serialised body would not match the signature). */
  @Endpoint(billingRoutes.stripeWebhook)
  stripeWebhook(
    @Req() request: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
    // Checked for its shape only; what counts is the signed raw body.
    @RouteBody(billingRoutes.stripeWebhook)
    _event: ParsedBodyOf<typeof billingRoutes.stripeWebhook>,
  ): Promise<{ received: boolean }> {
    return this.webhooks.receive(request.rawBody, signature);
  }

  @Endpoint(myMembershipRoutes.get)
  async myMembership(@CurrentUser() user: AuthUser): Promise<MyMembershipResponse> {
    return { membership: await this.memberships.current(user.id) };
  }

  @Endpoint(myMembershipRoutes.cancel)
  async cancelMyMembership(@CurrentUser() user: AuthUser): Promise<MyMembershipResponse> {
    return { membership: await this.memberships.cancelAtPeriodEnd(user.id) };
  }

  @Endpoint(myMembershipRoutes.resume)
  async resumeMyMembership(@CurrentUser() user: AuthUser): Promise<MyMembershipResponse> {
    return { membership: await this.memberships.resume(user.id) };
  }
}

/** The admin console's billing tabs: plans, payments, the provider, members. */
@Controller()
export class AdminBillingController {
  constructor(
    private readonly plans: PlansService,
    private readonly membershipService: MembershipsService,
    private readonly paymentService: PaymentsService,
  ) {}

  @Endpoint(adminBillingRoutes.membershipPlans)
  async membershipPlans(): Promise<{ items: MembershipPlan[] }> {
    return { items: await this.plans.membershipPlans() };
  }

  @Endpoint(adminBillingRoutes.createMembershipPlan)
  createMembershipPlan(
    @ActingAdmin() by: AdminRequest,
    @RouteBody(adminBillingRoutes.createMembershipPlan)
    body: ParsedBodyOf<typeof adminBillingRoutes.createMembershipPlan>,
  ): Promise<MembershipPlan> {
    return this.plans.createMembershipPlan(by, body);
  }

  @Endpoint(adminBillingRoutes.updateMembershipPlan)
  updateMembershipPlan(
    @ActingAdmin() by: AdminRequest,
    @Param('id', planIdParam) id: string,
    @RouteBody(adminBillingRoutes.updateMembershipPlan)
    body: ParsedBodyOf<typeof adminBillingRoutes.updateMembershipPlan>,
  ): Promise<MembershipPlan> {
    return this.plans.updateMembershipPlan(by, id, body);
  }

  @Endpoint(adminBillingRoutes.deleteMembershipPlan)
  deleteMembershipPlan(
    @ActingAdmin() by: AdminRequest,
    @Param('id', planIdParam) id: string,
  ): Promise<void> {
    return this.plans.deleteMembershipPlan(by, id);
  }

  @Endpoint(adminBillingRoutes.listingPlans)
  async listingPlans(): Promise<{ items: ListingPlan[] }> {
    return { items: await this.plans.listingPlans() };
  }

  @Endpoint(adminBillingRoutes.createListingPlan)
  createListingPlan(
    @ActingAdmin() by: AdminRequest,
    @RouteBody(adminBillingRoutes.createListingPlan)
    body: ParsedBodyOf<typeof adminBillingRoutes.createListingPlan>,
  ): Promise<ListingPlan> {
    return this.plans.createListingPlan(by, body);
  }

  @Endpoint(adminBillingRoutes.updateListingPlan)
  updateListingPlan(
    @ActingAdmin() by: AdminRequest,
    @Param('id', planIdParam) id: string,
    @RouteBody(adminBillingRoutes.updateListingPlan)
    body: ParsedBodyOf<typeof adminBillingRoutes.updateListingPlan>,
  ): Promise<ListingPlan> {
    return this.plans.updateListingPlan(by, id, body);
  }

  @Endpoint(adminBillingRoutes.deleteListingPlan)
  deleteListingPlan(
    @ActingAdmin() by: AdminRequest,
    @Param('id', planIdParam) id: string,
  ): Promise<void> {
    return this.plans.deleteListingPlan(by, id);
  }

  @Endpoint(adminBillingRoutes.payments)
  listPayments(
    @RouteQuery(adminBillingRoutes.payments)
    query: ParsedQueryOf<typeof adminBillingRoutes.payments>,
  ): Promise<PaymentList> {
    return this.paymentService.list(query);
  }

  @Endpoint(adminBillingRoutes.refund)
  refund(
    @ActingAdmin() by: AdminRequest,
    @Param('id', paymentIdParam) id: string,
  ): Promise<Payment> {
    return this.paymentService.refund(by, id);
  }

  @Endpoint(adminBillingRoutes.provider)
  provider(): Promise<ProviderStatus> {
    return this.paymentService.providerStatus();
  }

  @Endpoint(adminBillingRoutes.memberships)
  async listMemberships(): Promise<{ items: Awaited<ReturnType<MembershipsService['list']>> }> {
    return { items: await this.membershipService.list() };
  }

  @Endpoint(adminBillingRoutes.userMembership)
  async userMembership(@Param('id', userIdParam) userId: string): Promise<MyMembershipResponse> {
    return { membership: await this.membershipService.current(userId) };
  }

  @Endpoint(adminBillingRoutes.assignMembership)
  async assignMembership(
    @ActingAdmin() by: AdminRequest,
    @Param('id', userIdParam) userId: string,
    @RouteBody(adminBillingRoutes.assignMembership)
    body: ParsedBodyOf<typeof adminBillingRoutes.assignMembership>,
  ): Promise<MyMembershipResponse> {
    return {
      membership: await this.membershipService.assign(by, userId, body.planId),
    };
  }

  @Endpoint(adminBillingRoutes.removeMembership)
  async removeMembership(
    @ActingAdmin() by: AdminRequest,
    @Param('id', userIdParam) userId: string,
  ): Promise<MyMembershipResponse> {
    await this.membershipService.remove(by, userId);
    return { membership: null };
  }
}
