import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicAnswers } from './public-answers.js';

/** A request the edge may replay, and a reply that records what it was sent. */
function exchange(url: string) {
  const request = { method: 'GET', url, headers: {} } as unknown as FastifyRequest;
  const sent: unknown[] = [];
  const reply = {
    request,
    statusCode: 200,
    getHeaders: () => ({ 'content-type': 'application/json' }),
    headers() {
      return this;
    },
    send(body: unknown) {
      sent.push(body);
      return this;
    },
  } as unknown as FastifyReply;
  return { request, reply, sent };
}

describe('PublicAnswers replay watchers', () => {
  it("tells a route's watcher of each replayed answer (the handler does not run then), and only that route's", () => {
    const answers = new PublicAnswers();
    answers.register('/api/search/listings', () => 1);
    answers.register('/api/search/featured', () => 1);
    let searches = 0;
    answers.onReplay('/api/search/listings', () => (searches += 1));

    // The first search is answered by the handler and kept.
    const first = exchange('/api/search/listings?q=civic');
    expect(answers.begin(first.request)).toBe(1);
    answers.capture(first.request, first.reply, '{"items":[]}');
    expect(searches).toBe(0);

    // The same search again: replayed, and counted.
    for (let i = 0; i < 2; i++) {
      const again = exchange('/api/search/listings?q=civic');
      answers.begin(again.request);
      const kept = answers.find(again.request);
      expect(kept).not.toBeNull();
      answers.replay(again.reply, kept!);
      expect(again.sent).toHaveLength(1);
    }
    expect(searches).toBe(2);

    // Another route's replays are not this watcher's.
    const featured = exchange('/api/search/featured');
    answers.begin(featured.request);
    answers.capture(featured.request, featured.reply, '{"items":[]}');
    const replayed = exchange('/api/search/featured');
    answers.begin(replayed.request);
    answers.replay(replayed.reply, answers.find(replayed.request)!);
    expect(searches).toBe(2);
  });
});
