import { ListingsModule } from '@market/listings';
import { runService } from '@market/platform';

await runService('listings', () => ListingsModule.register());
