import { BillingModule } from '@market/billing';
import { runService } from '@market/platform';

await runService('billing', () => BillingModule.register());
