import { grown } from './category-cells.js';

/** Past this many entries left behind by changed rows (and half the held ones), postings are rebuilt. */
const STALE_REBUILD = 65_536;

/**
 * The free-text index of the in-memory model: per slot the words of its listing (the
 * lexemes PostgreSQL's `simple` text-search configuration made of its text, so a match is
 * the SQL engine's `search_text @@ plainto_tsquery('simple', q)`), and per word the slots
 * that held it. A query's words are looked up in the smallest posting, and each candidate
 * is checked against its slot's current words, so entries a change left behind cost a
 * check and never match; they are dropped when postings are rebuilt.
 *
 * Memory: one 32-bit code per word of each listing in each of the two lists (a listing
 * has ~18 words: a million listings take ~150 MB).
 */
export class WordIndex {
  private readonly codes = new Map<string, number>();
  private postings: Int32Array[] = [];
  private postingLengths = new Int32Array(1024);
  /** Per slot, its words' codes (sorted) at [wordStart, wordStart + wordCount) of `arena`. */
  private wordStart = new Int32Array(1024);
  private wordCount = new Int32Array(1024);
  private arena = new Int32Array(1 << 16);
  private used = 0;
  private abandoned = 0;
  private stale = 0;
  private held = 0;

  /** Sets a slot's words (space-separated lexemes), replacing what it held. */
  set(slot: number, words: string): void {
    this.clear(slot);
    const parts = words.split(' ');
    const sorted = new Int32Array(parts.length);
    let count = 0;
    for (const word of parts) if (word !== '') sorted[count++] = this.codeOf(word);
    sorted.subarray(0, count).sort();
    // Unique (a tsvector's lexemes are; a hand-made list may repeat one).
    let unique = 0;
    for (let i = 0; i < count; i++)
      if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i];
    const codes = sorted.subarray(0, unique);
    if (slot >= this.wordStart.length) {
      const capacity = Math.max(slot + 1, this.wordStart.length * 2);
      this.wordStart = grown(this.wordStart, capacity);
      this.wordCount = grown(this.wordCount, capacity);
    }
    if (this.used + codes.length > this.arena.length) this.compactArena(codes.length);
    this.arena.set(codes, this.used);
    this.wordStart[slot] = this.used;
    this.wordCount[slot] = codes.length;
    this.used += codes.length;
    this.held += codes.length;
    for (const code of codes) this.post(code, slot);
  }

  /** Forgets a slot's words (its listing left the model or its slot is reused). */
  clear(slot: number): void {
    if (slot >= this.wordCount.length || this.wordCount[slot] === 0) return;
    const count = this.wordCount[slot];
    this.abandoned += count;
    this.stale += count;
    this.held -= count;
    this.wordCount[slot] = 0;
    if (this.stale > STALE_REBUILD && this.stale > this.held / 2) this.rebuildPostings();
  }

  /** The slots holding every one of `words` (none for no words, as `plainto_tsquery` of nothing matches nothing). */
  matching(words: readonly string[]): SlotList {
    const codes: number[] = [];
    for (const word of words) {
      const code = this.codes.get(word);
      if (code === undefined) return new SlotList(new Int32Array(0), 0);
      codes.push(code);
    }
    if (codes.length === 0) return new SlotList(new Int32Array(0), 0);
    codes.sort((a, b) => this.postingLengths[a] - this.postingLengths[b]);
    const posting = this.postings[codes[0]];
    const length = this.postingLengths[codes[0]];
    const found = new Int32Array(length);
    const marks = new Uint8Array(this.wordStart.length);
    // With nothing left behind by changes, the posting's own word needs no check.
    const first = this.stale === 0 ? 1 : 0;
    let count = 0;
    for (let i = 0; i < length; i++) {
      const slot = posting[i];
      if (marks[slot] === 1) continue; // posted twice (its words were set again)
      let all = true;
      for (let c = first; c < codes.length && all; c++) all = this.holds(slot, codes[c]);
      if (!all) continue;
      marks[slot] = 1;
      found[count++] = slot;
    }
    return new SlotList(found.subarray(0, count), count, marks);
  }

  private holds(slot: number, code: number): boolean {
    let from = this.wordStart[slot];
    let to = from + this.wordCount[slot];
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (this.arena[mid] < code) from = mid + 1;
      else to = mid;
    }
    return from < this.wordStart[slot] + this.wordCount[slot] && this.arena[from] === code;
  }

  private codeOf(word: string): number {
    let code = this.codes.get(word);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(word, code);
      if (code === this.postingLengths.length)
        this.postingLengths = grown(this.postingLengths, code * 2);
      this.postings.push(new Int32Array(4));
    }
    return code;
  }

  private post(code: number, slot: number): void {
    const length = this.postingLengths[code];
    if (length === this.postings[code].length)
      this.postings[code] = grown(this.postings[code], length * 2);
    this.postings[code][length] = slot;
    this.postingLengths[code] = length + 1;
  }

  /** Gives back the room growth left (after a bulk load): postings and words as they are, plus an eighth. */
  trim(): void {
    this.compactArena(0, 1.125);
    for (let code = 0; code < this.postings.length; code++) {
      const length = this.postingLengths[code];
      const room = Math.max(4, Math.ceil(length * 1.125));
      if (this.postings[code].length > room)
        this.postings[code] = this.postings[code].slice(0, room);
    }
  }

  /** Rewrites the slots' words without the abandoned ones, with room for `more` (times `growth`). */
  private compactArena(more: number, growth = 2): void {
    const live = this.used - this.abandoned;
    const next = new Int32Array(Math.max(1 << 16, Math.ceil((live + more) * growth)));
    let at = 0;
    for (let slot = 0; slot < this.wordCount.length; slot++) {
      const count = this.wordCount[slot];
      if (count === 0) continue;
      next.set(this.arena.subarray(this.wordStart[slot], this.wordStart[slot] + count), at);
      this.wordStart[slot] = at;
      at += count;
    }
    this.arena = next;
    this.used = at;
    this.abandoned = 0;
  }

  /** Postings again from the slots' current words: drops what changes left behind. */
  private rebuildPostings(): void {
    this.postingLengths.fill(0);
    for (let slot = 0; slot < this.wordCount.length; slot++) {
      const start = this.wordStart[slot];
      for (let i = 0; i < this.wordCount[slot]; i++) this.post(this.arena[start + i], slot);
    }
    this.stale = 0;
  }
}

/** Slots as a list to read in turn and a mark per slot to test (the text filter's matches). */
export class SlotList implements Iterable<number> {
  constructor(
    readonly slots: Int32Array,
    readonly size: number,
    private readonly marks: Uint8Array = new Uint8Array(0),
  ) {}

  has(slot: number): boolean {
    return this.marks[slot] === 1;
  }

  [Symbol.iterator](): Iterator<number> {
    return this.slots[Symbol.iterator]();
  }
}
