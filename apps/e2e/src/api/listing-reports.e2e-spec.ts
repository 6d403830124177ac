import { eventually } from '@market/platform/testing';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';
import { uploadTestPhoto } from '../support/test-photo.js';

/**
 * Reports and the fraud pre-screen through the whole embedded marketplace: the gateway's
 * rate limit on reports, the held seller's e-mail, and an admin suspending a reported seller
 * through identity's admin route.
 */
describe('listing reports and moderation (embedded)', () => {
  let harness: Harness;
  let seller: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    harness = await startHarness({ SUBMISSION_RATE_LIMIT_PER_HOUR: '3' });
    seller = harness.api.session();
    admin = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.stop();
  });

  async function publish(
    fields: Record<string, unknown>,
    by: ApiClient = seller,
  ): Promise<{ id: string; status: string; userId: string }> {
    const imageId = await uploadTestPhoto(harness, by.accessToken!);
    const created = await by.post('/api/listings', {
      make: 'honda',
      model: 'accord',
      year: 2003,
      price: 5400,
      imageIds: [imageId],
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('e-mails a private seller why their listing is held', async () => {
    const held = await publish({
      make: 'toyota',
      model: 'camry',
      year: 2021,
      vin: '1HGCM82633A004352',
    });
    expect(held.status).toBe('pending');
    const mail = await eventually(
      async () =>
        (
          (await harness.api.get('/api/dev/mailbox?to=seller%40wheelbase.test')).body.items as {
            subject: string;
            text: string;
          }[]
        ).find((m) => m.subject.includes('is being reviewed')),
      (found) => !!found,
    );
    expect(mail?.subject).toBe('Your listing "2021 Toyota Camry" is being reviewed');
    expect(mail?.text).toContain(
      'The VIN belongs to a 2003 Honda Accord, not the 2021 Toyota Camry',
    );
  });

  it('suspends a reported seller through identity and records it on the report', async () => {
    const listing = await publish({});
    const reporter = harness.api.session();
    const report = await reporter.post(`/api/listings/${listing.id}/reports`, {
      reason: 'fraud',
      details: 'Asked for a deposit by wire.',
    });
    expect(report.status).toBe(201);
    const queue = await admin.get('/api/admin/listing-reports');
    const queued = queue.body.reports.find((r: { id: string }) => r.id === report.body.id);
    expect(queued).toMatchObject({ sellerId: listing.userId, reason: 'fraud' });

    expect(
      (await admin.put(`/api/admin/users/${listing.userId}/active`, { isActive: false })).status,
    ).toBe(200);
    const resolved = await admin.post(`/api/admin/listing-reports/${report.body.id}/resolve`, {
      action: 'suspend_seller',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('seller_suspended');
    // The suspended seller is refused everywhere at once.
    expect((await seller.get('/api/me')).status).toBe(403);
  });
  // Last: it spends the address's report budget.
  it('limits reports per address at the gateway', async () => {
    const dealer = harness.api.session();
    expect((await dealer.signIn('dealer@wheelbase.test', 'dealer-demo-1')).status).toBe(200);
    const listing = await publish({}, dealer);
    const visitor = harness.api.session();
    // The suspension test above sent one report from this address already.
    for (let i = 0; i < 2; i += 1)
      expect(
        (await visitor.post(`/api/listings/${listing.id}/reports`, { reason: 'fraud' })).status,
      ).toBe(201);
    const refused = await visitor.post(`/api/listings/${listing.id}/reports`, { reason: 'fraud' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
