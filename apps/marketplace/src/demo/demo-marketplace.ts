import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { ContentService } from '@market/content';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '@market/contracts';
import { ContactService, ReviewService } from '@market/dealers';
import { renderVehiclePhoto } from '@market/demo';
import {
  ListingContactService,
  ListingImageService,
  ListingService,
  VehicleCatalogue,
} from '@market/listings';
import { InquiryService } from '@market/notifications';
import type { AdminRequest, AuthUser, Logger, RequestMeta } from '@market/platform';
import { seedDemoAlerts } from './demo-alerts.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoAffiliates } from './demo-affiliates.js';
import { DEMO_HEROES, DEMO_MESSAGES, DEMO_REVIEWS } from './demo-content.js';
import { sendDemoInquiries } from './demo-inquiries.js';
import { sendSellerMessages } from './demo-conversations.js';
import { demoPhotoKinds, planInventory, type PlannedListing } from './demo-inventory.js';
import { DEMO_DEALERS, DEMO_REPS, DEMO_SELLERS } from './demo-people.js';
import { seedSiteContent } from './demo-site-content.js';
import { castDemoPeople, type DemoCast } from './demo-people-setup.js';
import { DemoPhotoLibrary, type DemoPhotoRenders, renderDemoPhotos } from './demo-photos.js';

export const DEMO_MARKER_FILE = 'demo-marketplace.json';
/** Featured listings per category: the home page's carousel shows the 5 newest. */
const FEATURED_PER_CATEGORY = 6;
/** Listings created at once: each is a short transaction, so a few overlap well on two cores. */
const LISTING_WORKERS = 3;
const META: RequestMeta = { requestId: 'demo-marketplace', ip: null, userAgent: null };

export interface DemoSummary {
  listings: number;
  /** Active listings per category: what search finds. */
  activeByCategory: Record<VehicleCategory, number>;
  featured: number;
  photos: number;
  dealers: number;
  reviews: number;
  messages: number;
  /** News articles, site reviews and banners. */
  siteContent: { articles: number; reviews: number; banners: number };
  seconds: number;
  /** Seconds each step took. */
  steps: Record<string, number>;
}

/**
 * The demo marketplace of `npm start`: made once per data folder (a marker file records it),
 * entirely through the services' own methods, so every event flows as in real use and
 * search, the dealer dashboards, counts and facets agree with the listings.
 */
export async function seedDemoMarketplace(
  app: INestApplicationContext,
  dataDir: string,
  logger: Logger,
  renders?: DemoPhotoRenders,
): Promise<DemoSummary | null> {
  const marker = demoMarker(dataDir);
  if (existsSync(marker)) return null;
  const started = Date.now();
  logger.info(
    'Creating the demo marketplace (first start of this data folder; SEED_DEMO=false turns it off)',
  );
  try {
    return await seed(app, marker, started, logger, renders ?? renderDemoPhotos(demoPhotoKinds()));
  } catch (error) {
    // Half a demo is not made twice: the marker says what happened; a fresh data folder starts over.
    mkdirSync(path.dirname(marker), { recursive: true });
    writeFileSync(
      marker,
      JSON.stringify({ failedAt: new Date().toISOString(), error: String(error) }, null, 2),
    );
    throw error;
  }
}

/** Where a data folder records that its demo was made. */
export const demoMarker = (dataDir: string) => path.join(path.resolve(dataDir), DEMO_MARKER_FILE);

/** Whether this data folder's demo is still to be made: then its photos can be rendered while the marketplace starts. */
export function demoPending(dataDir: string): boolean {
  return !existsSync(demoMarker(dataDir));
}

