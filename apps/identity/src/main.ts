import { IdentityBootstrapService, IdentityModule } from '@market/identity';
import { runService } from '@market/platform';
import type { INestApplication } from '@nestjs/common';

await runService(
  'identity',
  () => IdentityModule.register(),
  async (app) => {
    await (app as INestApplication).get(IdentityBootstrapService).run();
  },
);
