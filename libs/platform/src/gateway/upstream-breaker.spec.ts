import { UpstreamBreaker } from './upstream-breaker.js';

describe('UpstreamBreaker', () => {
  let now = 0;
  const breaker = () => new UpstreamBreaker('listings', 3, 10_000, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('stays closed through failures below the threshold and forgets them on an answer', () => {
    const b = breaker();
    b.failed();
    b.failed();
    expect(b.allow()).toBe(true);
    b.succeeded();
    b.failed();
    b.failed();
    expect(b.state).toBe('closed');
  });

  it('opens after the threshold of consecutive failures and refuses until the open time has passed', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failed();
    expect(b.state).toBe('open');
    expect(b.allow()).toBe(false);
    expect(b.retryAfterSeconds()).toBe(10);
    now += 9_999;
    expect(b.allow()).toBe(false);
  });

  it('lets one trial through when half-open: an answer closes it, a failure opens it again', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failed();
    now += 10_000;
    expect(b.state).toBe('half-open');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false); // one trial at a time
    b.failed();
    expect(b.state).toBe('open');
    now += 10_000;
    expect(b.allow()).toBe(true);
    b.succeeded();
    expect(b.state).toBe('closed');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(true);
  });
});
