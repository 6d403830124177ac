import { queryRows } from '@market/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventData } from '@market/contracts';
import type { ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { DEALERS_EVENTS } from '../dealers.tokens.js';
import { ApplicationRow } from '../repositories/application.repository.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { dealerCreatedData, dealerEventData } from './dealer-events.js';

/**
 * The second half of an approval: identity has provisioned the account
 * (`identity.dealer-account.provisioned`), so the dealer record is created — or, after a
 * reset or for an account that already had one, the existing record is approved and
 * activated again. Runs in the inbox's transaction, so a redelivered event does nothing;
 * the unique keys on user_id and application_id guard the rest.
 */
@Injectable()
export class ProvisioningService {
  private readonly logger = new Logger('dealers');

  constructor(
    @Inject(DEALERS_EVENTS) private readonly events: ServiceEvents,
    private readonly dealers: DealerRepository,
  ) {}

  async provisioned(
    manager: EntityManager,
    data: EventData<'identity.dealer-account.provisioned'>,
    traceId?: string,
  ): Promise<void> {
    // Locked so a reset of the same application waits for (or goes before) this.
    const [application] = await queryRows(
      manager,
      `SELECT * FROM dealer_applications WHERE id = $1 FOR UPDATE`,
      [data.applicationId],
      ApplicationRow,
    );
    if (!application) {
      this.logger.warn(
        `Provisioned account ${data.userId} names an unknown application ${data.applicationId}; ignored`,
      );
      return;
    }
    // Reset before the answer came back: the record exists but waits for the next approval.
    const approved = application.status === 'approved';
    const existing =
      (await this.dealers.findByApplicationId(application.id, manager)) ??
      (await this.dealers.findByUserId(data.userId, manager, true));
    let dealer;
    if (!existing) {
      dealer = await this.dealers.insertFromApplication(manager, application, data.userId);
      if (!approved)
        dealer = (await this.dealers.setState(manager, dealer.id, {
          status: 'pending',
          isActive: false,
        }))!;
      const accountActive = await this.dealers.accountActive(manager, dealer.user_id);
      await this.events.record(
        manager,
        'dealers.dealer.created',
        dealerCreatedData(dealer, accountActive),
        traceId,
      );
    } else {
      dealer = existing;
      if (approved) {
        dealer = (await this.dealers.setState(manager, existing.id, {
          status: 'approved',
          isActive: true,
          ...(existing.application_id ? {} : { applicationId: application.id }),
        }))!;
        const accountActive = await this.dealers.accountActive(manager, dealer.user_id);
        await this.events.record(
          manager,
          'dealers.dealer.updated',
          dealerEventData(dealer, accountActive),
          traceId,
        );
      }
    }
    if (!approved) return;
    await this.events.record(
      manager,
      'dealers.dealer.approved',
      {
        dealerId: dealer.id,
        applicationId: application.id,
        userId: data.userId,
        email: data.email,
        contactPerson: application.contact_person,
        businessName: dealer.business_name,
        accountCreated: data.created,
      },
      traceId,
    );
  }
}
