import { csvField, listingReport, REPORT_HEADER } from './listing-report.js';
import type { ListingRecord } from '../repositories/listing.repository.js';

describe('listing CSV report', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('reads page after page until an empty one, in id order', async () => {
    const listing = (id: string) =>
      ({
        id,
        title: `Car ${id}`,
        createdAt: new Date('2026-01-02T03:04:05Z'),
      }) as unknown as ListingRecord;
    const pages = [[listing('a'), listing('b')], [listing('c')], []];
    const asked: (string | undefined)[] = [];
    let chunks = '';
    for await (const chunk of listingReport(async (after) => {
      asked.push(after);
      return pages.shift() ?? [];
    }))
      chunks += chunk;
    expect(asked).toEqual([undefined, 'b', 'c']);
    const lines = chunks.trim().split('\r\n');
    expect(`${lines[0]}\r\n`).toBe(REPORT_HEADER);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Car c');
  });
});
