import { randomUUID } from 'node:crypto';
import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { newListingDocument } from '@market/platform/test-kit';
import { DealersTestHarness, envelope, type TestUser, newDealer } from './dealers.test-support.js';

/** A listing document as the listings service would send it. */
const listing = newListingDocument;

describeWhen(
  postgresAvailability(),
  'dealers directory, reviews, messages, dashboards, reps and access',
  () => {
    const h = new DealersTestHarness();
    let admin: TestUser;
    let buyer: TestUser;
    let sunrise: { dealerId: string; owner: TestUser };
    let hidden: { dealerId: string };

    beforeAll(async () => {
      await h.start();
      admin = await h.user(['user', 'admin']);
      buyer = await h.user(['user'], 'buyer@example.com');
      const a = await h.approvedDealer(admin, 'sunrise@example.com', {
        businessName: 'Sunrise Motors',
        city: 'Denver',
        state: 'CO',
      });
      sunrise = { dealerId: a.dealerId, owner: await h.signIn('sunrise@example.com') };
      await h.approvedDealer(admin, 'zenith@example.com', {
        businessName: 'Zenith Cars',
        city: 'Austin',
        state: 'TX',
      });
      hidden = await h.approvedDealer(admin, 'hidden@example.com', {
        businessName: 'Hidden Autos',
        city: 'Denver',
      });
      // Never approved: stays out of every public read.
      await h.call(
        'POST',
        '/api/dealer-applications',
        undefined,
        newDealer('pending@example.com', { businessName: 'Pending Motors' }),
      );
    });
    afterAll(() => h.stop());

    const names = async (query = '') =>
      (await h.call('GET', `/api/dealers${query}`)).body.items.map(
        (d: { businessName: string }) => d.businessName,
      ) as string[];

    it('lists approved, active dealers only, by name, with search by name and location', async () => {
      expect(await names()).toEqual(['Hidden Autos', 'Sunrise Motors', 'Zenith Cars']);
      expect(
        (
          await h.call('PUT', `/api/admin/dealers/${hidden.dealerId}/active`, admin, {
            isActive: false,
          })
        ).body.isActive,
      ).toBe(false);
      expect(await names()).toEqual(['Sunrise Motors', 'Zenith Cars']);
      // Listings hear of it and take the dealer's listings out of search and vehicle pages.
      const announced = await h.until(async () =>
        h.eventsOf('dealers.dealer.updated').find((e) => e.dealerId === hidden.dealerId),
      );
      expect(announced).toMatchObject({ isActive: false, isPublic: false });
      expect((await h.call('GET', `/api/dealers/${hidden.dealerId}`)).body.error.message).toBe(
        'Dealer Not Found',
      );
      expect(await names('?q=zen')).toEqual(['Zenith Cars']);
      expect(await names('?location=denver')).toEqual(['Sunrise Motors']);
      expect(await names('?location=TX')).toEqual(['Zenith Cars']);

      const first = await h.call('GET', '/api/dealers?limit=1');
      expect(first.body.items).toHaveLength(1);
      const second = await h.call('GET', `/api/dealers?limit=1&cursor=${first.body.nextCursor}`);
      expect(second.body.items[0].businessName).toBe('Zenith Cars');
      expect(second.body.nextCursor).toBeNull();
      expect((await h.call('GET', '/api/dealers?limit=500')).status).toBe(400);
    });

    it('hides the dealer of a deactivated account, and shows it again once reactivated', async () => {
      const owner = h.accounts.get('zenith@example.com')!;
      const announced = () =>
        h.eventsOf('dealers.dealer.updated').filter((e) => e.userId === owner);
      await h.publish(envelope('identity.user.deactivated', { userId: owner, byUserId: admin.id }));
      await h.until(async () => !(await names()).includes('Zenith Cars'));
      // A suspended dealer's listings follow it out of search (listings reads isPublic).
      expect(await h.until(async () => announced().at(-1)?.isPublic === false)).toBe(true);
      expect(announced().at(-1)).toMatchObject({ status: 'approved', isActive: true });
      await h.publish(envelope('identity.user.activated', { userId: owner, byUserId: admin.id }));
      await h.until(async () => (await names()).includes('Zenith Cars'));
      expect(await h.until(async () => announced().at(-1)?.isPublic === true)).toBe(true);
    });

    it('takes one review per user, shows only approved ones, and averages them to one decimal', async () => {
      const review = { rating: 5, title: 'Great service', text: 'Smooth purchase and fair price.' };
      const url = `/api/dealers/${sunrise.dealerId}/reviews`;
      expect((await h.call('POST', url, undefined, review)).status).toBe(401);
      const created = await h.call('POST', url, buyer, review);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ isApproved: false, rating: 5, reviewerName: 'buyer' });
      const twice = await h.call('POST', url, buyer, { ...review, rating: 1 });
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe('You have already reviewed this dealer.');
      expect((await h.call('POST', url, sunrise.owner, review)).status).toBe(403);
      expect((await h.call('POST', url, buyer, { ...review, rating: 6 })).status).toBe(400);

      expect((await h.call('GET', url)).body).toMatchObject({
        items: [],
        averageRating: null,
        reviewCount: 0,
      });
      const others = [await h.user(['user']), await h.user(['user'])];
      const ids = [created.body.id];
      for (const [who, rating] of [
        [others[0], 4],
        [others[1], 4],
      ] as const)
        ids.push((await h.call('POST', url, who, { ...review, rating })).body.id);
      expect(
        (
          await h.call('PUT', `/api/admin/dealer-reviews/${ids[0]}/approved`, buyer, {
            isApproved: true,
          })
        ).status,
      ).toBe(403);
      for (const id of ids)
        expect(
          (
            await h.call('PUT', `/api/admin/dealer-reviews/${id}/approved`, admin, {
              isApproved: true,
            })
          ).status,
        ).toBe(200);

      const page = await h.call('GET', url);
      expect(page.body).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
      expect(page.body.items).toHaveLength(3);
      const card = (await h.call('GET', '/api/dealers?q=sunrise')).body.items[0];
      expect(card).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
      await h.call('PUT', `/api/admin/dealer-reviews/${ids[0]}/approved`, admin, {
        isApproved: false,
      });
      expect((await h.call('GET', url)).body).toMatchObject({ averageRating: 4, reviewCount: 2 });
      expect(
        (await h.call('GET', '/api/admin/dealer-reviews?status=pending', admin)).body.items.map(
          (r: { id: string }) => r.id,
        ),
      ).toContain(ids[0]);
    });

    it('validates messages with the SPEC texts, fills the default subject and addresses the dealer account', async () => {
      const url = `/api/dealers/${sunrise.dealerId}/messages`;
      const missing = await h.call('POST', url, undefined, {
        firstName: 'Ann',
        lastName: '',
        email: 'ann@example.com',
        message: '',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details).toEqual([
        { path: 'lastName', message: 'Please fill in all required fields.' },
        { path: 'message', message: 'Please fill in all required fields.' },
      ]);
      const unknown = await h.call('POST', `/api/dealers/${randomUUID()}/messages`, undefined, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        message: 'Hi',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(
        'Error sending message: Please try again or contact the dealer directly.',
      );
      const toHidden = await h.call('POST', `/api/dealers/${hidden.dealerId}/messages`, undefined, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        message: 'Hi',
      });
      expect(toHidden.status).toBe(404);

      const sent = await h.call('POST', url, undefined, {
        firstName: 'Ann',
        lastName: 'Buyer',
        email: 'ann@example.com',
        phone: '',
        subject: '',
        message: 'Is the Accord still available?',
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({
        id: expect.any(String),
        subject: 'Inquiry about Sunrise Motors',
        message: 'Message sent successfully! The dealer will be notified and should respond soon.',
      });
      const event = await h.until(async () =>
        h.eventsOf('dealers.contact.requested').find((e) => e.messageId === sent.body.id),
      );
      expect(event).toMatchObject({
        context: 'dealer',
        dealerId: sunrise.dealerId,
        recipientUserId: sunrise.owner.id,
        recipientEmail: 'sunrise@example.com',
        senderUserId: null,
        senderPhone: null,
        subject: 'Inquiry about Sunrise Motors',
      });
      const signedIn = await h.call('POST', url, buyer, {
        firstName: 'B',
        lastName: 'Y',
        email: 'buyer@example.com',
        subject: 'Trade-in?',
        message: 'Do you take trade-ins?',
      });
      expect(signedIn.body.subject).toBe('Trade-in?');
      expect(
        (await h.until(async () =>
          h.eventsOf('dealers.contact.requested').find((e) => e.messageId === signedIn.body.id),
        ))!.senderUserId,
      ).toBe(buyer.id);
    });

    it('counts the dashboard figures and profile inventory from listing events, dropping stale revisions', async () => {
      const { dealerId, owner } = sunrise;
      const a = listing({ userId: owner.id, dealerId, viewsCount: 3 });
      const b = listing({ userId: owner.id, dealerId, category: 'trucks', condition: 'new' });
      const own = listing({ userId: owner.id, dealerId: null, status: 'inactive' });
      const other = listing({ dealerId: randomUUID() });
      await h.publish(
        envelope('listings.listing.published', { listing: a }),
        envelope('listings.listing.published', { listing: b }),
        envelope('listings.listing.published', { listing: own }),
        envelope('listings.listing.published', { listing: other }),
        envelope('listings.listing.status-changed', {
          listing: { ...b, status: 'sold', isSold: true, revision: 3 },
          previousStatus: 'active',
        }),
        // Reordered: an older revision arrives after the newer one and must change nothing.
        envelope('listings.listing.updated', { listing: { ...b, price: 1, revision: 2 } }),
        envelope('listings.listing.views-counted', {
          listings: [
            { listingId: a.id, dealerId, salesRepId: null, viewsCount: 10 },
            { listingId: b.id, dealerId, salesRepId: null, viewsCount: 4 },
          ],
        }),
        // An older, smaller count never lowers the total.
        envelope('listings.listing.views-counted', {
          listings: [{ listingId: a.id, dealerId, salesRepId: null, viewsCount: 7 }],
        }),
      );
      await h.flush();
      const mine = await h.call('GET', '/api/my/dealer', owner);
      expect(mine.body.stats).toEqual({
        totalListings: 3,
        activeListings: 1,
        soldListings: 1,
        totalViews: 14,
      });
      const profile = await h.call('GET', `/api/dealers/${dealerId}`);
      expect(profile.body.inventory).toEqual({
        total: 1,
        byCategory: { cars: 1, motorcycles: 0, trucks: 0 },
        byCondition: { new: 0, used: 1, certified_pre_owned: 0 },
      });
      expect(profile.body).toMatchObject({
        status: 'approved',
        memberSince: new Date().getUTCFullYear(),
        totalListings: 1,
      });
      const inventory = await h.call('GET', `/api/admin/dealers/${dealerId}/inventory`, admin);
      expect(
        inventory.body.items.find((i: { listingId: string }) => i.listingId === b.id),
      ).toMatchObject({ status: 'sold', price: 21_500 });

      await h.publish(
        envelope('listings.listing.deleted', {
          listingId: a.id,
          userId: owner.id,
          dealerId,
          salesRepId: null,
          revision: 5,
        }),
        envelope('listings.listing.updated', { listing: { ...a, revision: 4 } }),
      );
      await h.flush();
      expect((await h.call('GET', '/api/my/dealer', owner)).body.stats).toEqual({
        totalListings: 2,
        activeListings: 0,
        soldListings: 1,
        totalViews: 4,
      });
    });

    it('counts an inventory import’s chunk (listings.listing.imported) like published listings, by revision', async () => {
      const { dealerId, owner } = sunrise;
      const before = (await h.call('GET', '/api/my/dealer', owner)).body.stats;
      const x = listing({ userId: owner.id, dealerId });
      const y = listing({ userId: owner.id, dealerId, status: 'sold', isSold: true });
      await h.publish(
        envelope('listings.listing.imported', {
          importId: randomUUID(),
          listings: [x, y, { ...x, price: 1, revision: 0 }],
        }),
      );
      await h.flush();
      const after = (await h.call('GET', '/api/my/dealer', owner)).body.stats;
      expect(after.totalListings).toBe(before.totalListings + 2);
      expect(after.activeListings).toBe(before.activeListings + 1);
      expect(after.soldListings).toBe(before.soldListings + 1);
    });

    it('lets a dealer edit only their own record; admin routes are the admin’s', async () => {
      expect((await h.call('GET', '/api/my/dealer')).status).toBe(401);
      const nobody = await h.call('GET', '/api/my/dealer', buyer);
      expect(nobody.status).toBe(404);
      expect(nobody.body.error.message).toBe('No dealer account found for this user.');
      const edited = await h.call('PATCH', '/api/my/dealer', sunrise.owner, {
        description: 'Family-owned since 1999',
        websiteUrl: 'sunrise.example',
        licenseNumber: '',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        description: 'Family-owned since 1999',
        websiteUrl: 'https://sunrise.example',
        licenseNumber: null,
        businessName: 'Sunrise Motors',
      });
      expect(
        (await h.call('PATCH', '/api/my/dealer', sunrise.owner, { businessName: '' })).status,
      ).toBe(400);
      for (const [method, url] of [
        ['PATCH', `/api/admin/dealers/${hidden.dealerId}`],
        ['PUT', `/api/admin/dealers/${hidden.dealerId}/active`],
        ['GET', '/api/admin/dealers'],
        ['GET', `/api/admin/dealers/${hidden.dealerId}/inventory`],
        ['POST', `/api/admin/dealers/${hidden.dealerId}/password-reset`],
        ['GET', '/api/admin/sales-reps'],
        ['GET', '/api/admin/dealer-reviews'],
      ] as const) {
        const refused = await h.call(
          method,
          url,
          sunrise.owner,
          method === 'GET' ? undefined : { isActive: true, businessName: 'Mine now' },
        );
        expect([url, refused.status]).toEqual([url, 403]);
        expect((await h.call(method, url)).status).toBe(401);
      }
      const renamed = await h.call('PATCH', `/api/admin/dealers/${hidden.dealerId}`, admin, {
        businessName: 'Hidden Autos Group',
      });
      expect(renamed.body.businessName).toBe('Hidden Autos Group');
      await h.until(async () =>
        h.eventsOf('dealers.dealer.updated').find((e) => e.businessName === 'Hidden Autos Group'),
      );
      const reset = await h.call(
        'POST',
        `/api/admin/dealers/${hidden.dealerId}/password-reset`,
        admin,
      );
      expect(reset.status).toBe(202);
      await h.until(async () =>
        h
          .eventsOf('dealers.dealer.password-reset-requested')
          .find((e) => e.dealerId === hidden.dealerId && e.requestedBy === admin.id),
      );
      const list = await h.call('GET', '/api/admin/dealers?active=false', admin);
      expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([hidden.dealerId]);
    });

    it('keeps a rep record for every sales_rep account, published once the e-mail is verified, e-mail shown only by choice', async () => {
      const rep = randomUUID();
      const profile = (extra: { emailVerified?: boolean; showContactDetails?: boolean }) =>
        envelope('identity.user.profile-updated', {
          userId: rep,
          email: 'riley@example.com',
          firstName: 'Riley',
          lastName: 'Rep',
          phone: '555-0100',
          ...extra,
        });
      await h.publish(
        envelope('identity.user.role-changed', {
          userId: rep,
          roles: ['user', 'sales_rep'],
          byUserId: null,
        }),
        profile({ emailVerified: false }),
      );
      await h.flush();
      // Not verified: not published, and the rep's dashboard says why.
      expect((await h.call('GET', '/api/sales-reps')).body.items).toEqual([]);
      expect((await h.call('GET', `/api/sales-reps/${rep}`)).status).toBe(404);
      const token = await h.app.runtime.tokens.issue(
        { id: rep, email: 'riley@example.com', roles: ['user', 'sales_rep'] },
        randomUUID(),
      );
      const riley: TestUser = { id: rep, email: 'riley@example.com', token };
      expect((await h.call('GET', '/api/my/sales-rep', riley)).body.publication).toEqual({
        isPublic: false,
        missing: ['email_unverified'],
      });
      expect(
        (
          await h.call('POST', `/api/sales-reps/${rep}/messages`, undefined, {
            firstName: 'Ann',
            lastName: 'B',
            email: 'ann@example.com',
            message: 'Hi',
          })
        ).status,
      ).toBe(404);

      await h.publish(profile({ emailVerified: true }));
      await h.flush();
      const listed = await h.call('GET', '/api/sales-reps');
      // Published, but the e-mail (and the account's phone) stay private until the rep opts in.
      expect(listed.body.items).toEqual([
        expect.objectContaining({
          id: rep,
          userId: rep,
          name: 'Riley Rep',
          email: null,
          phone: null,
          isActive: true,
        }),
      ]);
      expect((await h.call('GET', '/api/sales-reps?q=riley@example.com')).body.items).toEqual([]);
      expect((await h.call('GET', '/api/my/sales-rep', riley)).body).toMatchObject({
        email: 'riley@example.com',
        publication: { isPublic: true, missing: [] },
      });
      expect((await h.call('GET', '/api/admin/sales-reps', admin)).body.items[0]).toMatchObject({
        id: rep,
        email: 'riley@example.com',
      });
      await h.publish(profile({ showContactDetails: true }));
      await h.flush();
      expect((await h.call('GET', `/api/sales-reps/${rep}`)).body).toMatchObject({
        email: 'riley@example.com',
        phone: '555-0100',
      });

      // Joining a dealership needs the dealer's consent (rep-affiliations.int-spec.ts).
      const refused = await h.call('PATCH', '/api/my/sales-rep', riley, {
        dealerId: sunrise.dealerId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'A dealer has to accept you first: ask to join from your dashboard.',
      );
      const edited = await h.call('PATCH', '/api/my/sales-rep', riley, {
        bio: 'Trucks are my thing',
        specializations: ['Trucks', 'Financing'],
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        bio: 'Trucks are my thing',
        specializations: ['Trucks', 'Financing'],
        dealer: null,
      });
      expect(edited.body.stats).toEqual({
        totalListings: 0,
        activeListings: 0,
        soldListings: 0,
        totalViews: 0,
      });
      expect((await h.call('GET', '/api/my/sales-rep', buyer)).status).toBe(404);

      const message = await h.call('POST', `/api/sales-reps/${rep}/messages`, undefined, {
        firstName: 'Ann',
        lastName: 'B',
        email: 'ann@example.com',
        message: 'Call me',
      });
      expect(message.status).toBe(202);
      expect(message.body).toMatchObject({
        subject: 'Inquiry regarding your vehicle listings',
        message: 'Message Sent Successfully',
      });
      expect(
        (await h.call('POST', `/api/sales-reps/${rep}/messages`, undefined, { firstName: 'Ann' }))
          .body.error.message,
      ).toMatch(/Please fill in all required fields\./);

      await h.publish(
        envelope('identity.user.role-changed', {
          userId: rep,
          roles: ['user'],
          byUserId: admin.id,
        }),
      );
      await h.flush();
      expect((await h.call('GET', '/api/sales-reps')).body.items).toEqual([]);
      expect((await h.call('GET', `/api/sales-reps/${rep}`)).body.error.message).toBe(
        'Sales representative profile not found',
      );
      expect((await h.call('GET', '/api/admin/sales-reps', admin)).body.items[0]).toMatchObject({
        id: rep,
        isActive: false,
      });
    });
  },
);
