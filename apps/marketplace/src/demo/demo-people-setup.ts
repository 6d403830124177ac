import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import {
  ApplicationService,
  DealerRepsService,
  DealerService,
  RepDealershipService,
  SalesRepService,
} from '@market/dealers';
import { renderLogo } from '@market/demo';
import { IdentityBootstrapService } from '@market/identity';
import { ActorResolver } from '@market/listings';
import type { AuthUser, Logger } from '@market/platform';
import { DEMO_DEALER_APPLICATIONS, DEMO_DEALERS, DEMO_REPS, DEMO_SELLERS } from './demo-people.js';

/** Everyone who acts in the demo marketplace, as the services see a signed-in user. */
export interface DemoCast {
  admin: AuthUser;
  /** By e-mail. */
  users: Map<string, AuthUser>;
  /** Dealer record id by the dealer's e-mail. */
  dealerIds: Map<string, string>;
  /** Reps without a profile in the directory (not published), by e-mail. */
  skippedReps: string[];
}

/** How long a step waits for the events another context must have handled (in-process: milliseconds). */
const EVENTS_WAIT_MS = 20_000;
/** A rep's record comes from the same events in milliseconds; a rep it never shows is not waited for long. */
const REP_WAIT_MS = 3_000;

/**
 * The people of the demo: accounts for the reps and sellers, the extra dealers applied for
 * and approved like any applicant (identity provisions their accounts, dealers their
 * records), each dealer's logo, each rep's profile and dealership.
 */
export async function castDemoPeople(
  app: INestApplicationContext,
  logger: Logger,
): Promise<DemoCast> {
  const identity = app.get(IdentityBootstrapService);
  const applications = app.get(ApplicationService);
  const dealers = app.get(DealerService);
  const reps = app.get(SalesRepService);
  const actors = app.get(ActorResolver);

  const admin = await identity.userByEmail('admin@wheelbase.test');
  if (!admin) throw new Error('The demo admin account is missing (SEED_DEMO_ACCOUNTS)');
  const users = new Map<string, AuthUser>();
  const people = await identity.ensureDemoPeople([
    ...DEMO_REPS.map((r) => r.person),
    ...DEMO_SELLERS.map((s) => s.person),
  ]);
  for (const user of people) users.set(user.email, user);

  for (const application of DEMO_DEALER_APPLICATIONS) {
    if ((await identity.userByEmail(application.email))?.roles.includes('dealer')) continue;
    const password = randomBytes(18).toString('base64url');
    const submitted = await applications.submit(
      { ...application, password, confirmPassword: password },
      undefined,
    );
    await applications.approve(null, submitted.id);
  }

  const dealerIds = new Map<string, string>();
  const skipped: string[] = [];
  for (const dealer of DEMO_DEALERS) {
    const user = await waitFor(`the dealer account ${dealer.email}`, async () => {
      const found = await identity.userByEmail(dealer.email);
      return found?.roles.includes('dealer') ? found : null;
    });
    const record = await waitFor(`the dealer record of ${dealer.email}`, () =>
      dealers.mine(user).catch(() => null),
    );
    // Listings learns the dealer from dealers' event; its listings must carry the dealer's id.
    await waitFor(`listings to know ${dealer.email}`, async () =>
      (await actors.resolve(user)).dealerId === record.id ? true : null,
    );
    if (!record.logoUrl)
      await dealers.uploadMyLogo(
        user,
        'logo.svg',
        renderLogo({ name: record.businessName, ...dealer.logo }),
      );
    users.set(dealer.email, user);
    dealerIds.set(dealer.email, record.id);
  }

  for (const rep of DEMO_REPS) {
    const user = users.get(rep.person.email)!;
    // The rep's record follows identity's events; a rep the directory does not show (yet) keeps
    // the listings handed to them but gets no profile, rather than holding up the whole demo.
    const record = await waitFor(
      `the rep record of ${rep.person.email}`,
      () => reps.mine(user).catch(() => null),
      REP_WAIT_MS,
    ).catch(() => null);
    if (!record) {
      skipped.push(rep.person.email);
      continue;
    }
    const profile = {
      phone: rep.person.phone,
      bio: rep.bio,
      specializations: rep.specializations,
      employeeId: rep.employeeId,
    };
    await reps.updateMine(user, profile);
    // A rep joins a dealership as any rep does: asks, and the dealer accepts.
    await joinDealership(
      app,
      user,
      users.get(rep.dealerEmail)!,
      dealerIds.get(rep.dealerEmail)!,
    ).catch((error: unknown) =>
      logger.warn(
        `Demo marketplace: ${rep.person.email} could not join ${rep.dealerEmail}: ${String(error)}`,
      ),
    );
  }
  return { admin, users, dealerIds, skippedReps: skipped };
}

export async function waitFor<T>(
  what: string,
  read: () => Promise<T | null>,
  waitMs = EVENTS_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Demo data: gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function joinDealership(
  app: INestApplicationContext,
  rep: AuthUser,
  dealer: AuthUser,
  dealerId: string,
): Promise<void> {
  const request = await app.get(RepDealershipService).request(rep, dealerId);
  if (request.status === 'pending')
    await app.get(DealerRepsService).answerRequest(dealer, request.id, true);
}
