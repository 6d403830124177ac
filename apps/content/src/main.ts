import { ContentModule } from '@market/content';
import { runService } from '@market/platform';

await runService('content', () => ContentModule.register());
