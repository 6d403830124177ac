import { siteContentRoutes } from '@market/contracts';
import { apiUrl } from '../../lib/api';
import { routeUrl } from '../../lib/apiCall';

/** Impressions wait this long to be sent together; a click or leaving the page sends at once. */
const FLUSH_DELAY_MS = 5000;

interface Batch {
  impressions: string[];
  clicks: string[];
}

/**
 * Counts banner impressions and clicks without costing the page anything: they are queued
 * and sent in one small request a few seconds later, or as a beacon (which the browser
 * delivers even while the page unloads) when the visitor clicks or leaves.
 */
export class BannerTracker {
  private batch: Batch = { impressions: [], clicks: [] };
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: (batch: Batch) => void) {}

  impression(id: string): void {
    this.batch.impressions.push(id);
    if (this.batch.impressions.length >= 50) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  click(id: string): void {
    this.batch.clicks.push(id);
    this.flush();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.batch.impressions.length && !this.batch.clicks.length) return;
    const batch = this.batch;
    this.batch = { impressions: [], clicks: [] };
    this.send(batch);
  }
}

function beacon(batch: Batch): void {
  const url = apiUrl(routeUrl(siteContentRoutes.bannerEvents));
  const body = JSON.stringify(batch);
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

export const bannerTracker = new BannerTracker(beacon);

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') bannerTracker.flush();
  });
  window.addEventListener('pagehide', () => bannerTracker.flush());
}
