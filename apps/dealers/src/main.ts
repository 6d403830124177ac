import { DealersBootstrapService, DealersModule } from '@market/dealers';
import { runService } from '@market/platform';
import type { INestApplication } from '@nestjs/common';

await runService(
  'dealers',
  () => DealersModule.register(),
  async (app) => {
    // Demo dealers wait for identity's answers over Kafka: seed in the background, not before listening.
    void (app as INestApplication)
      .get(DealersBootstrapService)
      .run()
      .catch((error: unknown) =>
        process.stderr.write(`demo dealers not seeded: ${String(error)}\n`),
      );
  },
);
