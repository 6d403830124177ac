/**
 * The cards pages showed lately, by listing and revision, as the JSON an answer carries, so
 * a page of results rarely needs its cards from PostgreSQL and never writes them again: the
 * newest and cheapest listings, which most pages start with, stay here. A card counts only
 * for the revision the model holds; the oldest go first past `maxEntries` (about 1 KB each).
 */
export class CardCache {
  private readonly cards = new Map<string, { revision: number; card: string }>();

  constructor(private readonly maxEntries = 20_000) {}

  get(id: string, revision: number): string | undefined {
    const held = this.cards.get(id);
    return held && held.revision === revision ? held.card : undefined;
  }

  set(id: string, revision: number, card: string): void {
    this.cards.delete(id);
    this.cards.set(id, { revision, card });
    if (this.cards.size > this.maxEntries) this.cards.delete(this.cards.keys().next().value!);
  }
}
