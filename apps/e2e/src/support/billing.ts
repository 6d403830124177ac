import { DEMO_ACCOUNTS } from '@market/identity';
import { eventually } from '@market/platform/testing';
import { type ApiClient, type Harness, tokenOf, uniqueEmail } from './marketplace-harness.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/** The admin's API session. */
export async function adminSession(harness: Harness): Promise<ApiClient> {
  const client = harness.api.session();
  expect((await client.signIn(admin.email, admin.password)).status).toBe(200);
  return client;
}

/**
 * A membership plan for reps, made by the admin; answers once identity knows it (a rep
 * sign-up naming it is accepted).
 */
export async function createRepPlan(
  harness: Harness,
  plan: { name?: string; priceCents?: number } = {},
): Promise<string> {
  const client = await adminSession(harness);
  const created = await client.post('/api/admin/membership-plans', {
    name: plan.name ?? `Rep Monthly ${Math.random().toString(36).slice(2, 6)}`,
    priceCents: plan.priceCents ?? 2999,
    tier: 'sales_reps',
    targetAudience: 'sales_reps',
  });
  expect(created.status).toBe(201);
  // identity learns of the plan from billing's event: a probe sign-up tells when it has
  // (slowly: sign-ups count against the gateway's auth rate limit).
  let probe = { status: 0 };
  for (let attempt = 0; attempt < 15 && probe.status !== 201; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    probe = await harness.api.post('/api/auth/sign-up', {
      email: uniqueEmail('plan-probe'),
      password: 'probe-pass-1',
      accountType: 'sales_rep',
      selectedPlan: created.body.id,
    });
  }
  expect(probe.status).toBe(201);
  return created.body.id as string;
}

/**
 * A rep as the sign-up form makes one: signs up with the plan, pays in the sandbox checkout
 * with the sign-up's token, verifies the e-mail. Answers once identity has granted the role.
 */
export async function signUpPaidRep(
  harness: Harness,
  planId: string,
  person: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  const signUp = await harness.api.post('/api/auth/sign-up', {
    ...person,
    accountType: 'sales_rep',
    selectedPlan: planId,
  });
  expect(signUp.status).toBe(201);
  const checkout = await eventually(
    () =>
      harness.api.post('/api/billing/checkout', { planId, signUpToken: signUp.body.checkoutToken }),
    (r) => r.status === 201,
  );
  expect(checkout.status).toBe(201);
  const paid = await harness.api.post(`/api/billing/sandbox/${checkout.body.sessionId}/outcome`, {
    outcome: 'pay',
    cardNumber: '4242 4242 4242 4242',
  });
  expect(paid.body.status).toBe('paid');
  await harness.api.post('/api/auth/verify-email', {
    token: tokenOf(await harness.api.mailLink(person.email, /verify/i)),
  });
  const client = harness.api.session();
  const roles = await eventually(
    async () => {
      await client.signIn(person.email, person.password);
      return (await client.get('/api/me')).body?.roles as string[] | undefined;
    },
    (r) => !!r?.includes('sales_rep'),
  );
  expect(roles).toContain('sales_rep');
}
