import { Injectable } from '@nestjs/common';
import type { Listing } from '@market/contracts';

/** The seller's contact details come from other contexts' events and carry no revision: they may lag this long. */
const CONTACT_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Vehicle pages as anonymous visitors see them, kept per listing with the revision they
 * were built from. A request still reads the listing's revision, status and counters (one
 * primary-key row), so a changed listing is rebuilt at once and the counters are always
 * current; what is saved is the photos, the seller directory and the presenting. Each
 * replica keeps its own (the revision makes that exact); the oldest go first past
 * MAX_ENTRIES.
 */
@Injectable()
export class ListingViewCache {
  private readonly views = new Map<
    string,
    { revision: number; view: Listing; at: number; stamp: number }
  >();
  /** Numbers each view built, so an answer made from one can tell it is still current. */
  private stamp = 0;

  get(id: string, revision: number): Listing | null {
    return this.held(id, revision)?.view ?? null;
  }

  /** The kept view with its stamp, when it is still good for that revision. */
  held(id: string, revision: number): { view: Listing; stamp: number } | null {
    const held = this.views.get(id);
    if (!held || held.revision !== revision || Date.now() - held.at > CONTACT_TTL_MS) return null;
    return held;
  }

  set(id: string, revision: number, view: Listing): void {
    this.views.delete(id);
    this.views.set(id, { revision, view, at: Date.now(), stamp: ++this.stamp });
    if (this.views.size > MAX_ENTRIES) this.views.delete(this.views.keys().next().value!);
  }
}
