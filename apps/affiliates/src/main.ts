import { AffiliatesModule } from '@market/affiliates';
import { runService } from '@market/platform';

await runService('affiliates', () => AffiliatesModule.register());