async function seed(
  app: INestApplicationContext,
  marker: string,
  started: number,
  logger: Logger,
  renders: DemoPhotoRenders,
): Promise<DemoSummary> {
  const steps: Record<string, number> = {};
  let lap = Date.now();
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const result = await work();
    steps[step] = Math.round((Date.now() - lap) / 100) / 10;
    lap = Date.now();
    return result;
  };
  const cast = await timed('people', () => castDemoPeople(app, logger));
  if (cast.skippedReps.length)
    logger.warn(
      `Demo marketplace: no public profile for the reps ${cast.skippedReps.join(', ')}; their listings are made all the same`,
    );
  // Before the listings, so they are news to the alerts.
  await timed('alerts', () => seedDemoAlerts(app, cast, DEMO_SELLERS[0].person.email));
  const catalogue = app.get(VehicleCatalogue);
  const plan = planInventory((category, make, model) => catalogue.labels(category, make, model));

  const photos = new DemoPhotoLibrary(app.get(ListingImageService), cast.admin, renders);
  const photoCount = await timed('photos', () => photos.upload());
  const created = await timed('listings', () =>
    createListings(app.get(ListingService), cast, plan, photos),
  );
  const featured = await timed('featured', () =>
    featureListings(app.get(ListingService), cast, created),
  );
  // The admin's own actions, as the console would make them (and audited so).
  const admin: AdminRequest = {
    actor: cast.admin,
    meta: { requestId: 'demo-marketplace', ip: null, userAgent: null },
  };
  await timed('heroes', () => setHeroes(app.get(ContentService), admin));
  await timed('billing', () => seedDemoBilling(app, admin, cast.users));
  await timed('affiliates', () => seedDemoAffiliates(app, admin));
  const reviews = await timed('reviews', () => writeReviews(app.get(ReviewService), cast, admin));
  const messages =
    (await timed('messages', () => sendMessages(app.get(ContactService), cast))) +
    (await timed('seller messages', () =>
      sendSellerMessages(
        app.get(ListingContactService),
        cast,
        created.map(({ id, item }) => ({
          id,
          creatorEmail: item.creatorEmail,
          active: item.status === 'active',
        })),
      ),
    ));
  const siteContent = await timed('site content', () => seedSiteContent(app, cast, admin));
  await timed('inquiries', () => sendDemoInquiries(app.get(InquiryService), demoVehicle(created)));

  const activeByCategory = Object.fromEntries(VEHICLE_CATEGORIES.map((c) => [c, 0])) as Record<
    VehicleCategory,
    number
  >;
  for (const { item } of created)
    if (item.status === 'active') activeByCategory[item.vehicle.category]++;
  const summary: DemoSummary = {
    listings: created.length,
    activeByCategory,
    featured,
    photos: photoCount,
    dealers: DEMO_DEALERS.length,
    reviews,
    messages,
    siteContent,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    steps,
  };
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(
    marker,
    JSON.stringify({ createdAt: new Date().toISOString(), ...summary }, null, 2),
  );
  logger.info(
    `Demo marketplace ready: ${summary.listings} listings, ${summary.dealers} dealers, ${photoCount} photos in ${summary.seconds} s`,
  );
  logger.debug(summary, 'demo marketplace');
  return summary;
}

/** An active car of the demo inventory, for the demo pre-approval. */
function demoVehicle(
  created: CreatedListing[],
): { id: string; title: string; price: number; year: number } | undefined {
  const found = created.find(
    ({ item }) => item.status === 'active' && item.vehicle.category === 'cars',
  );
  if (!found) return undefined;
  const { vehicle } = found.item;
  return {
    id: found.id,
    title: `${vehicle.year} ${vehicle.makeLabel} ${vehicle.modelLabel}`,
    price: vehicle.price,
    year: vehicle.year,
  };
}

interface CreatedListing {
  id: string;
  item: PlannedListing;
}

async function createListings(
  listings: ListingService,
  cast: DemoCast,
  plan: PlannedListing[],
  photos: DemoPhotoLibrary,
): Promise<CreatedListing[]> {
  const created: CreatedListing[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      await createListing(listings, cast, plan[next++], photos, created);
    }
  };
  await Promise.all(Array.from({ length: LISTING_WORKERS }, worker));
  return created;
}

async function createListing(
  listings: ListingService,
  cast: DemoCast,
  item: PlannedListing,
  photos: DemoPhotoLibrary,
  created: CreatedListing[],
): Promise<void> {
  const owner = cast.users.get(item.creatorEmail)!;
  const { body, paint, makeLabel: _make, modelLabel: _model, ...fields } = item.vehicle;
  const listing = await listings.create(
    owner,
    {
      ...fields,
      vin: null,
      imageIds: await photos.photosFor(owner, body, paint),
      status: 'active',
      salesRepId: item.repEmail ? cast.users.get(item.repEmail)!.id : undefined,
    },
    META,
  );
  for (let v = 0; v < item.views; v++)
    await listings.countView(listing.id, `demo-visitor-${v}`, undefined);
  if (item.status !== 'active') await listings.changeStatus(owner, listing.id, item.status, META);
  created.push({ id: listing.id, item });
}

