import { chooseLogFormat, isRoutine, prettyDestination } from './log-format.js';

describe('chooseLogFormat', () => {
  it('is pretty on the terminal of a development process', () => {
    expect(chooseLogFormat('auto', {}, { isTTY: true })).toBe('pretty');
    expect(chooseLogFormat('auto', { NODE_ENV: 'development' }, { isTTY: true })).toBe('pretty');
  });

  it('is JSON when stdout is not a TTY (a pipe, a file, a log collector)', () => {
    expect(chooseLogFormat('auto', {}, { isTTY: false })).toBe('json');
    expect(chooseLogFormat('auto', {}, {})).toBe('json');
  });

  it("is JSON in the product's containers even with a TTY (production images, pods)", () => {
    expect(chooseLogFormat('auto', { NODE_ENV: 'production' }, { isTTY: true })).toBe('json');
    expect(chooseLogFormat('auto', { KUBERNETES_SERVICE_HOST: '10.0.0.1' }, { isTTY: true })).toBe(
      'json',
    );
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(chooseLogFormat('json', {}, { isTTY: true })).toBe('json');
    expect(chooseLogFormat('pretty', { NODE_ENV: 'production' }, { isTTY: false })).toBe('pretty');
  });
});

describe('prettyDestination', () => {
  function printed(level: string, lines: object[]): string {
    let out = '';
    const destination = prettyDestination(level, (text) => (out += text), false);
    for (const line of lines)
      destination.write(
        JSON.stringify({ time: Date.UTC(2026, 0, 1), service: 'marketplace', ...line }) + '\n',
      );
    return out;
  }

  it('prints a short line with the level, context and message, without the service and trace ids', () => {
    const out = printed('info', [
      { level: 30, context: 'demo', msg: 'Demo marketplace ready', traceId: 'a'.repeat(32) },
    ]);
    expect(out).toMatch(/INFO.*\(demo\) Demo marketplace ready/);
    expect(out).not.toContain('aaaa');
    expect(out).not.toContain('marketplace"');
  });

  it('leaves out every request, every handled event and Nest start-up chatter at info', () => {
    const out = printed('info', [
      { level: 30, msg: 'request completed', route: '/api/search/listings', status: 200 },
      { level: 30, msg: 'event handled', type: 'listings.listing.published' },
      { level: 30, context: 'RouterExplorer', msg: 'Mapped {/api/health, GET} route' },
    ]);
    expect(out).toBe('');
  });

  it('always prints warnings and errors, even routine ones', () => {
    const out = printed('info', [
      { level: 50, msg: 'request completed', status: 500 },
      { level: 40, msg: 'Kafka producer not connected yet; publishing will retry' },
    ]);
    expect(out).toContain('ERROR');
    expect(out).toContain('WARN');
  });

  it('prints the routine lines too at LOG_LEVEL=debug', () => {
    expect(printed('debug', [{ level: 30, msg: 'request completed', status: 200 }])).toContain(
      'request completed',
    );
  });

  it('classifies lines by level, context and message', () => {
    expect(isRoutine({ level: 30, msg: 'event handled' })).toBe(true);
    expect(isRoutine({ level: 30, msg: 'identity: schema up to date' })).toBe(true);
    expect(isRoutine({ level: 30, msg: 'identity: 2 migration(s) applied' })).toBe(false);
    expect(isRoutine({ level: 40, msg: 'event handled' })).toBe(false);
  });
});
