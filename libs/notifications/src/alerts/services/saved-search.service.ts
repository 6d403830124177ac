import { Injectable } from '@nestjs/common';
import {
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchCriteria,
} from '@market/contracts';
import { type AuthUser, ConflictError, NotFoundError } from '@market/platform';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { SavedSearchRepository } from '../repositories/saved-search.repository.js';
import { AlertSubscriptionService } from './alert-subscription.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

const ALERT_NOT_FOUND = 'Alert not found';

/**
 * The /listings query string an alert keeps, from its parsed criteria: the same filters
 * in one order, so `/listings?${search}` reopens the search and equal searches compare equal.
 */
export function searchString(criteria: SavedSearchCriteria): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  if (criteria.category !== 'all') put('category', criteria.category);
  put('make', criteria.make);
  put('model', criteria.model);
  put('location', criteria.location);
  put('zip', criteria.zip);
  put('radius', criteria.radius);
  put('priceMin', criteria.priceMin);
  put('priceMax', criteria.priceMax);
  put('yearMin', criteria.yearMin);
  put('yearMax', criteria.yearMax);
  put('mileageMax', criteria.mileageMax);
  if (criteria.conditions.length) put('conditions', criteria.conditions.join(','));
  if (criteria.transmissions.length) put('transmissions', criteria.transmissions.join(','));
  if (criteria.fuelTypes.length) put('fuelTypes', criteria.fuelTypes.join(','));
  put('featured', criteria.featured);
  put('q', criteria.q);
  put('dealer_id', criteria.dealerId);
  put('sales_rep_id', criteria.salesRepId);
  return params.toString();
}

/** Saved searches (GET|POST /api/my/saved-searches): a signed-in user's e-mail alerts. */
@Injectable()
export class SavedSearchService {
  constructor(
    @InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource,
    private readonly searches: SavedSearchRepository,
    private readonly subscriptions: AlertSubscriptionService,
  ) {}

  list(user: AuthUser): Promise<SavedSearch[]> {
    return this.searches.forUser(user.id);
  }

  async create(
    user: AuthUser,
    input: { name: string; search: SavedSearchCriteria; frequency: AlertFrequency },
  ): Promise<SavedSearch> {
    return this.db.transaction(async (manager) => {
      const subscription = await this.subscriptions.ensureForUser(manager, user);
      // Counted under the subscription's row lock: two tabs cannot both pass the limit.
      if ((await this.searches.countForUser(manager, user.id)) >= MAX_SAVED_SEARCHES)
        throw new ConflictError(
          `You have ${MAX_SAVED_SEARCHES} alerts already. Delete one before saving another search.`,
        );
      return this.searches.insert(manager, {
        userId: user.id,
        subscriptionId: subscription.id,
        name: input.name,
        search: searchString(input.search),
        criteria: input.search,
        frequency: input.frequency,
      });
    });
  }

  async update(
    user: AuthUser,
    id: string,
    patch: { name?: string; frequency?: AlertFrequency; isActive?: boolean },
  ): Promise<SavedSearch> {
    const updated = await this.db.transaction((manager) =>
      this.searches.update(manager, user.id, id, patch),
    );
    // Someone else's alert is answered like a missing one: ids reveal nothing.
    if (!updated) throw new NotFoundError(ALERT_NOT_FOUND);
    return updated;
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const deleted = await this.db.transaction((manager) =>
      this.searches.delete(manager, user.id, id),
    );
    if (!deleted) throw new NotFoundError(ALERT_NOT_FOUND);
  }
}
