import { queryRows } from '@market/platform';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DealerApplicationInput } from '@market/contracts';
import { hashPassword, PLATFORM_RUNTIME, type PlatformRuntime } from '@market/platform';
import type { DataSource } from 'typeorm';
import { loadDealersConfig } from '../dealers.config.js';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { ApplicationRepository } from '../repositories/application.repository.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { ReviewRepository } from '../repositories/review.repository.js';
import { SalesRepRepository } from '../repositories/sales-rep.repository.js';
import { ApplicationService } from './application.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

type DemoApplication = Omit<DealerApplicationInput, 'password' | 'confirmPassword'>;

const demo = (
  fields: Partial<DemoApplication> &
    Pick<DemoApplication, 'email' | 'businessName' | 'contactPerson'>,
): DemoApplication => ({
  phone: '(555) 010-0100',
  businessAddress: '100 Main Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  websiteUrl: null,
  businessLicense: null,
  taxId: null,
  logoUrl: null,
  dealershipType: 'both',
  yearsInBusiness: null,
  inventorySize: null,
  message: null,
  ...fields,
});

/**
 * The demo dealers (SEED_DEMO_ACCOUNTS). The first is the demo dealer account
 * (dealer@wheelbase.test, also seeded by identity); the others get accounts nobody signs in
 * to (an admin can send them a reset e-mail).
 */
export const DEMO_DEALERS: DemoApplication[] = [
  demo({
    email: 'dealer@wheelbase.test',
    businessName: "Dana's Auto Gallery",
    contactPerson: 'Dana Dealer',
    businessLicense: 'TX-DL-204518',
    yearsInBusiness: 12,
    inventorySize: 150,
    websiteUrl: 'https://danas-auto.example',
    message:
      'Family-owned dealership with new and certified pre-owned cars, SUVs and trucks. Financing and trade-ins welcome.',
  }),
  demo({
    email: 'sunrise.motors@wheelbase.test',
    businessName: 'Sunrise Motors',
    contactPerson: 'Maria Lopez',
    phone: '(555) 010-2200',
    businessAddress: '2200 Colfax Avenue',
    city: 'Denver',
    state: 'CO',
    zipCode: '80206',
    dealershipType: 'used_car',
    businessLicense: 'CO-7731-UD',
    yearsInBusiness: 8,
    inventorySize: 80,
    message: 'Quality used cars, every one inspected and sold with a 90-day warranty.',
  }),
  demo({
    email: 'ridgeline.trucks@wheelbase.test',
    businessName: 'Ridgeline Trucks & Equipment',
    contactPerson: 'Tom Becker',
    phone: '(555) 010-3300',
    businessAddress: '3300 Gulf Freeway',
    city: 'Houston',
    state: 'TX',
    zipCode: '77003',
    dealershipType: 'specialty',
    businessLicense: 'TX-DL-118204',
    yearsInBusiness: 20,
    inventorySize: 60,
    message: 'Work trucks, heavy-duty pickups and upfitted fleet vehicles.',
  }),
  demo({
    email: 'thunder.road@wheelbase.test',
    businessName: 'Thunder Road Motorcycles',
    contactPerson: 'Jess Moreno',
    phone: '(555) 010-4400',
    businessAddress: '44 Camelback Road',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85013',
    dealershipType: 'motorcycle',
    businessLicense: 'AZ-MC-5520',
    yearsInBusiness: 5,
    inventorySize: 40,
    message: 'Cruisers, sport bikes and adventure motorcycles, with a full service shop.',
  }),
];

/** Demo reviewers are not accounts: fixed ids keep the reviews once per "user" across restarts. */
const DEMO_REVIEWS: {
  dealer: number;
  reviewer: string;
  name: string;
  rating: number;
  title: string;
  text: string;
}[] = [
  {
    dealer: 0,
    reviewer: '00000000-0000-4000-8000-00000000a001',
    name: 'Chris P.',
    rating: 5,
    title: 'Easy purchase',
    text: 'Fair price, no pressure, and the car was detailed and ready when I arrived.',
  },
  {
    dealer: 0,
    reviewer: '00000000-0000-4000-8000-00000000a002',
    name: 'Alex R.',
    rating: 4,
    title: 'Good service',
    text: 'Helpful staff and quick paperwork. The trade-in offer could have been better.',
  },
  {
    dealer: 1,
    reviewer: '00000000-0000-4000-8000-00000000a001',
    name: 'Chris P.',
    rating: 4,
    title: 'Solid used car',
    text: 'The inspection report matched the car exactly. Would buy here again.',
  },
  {
    dealer: 2,
    reviewer: '00000000-0000-4000-8000-00000000a003',
    name: 'Morgan T.',
    rating: 5,
    title: 'Knows trucks',
    text: 'They found the exact towing setup our business needed.',
  },
  {
    dealer: 3,
    reviewer: '00000000-0000-4000-8000-00000000a002',
    name: 'Alex R.',
    rating: 5,
    title: 'Great first bike',
    text: 'Patient advice for a new rider and a free safety check after a month.',
  },
];

