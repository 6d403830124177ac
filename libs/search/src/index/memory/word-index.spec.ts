import { WordIndex } from './word-index.js';

describe('WordIndex', () => {
  it('matches the slots holding every word, through replacements, removals and rebuilds', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const vocabulary = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const index = new WordIndex();
    const held = new Map<number, Set<string>>();
    for (let step = 0; step < 60_000; step++) {
      const slot = Math.floor(random() * 3_000);
      if (random() < 0.3) {
        index.clear(slot);
        held.delete(slot);
      } else {
        // Few words from a small vocabulary, some repeated: many slots share each word.
        const words = Array.from(
          { length: 1 + Math.floor(random() * 6) },
          () => vocabulary[Math.floor(random() * (random() < 0.5 ? 5 : vocabulary.length))],
        );
        index.set(slot, words.join(' '));
        held.set(slot, new Set(words));
      }
    }
    const expected = (words: string[]) =>
      [...held]
        .filter(([, set]) => words.length > 0 && words.every((word) => set.has(word)))
        .map(([slot]) => slot)
        .sort((a, b) => a - b);
    for (const words of [['w0'], ['w1', 'w3'], ['w7', 'w0', 'w2'], ['w39'], ['nope'], []]) {
      const found = index.matching(words);
      expect([...found].sort((a, b) => a - b)).toEqual(expected(words));
      for (const slot of expected(words)) expect(found.has(slot)).toBe(true);
      expect(found.size).toBe(expected(words).length);
    }
    expect(expected(['w0']).length).toBeGreaterThan(100);
  });

  it('answers from a posting alone while no change has left anything behind', () => {
    const index = new WordIndex();
    index.set(0, 'heated seats sunroof');
    index.set(1, 'sunroof');
    index.set(2, 'heated heated mirrors');
    expect([...index.matching(['sunroof'])]).toEqual([0, 1]);
    expect([...index.matching(['heated'])]).toEqual([0, 2]);
    expect([...index.matching(['heated', 'sunroof'])]).toEqual([0]);
    index.set(1, 'mirrors'); // slot 1's "sunroof" entry is left behind, and checked from now on
    expect([...index.matching(['sunroof'])]).toEqual([0]);
    expect([...index.matching(['mirrors'])].sort()).toEqual([1, 2]);
  });
});
