import { SearchModule } from '@market/search';
import { runService } from '@market/platform';

await runService('search', () => SearchModule.register());
