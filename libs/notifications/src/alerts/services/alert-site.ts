import type { PlatformConfig } from '@market/platform';
import type { Site } from '../../services/email-templates.js';

export function siteOf(config: PlatformConfig): Site {
  return { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
}
