import { context, trace } from '@opentelemetry/api';
import { LogSink } from '../observability/observability.test-support.js';
import { contextFrom } from '../observability/trace-context.js';
import { installTracing, tracer } from '../observability/tracing.js';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  beforeAll(() => {
    installTracing({ serviceName: 'unit', asyncContext: true });
  });

  function logged(
    write: (logger: ReturnType<typeof createLogger>) => void,
  ): Record<string, unknown>[] {
    const sink = new LogSink();
    write(createLogger('svc', 'info', sink));
    return sink.lines;
  }

  it('writes JSON lines naming the service, with an ISO time', () => {
    const [line] = logged((logger) => logger.info({ a: 1 }, 'hello'));
    expect(line).toMatchObject({ service: 'svc', a: 1, msg: 'hello', level: 30 });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('never writes credentials, cookies, tokens or passwords', () => {
    const secrets = [
      's3cret-pass',
      'Bearer abc.def.ghi',
      'sid=cookie-value',
      'reset-token-1',
      'new-pass-2',
      'refresh-3',
    ];
    const [line] = logged((logger) =>
      logger.info(
        {
          password: secrets[0],
          req: { headers: { authorization: secrets[1], cookie: secrets[2], host: 'kept.example' } },
          res: { headers: { 'set-cookie': secrets[2] } },
          body: { token: secrets[3], newPassword: secrets[4], email: 'kept@example.com' },
          data: { refreshToken: secrets[5] },
          headers: { authorization: secrets[1] },
        },
        'request',
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(line).toMatchObject({
      req: { headers: { host: 'kept.example' } },
      body: { email: 'kept@example.com' },
    });
  });

  it('adds the request id, trace id and span id of the work in progress to every line', () => {
    const traceId = 'a'.repeat(31) + 'b';
    const parent = contextFrom({
      traceparent: `00-${traceId}-${'c'.repeat(16)}-01`,
      requestId: 'req-00000001',
    });
    const span = tracer().startSpan('work', {}, parent);
    const lines = logged((logger) => {
      logger.info('outside');
      context.with(trace.setSpan(parent, span), () => logger.child({ part: 'x' }).warn('inside'));
    });
    expect(lines[0]).not.toHaveProperty('traceId');
    expect(lines[1]).toMatchObject({
      requestId: 'req-00000001',
      traceId,
      spanId: span.spanContext().spanId,
      part: 'x',
    });
  });
});
