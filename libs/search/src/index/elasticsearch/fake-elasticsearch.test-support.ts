import { createRequire } from 'node:module';
import { Client } from '@elastic/elasticsearch';
import type * as MockModule from '@elastic/elasticsearch-mock';

/** A JSON body of any shape; the assertions are the type check. */
export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the client sent, as the mock parsed it (ndjson bodies become arrays). */
export interface RecordedRequest {
  method: string;
  path: string;
  querystring: Record<string, string>;
  body: unknown;
}

type Reply = Record<string, unknown> | { status: number; body: Record<string, unknown> };

const require = createRequire(import.meta.url);
// A CommonJS package whose typings declare an ES default export: load it as what it is.
const Mock = require('@elastic/elasticsearch-mock') as typeof MockModule.default.default;
// The mock recognises error replies by its own (CommonJS) copy of the client's error class.
const cjs = require('@elastic/elasticsearch') as {
  errors: { ResponseError: new (meta: Record<string, unknown>) => Error };
};

/**
 * A client whose requests are answered by @elastic/elasticsearch-mock and recorded, so a
 * unit test can assert what an adapter sends and feed it the answers a cluster would give.
 */
export class FakeElasticsearch {
  readonly requests: RecordedRequest[] = [];
  readonly client: Client;
  private readonly mock = new Mock();

  constructor() {
    // The mock's connection cannot close; a client that closes its pool needs that.
    class Connection extends this.mock.getConnection() {
      override async close(): Promise<void> {}
    }
    this.client = new Client({
      node: 'http://localhost:9200',
      // The mock is typed against the CommonJS build of the transport, the client the ESM one.
      Connection: Connection as unknown as NonNullable<
        ConstructorParameters<typeof Client>[0]
      >['Connection'],
      maxRetries: 0,
    });
  }

  /** Answers `method path` (find-my-way syntax: `/:index/_doc/:id`) with `reply`. */
  on(method: string, path: string, reply: Reply | ((request: RecordedRequest) => Reply)): this {
    this.mock.clear({ method, path });
    this.mock.add({ method, path }, (params) => {
      const request = params as unknown as RecordedRequest;
      this.requests.push(request);
      let answer: Reply;
      try {
        answer = typeof reply === 'function' ? reply(request) : reply;
      } catch (failure) {
        // A resolver that throws would crash the mock; answer as a failing cluster would.
        answer = error(500, 'fake_elasticsearch_exception', String(failure));
      }
      if ('status' in answer && typeof answer.status === 'number') {
        const failure = answer as { status: number; body: Record<string, unknown> };
        return new cjs.errors.ResponseError({
          body: failure.body,
          statusCode: failure.status,
          headers: {},
          warnings: null,
          meta: {},
        }) as unknown as Record<string, unknown>;
      }
      return answer;
    });
    return this;
  }

  /** The recorded requests to one path (exact match). */
  to(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** The body of the only request to a path. */
  bodyOf<T = Body>(method: string, path: string): T {
    const matching = this.to(method, path);
    if (matching.length !== 1)
      throw new Error(`expected one ${method} ${path}, saw ${matching.length}`);
    return matching[0].body as T;
  }
}

export const error = (status: number, type: string, reason = type) => ({
  status,
  body: { error: { type, reason }, status },
});