/** Each category's carousel: the latest active dealer listings, featured by their dealer. */
async function featureListings(
  listings: ListingService,
  cast: DemoCast,
  created: CreatedListing[],
): Promise<number> {
  let count = 0;
  for (const category of VEHICLE_CATEGORIES) {
    const candidates = created.filter(
      ({ item }) =>
        item.vehicle.category === category &&
        item.status === 'active' &&
        cast.dealerIds.has(item.creatorEmail),
    );
    for (const { id, item } of candidates.slice(-FEATURED_PER_CATEGORY)) {
      await listings.changeFeatured(cast.users.get(item.creatorEmail)!, id, true, META);
      count++;
    }
  }
  return count;
}

async function setHeroes(content: ContentService, admin: AdminRequest): Promise<void> {
  for (const category of VEHICLE_CATEGORIES) {
    const hero = DEMO_HEROES[category];
    await content.updateHero(admin, category, {
      title: hero.title,
      subtitle: hero.subtitle,
      isActive: true,
    });
    const image = await renderVehiclePhoto({
      body: hero.body,
      paint: hero.paint,
      scene: hero.scene,
      facing: 'left',
      width: 1920,
      height: 1200,
      fill: 0.72,
    });
    await content.uploadHeroImage(admin, category, `hero-${category}.jpg`, image);
  }
}

/** The private sellers, as buyers, review the dealers; the admin approves the reviews. */
async function writeReviews(
  reviews: ReviewService,
  cast: DemoCast,
  admin: AdminRequest,
): Promise<number> {
  let count = 0;
  for (const [d, dealer] of DEMO_DEALERS.entries()) {
    const dealerId = cast.dealerIds.get(dealer.email)!;
    const reviewers = DEMO_SELLERS.slice(0, 2 + (d % 3));
    for (const [r, seller] of reviewers.entries()) {
      const text = DEMO_REVIEWS[(d + r) % DEMO_REVIEWS.length];
      const review = await reviews
        .create(cast.users.get(seller.person.email)!, dealerId, text)
        .catch(() => null);
      if (!review) continue;
      await reviews.setApproved(admin, review.id, true);
      count++;
    }
  }
  return count;
}

/** Buyers' questions in the demo dealer's and the demo rep's inboxes (and a few others'). */
async function sendMessages(contact: ContactService, cast: DemoCast): Promise<number> {
  let count = 0;
  const buyers: AuthUser[] = DEMO_SELLERS.map((s) => cast.users.get(s.person.email)!);
  const names = DEMO_SELLERS.map((s) => s.person);
  for (const [d, dealer] of DEMO_DEALERS.entries()) {
    const howMany = d === 0 ? 4 : 1;
    for (let m = 0; m < howMany; m++) {
      const buyer = (d + m) % buyers.length;
      const { firstName, lastName, email, phone } = names[buyer];
      await contact.messageDealer(
        cast.dealerIds.get(dealer.email)!,
        {
          firstName,
          lastName,
          email,
          phone,
          subject: null,
          message: DEMO_MESSAGES[(d + m) % DEMO_MESSAGES.length],
        },
        buyers[buyer],
      );
      count++;
    }
  }
  for (const [r, rep] of DEMO_REPS.entries()) {
    if (cast.skippedReps.includes(rep.person.email)) continue;
    const buyer = (r + 1) % buyers.length;
    const { firstName, lastName, email, phone } = names[buyer];
    await contact.messageRep(
      cast.users.get(rep.person.email)!.id,
      {
        firstName,
        lastName,
        email,
        phone,
        subject: null,
        message: DEMO_MESSAGES[(r + 2) % DEMO_MESSAGES.length],
      },
      buyers[buyer],
    );
    count++;
  }
  return count;
}
