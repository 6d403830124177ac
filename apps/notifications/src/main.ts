import { NotificationsModule } from '@market/notifications';
import { runService } from '@market/platform';

await runService('notifications', () => NotificationsModule.register());
