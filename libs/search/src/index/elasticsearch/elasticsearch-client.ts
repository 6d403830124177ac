import { Client } from '@elastic/elasticsearch';

/** Where the cluster is and how to sign in (ELASTICSEARCH_URL, ELASTICSEARCH_API_KEY, ...). */
export interface ElasticsearchConnection {
  url: string;
  /** An API key (the base64 "id:key" Kibana shows); wins over username and password. */
  apiKey?: string;
  username?: string;
  password?: string;
  /** Per-request timeout for writes and admin calls; searches have their own, shorter one. */
  requestTimeoutMs?: number;
}

export function createElasticsearchClient(connection: ElasticsearchConnection): Client {
  const auth = connection.apiKey
    ? { apiKey: connection.apiKey }
    : connection.username
      ? { username: connection.username, password: connection.password ?? '' }
      : undefined;
  return new Client({
    node: connection.url,
    ...(auth ? { auth } : {}),
    requestTimeout: connection.requestTimeoutMs ?? 30_000,
    maxRetries: 2,
  });
}
