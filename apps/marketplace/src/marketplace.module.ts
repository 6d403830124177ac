import { type DynamicModule, Module } from '@nestjs/common';
import { AffiliatesModule } from '@market/affiliates';
import { BillingModule } from '@market/billing';
import { ContentModule } from '@market/content';
import { DealersModule } from '@market/dealers';
import { IdentityModule } from '@market/identity';
import { ListingsModule } from '@market/listings';
import { NotificationsModule } from '@market/notifications';
import { PlatformModule, type PlatformRuntime } from '@market/platform';
import { SearchModule } from '@market/search';

/** Every service module in one process, sharing the in-process bus and one PostgreSQL server. */
@Module({})
export class MarketplaceModule {
  static register(runtime: PlatformRuntime): DynamicModule {
    return {
      module: MarketplaceModule,
      imports: [
        PlatformModule.forRoot(runtime),
        IdentityModule.register(),
        NotificationsModule.register(),
        ListingsModule.register(),
        SearchModule.register(),
        ContentModule.register(),
        DealersModule.register(),
        BillingModule.register(),
        AffiliatesModule.register(),
      ],
    };
  }
}