const DEMO_REP_EMAIL = 'rep@wheelbase.test';
/** The README's demo dealer password (identity seeds the same account with it). */
const DEMO_PASSWORDS: Record<string, string> = { 'dealer@wheelbase.test': 'dealer-demo-1' };
/** How long start-up waits for the approvals' round trip through identity (in-process: milliseconds). */
const PROVISIONING_WAIT_MS = 15_000;

/**
 * Seeds the directories for `npm start` (SEED_DEMO_ACCOUNTS): each demo dealer is an
 * application approved through the real path (event → identity provisions the account →
 * the dealer record), then demo reviews and the demo rep's profile. Safe on every start.
 * Runs after identity's demo seeding, so the demo dealer's account already exists.
 */
@Injectable()
export class DealersBootstrapService {
  private readonly logger = new Logger('dealers');

  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly applications: ApplicationRepository,
    private readonly workflow: ApplicationService,
    private readonly dealers: DealerRepository,
    private readonly reviews: ReviewRepository,
    private readonly reps: SalesRepRepository,
  ) {}

  async run(): Promise<void> {
    if (!loadDealersConfig(this.runtime.env).SEED_DEMO_ACCOUNTS) return;
    const applicationIds: string[] = [];
    for (const application of DEMO_DEALERS) {
      const [existing] = await this.applications.findByEmail(application.email);
      if (existing) {
        applicationIds.push(existing.id);
        continue;
      }
      // In the distributed mode this approval may reach identity before identity's own demo
      // seeding: the demo dealer's application then carries the demo password, so the account
      // signs in with it whichever side creates it first. An existing account keeps its own.
      const hash = await hashPassword(
        DEMO_PASSWORDS[application.email] ?? randomBytes(18).toString('base64url'),
      );
      const row = await this.db.transaction((manager) =>
        this.applications.insert(manager, application, hash),
      );
      await this.workflow.approve(null, row.id);
      applicationIds.push(row.id);
    }
    const dealerIds = await this.waitFor(async () => {
      const rows = await Promise.all(applicationIds.map((id) => this.applications.findById(id)));
      const ids = rows.map((row) => row?.dealer_id ?? null);
      return ids.every(Boolean) ? (ids as string[]) : null;
    });
    if (!dealerIds) {
      this.logger.warn(
        'Demo dealers are still being provisioned; their reviews are added on the next start',
      );
      return;
    }
    await this.db.transaction(async (manager) => {
      for (const review of DEMO_REVIEWS) {
        await this.reviews.insert(manager, {
          dealerId: dealerIds[review.dealer],
          reviewerUserId: review.reviewer,
          reviewerName: review.name,
          rating: review.rating,
          title: review.title,
          text: review.text,
          isApproved: true,
        });
      }
    });
    await this.seedDemoRep(dealerIds[0]);
  }

  /** The demo rep's profile, once identity's events have created the rep record. */
  private async seedDemoRep(dealerId: string): Promise<void> {
    const repId = await this.waitFor(async () => {
      const rows = await queryRows(
        this.db,
        `SELECT r.id, r.bio FROM sales_representatives r JOIN users u ON u.user_id = r.id WHERE u.email = $1`,
        [DEMO_REP_EMAIL],
        z.object({ id: z.string(), bio: z.string().nullable() }),
      );
      return rows[0] ? rows[0] : null;
    });
    if (!repId || repId.bio) return;
    await this.db.transaction((manager) =>
      this.reps.update(manager, repId.id, {
        bio: 'Ten years helping families find the right car, truck or SUV. Ask me about financing and trade-ins.',
        specializations: ['SUVs', 'Trucks', 'Financing', 'Trade-ins'],
        employeeId: 'DAG-0042',
        dealerId,
      }),
    );
  }

  private async waitFor<T>(read: () => Promise<T | null>): Promise<T | null> {
    const deadline = Date.now() + PROVISIONING_WAIT_MS;
    for (;;) {
      const value = await read();
      if (value || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
