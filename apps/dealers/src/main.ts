import { DealersModule } from '@market/dealers';
import { runService } from '@market/platform';

await runService('dealers', () => DealersModule.register());
