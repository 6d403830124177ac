import type { INestApplicationContext } from '@nestjs/common';
import { savedSearchQuerySchema } from '@market/contracts';
import { SavedSearchService } from '@market/notifications';
import type { DemoCast } from './demo-people-setup.js';

/** Sam Seller also shops: two saved searches, so /email-alerts shows real alerts and the listings below queue matches. */
export const DEMO_ALERTS = [
  {
    name: 'Toyotas under $30,000',
    search: 'category=cars&make=toyota&priceMax=30000',
    frequency: 'daily',
  },
  { name: 'Pickups from 2018', search: 'category=trucks&yearMin=2018', frequency: 'weekly' },
] as const;

export async function seedDemoAlerts(
  app: INestApplicationContext,
  cast: DemoCast,
  email: string,
): Promise<number> {
  const searches = app.get(SavedSearchService);
  const user = cast.users.get(email)!;
  for (const alert of DEMO_ALERTS) {
    await searches.create(user, {
      name: alert.name,
      search: savedSearchQuerySchema.parse(alert.search),
      frequency: alert.frequency,
    });
  }
  return DEMO_ALERTS.length;
}
