import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@market/platform';
import { newTestService } from '@market/platform/test-kit';
import type { Actor } from './listing-access.js';
import { ListingService } from './listing.service.js';

const meta = { requestId: 'req-1', ip: null, userAgent: null };
const dealerId = randomUUID();

function newUser(roles: AuthUser['roles']): AuthUser {
  return {
    id: randomUUID(),
    email: 'someone@example.com',
    roles,
    tokenId: 't',
    sessionId: 's',
    sessionVersion: 1,
  } as AuthUser;
}

/** The fields of a listing record the featuring rules read. */
function newListing(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    userId: randomUUID(),
    dealerId,
    salesRepId: null,
    status: 'active',
    sellerActive: true,
    isFeatured: false,
    ...overrides,
  };
}

function serviceActingAs(actor: Actor, listing: ReturnType<typeof newListing>) {
  const { sut, mocks } = newTestService(ListingService);
  mocks.actors.resolve.mockResolvedValue(actor);
  mocks.listings.findById.mockResolvedValue(listing);
  mocks.listings.update.mockImplementation(async (_m: unknown, _id: string, changes: object) => ({
    ...listing,
    ...changes,
  }));
  return { sut, mocks };
}

describe('ListingService (unit): featuring', () => {
  it("lets the listing's dealer feature it, and says so to search through the listing event", async () => {
    const user = newUser(['user', 'dealer']);
    const listing = newListing();
    const { sut, mocks } = serviceActingAs(
      { id: user.id, roles: user.roles, dealerId, dealerPublic: true },
      listing,
    );
    await sut.changeFeatured(user, listing.id, true, meta).catch(() => undefined);
    expect(mocks.listings.update).toHaveBeenCalledWith(mocks.manager, listing.id, {
      isFeatured: true,
    });
    expect(mocks.listingEvents.changed).toHaveBeenCalledWith(
      mocks.manager,
      expect.objectContaining({ isFeatured: true }),
      { kind: 'updated' },
      'req-1',
    );
  });

  it("refuses another dealer's listing with 403 and changes nothing", async () => {
    const user = newUser(['user', 'dealer']);
    const listing = newListing();
    const { sut, mocks } = serviceActingAs(
      { id: user.id, roles: user.roles, dealerId: randomUUID(), dealerPublic: true },
      listing,
    );
    await expect(sut.changeFeatured(user, listing.id, true, meta)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(mocks.listings.update).not.toHaveBeenCalled();
  });

  it('refuses to feature a listing of a deactivated dealer (409), even for an admin', async () => {
    const admin = newUser(['user', 'admin']);
    const listing = newListing({ sellerActive: false });
    const { sut, mocks } = serviceActingAs(
      { id: admin.id, roles: admin.roles, dealerId: null, dealerPublic: true },
      listing,
    );
    await expect(sut.changeFeatured(admin, listing.id, true, meta)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(mocks.listingEvents.changed).not.toHaveBeenCalled();
  });

  it('answers 404, not 403, for a listing the actor may not even see', async () => {
    const user = newUser(['user']);
    const listing = newListing({ status: 'pending' });
    const { sut } = serviceActingAs(
      { id: user.id, roles: user.roles, dealerId: null, dealerPublic: true },
      listing,
    );
    await expect(sut.changeFeatured(user, listing.id, true, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
