import { milesBetween } from '../../geo/zip-locator.js';
import {
  type Body,
  error,
  FakeElasticsearch,
  type RecordedRequest,
} from './fake-elasticsearch.test-support.js';

type Source = Body;

interface StoredIndex {
  properties: Record<string, { type?: string }>;
  docs: Map<string, { source: Source; version: number }>;
  /** Versions of deleted documents, which external versioning still compares against. */
  deleted: Map<string, number>;
}

/**
 * An in-memory stand-in for the small part of Elasticsearch the listing index uses, so the
 * contract suite can exercise the adapter's logic (query composition, post_filter versus
 * aggregations, cursors, versioning, tombstones) where no cluster runs. It follows the
 * documented semantics of what it supports and is stricter than Elasticsearch in one way:
 * a query, sort or aggregation on an unmapped field is an error, so a typo cannot pass as
 * "no matches". It proves the adapter given those semantics, not Elasticsearch itself;
 * the int-spec does that against a real cluster.
 */
export class ElasticsearchEmulator {
  readonly fake = new FakeElasticsearch();
  readonly client = this.fake.client;
  readonly indices = new Map<string, StoredIndex>();
  readonly aliases = new Map<string, string[]>();
  private readonly tasks = new Map<string, Body>();
  /** Runs after each `_reindex` copy (numbered from 1): lets a test write "meanwhile". */
  afterReindex?: (call: number) => void;

  constructor() {
    const f = this.fake;
    f.on('HEAD', '/_alias/:name', (r) =>
      this.aliases.has(last(r)) ? {} : error(404, 'aliases_not_found_exception'),
    );
    f.on('GET', '/_alias/:name', (r) => {
      const targets = this.aliases.get(last(r));
      if (!targets) return error(404, 'aliases_not_found_exception');
      return Object.fromEntries(targets.map((index) => [index, { aliases: { [last(r)]: {} } }]));
    });
    f.on('HEAD', '/:index', (r) =>
      this.indices.has(last(r)) ? {} : error(404, 'index_not_found_exception'),
    );
    f.on('PUT', '/:index', (r) => this.create(last(r), r.body as Body));
    f.on('DELETE', '/:index', (r) => {
      for (const name of last(r).split(',')) {
        this.indices.delete(name);
        for (const [alias, targets] of this.aliases)
          this.aliases.set(
            alias,
            targets.filter((t) => t !== name),
          );
      }
      return { acknowledged: true };
    });
    f.on('POST', '/_aliases', (r) => {
      for (const action of (r.body as Body).actions as Body[]) {
        const [[kind, { index, alias }]] = Object.entries(action) as [string, Body][];
        const targets = (this.aliases.get(alias) ?? []).filter((t) => t !== index);
        this.aliases.set(alias, kind === 'add' ? [...targets, index] : targets);
      }
      return { acknowledged: true };
    });
    f.on('POST', '/:index/_mget', (r) => ({
      docs: ((r.body as Body).ids as string[]).map((id) => {
        const name = this.resolve(r.path.split('/')[1]);
        const held = this.indices.get(name)!.docs.get(id);
        return held
          ? {
              _index: name,
              _id: id,
              found: true,
              _version: held.version,
              _source: pick(held.source, r.querystring._source?.split(',')),
            }
          : { _index: name, _id: id, found: false };
      }),
    }));
    f.on('POST', '/_bulk', (r) => this.bulk(r.body as Body[]));
    f.on('PUT', '/:index/_doc/:id', (r) => this.single('index', r));
    f.on('DELETE', '/:index/_doc/:id', (r) => this.single('delete', r));
    f.on('POST', '/:index/_search', (r) =>
      this.search(this.resolve(r.path.split('/')[1]), r.body as Body),
    );
    f.on('POST', '/_reindex', (r) => this.reindex(r.body as Body));
    f.on(
      'GET',
      '/_tasks/:id',
      (r) => this.tasks.get(last(r)) ?? error(404, 'resource_not_found_exception'),
    );
    f.on('GET', '/_cluster/health/:index', { status: 'green' });
  }

  private create(name: string, body: Body) {
    if (this.indices.has(name) || this.aliases.has(name))
      return error(400, 'resource_already_exists_exception');
    this.indices.set(name, {
      properties: body.mappings?.properties ?? {},
      docs: new Map(),
      deleted: new Map(),
    });
    for (const alias of Object.keys(body.aliases ?? {}))
      this.aliases.set(alias, [...(this.aliases.get(alias) ?? []), name]);
    return { acknowledged: true, index: name };
  }

  private resolve(name: string): string {
    const targets = this.aliases.get(name);
    if (targets) {
      if (targets.length !== 1) throw new Error(`alias ${name} has ${targets.length} indices`);
      return targets[0];
    }
    if (!this.indices.has(name)) throw new Error(`no index ${name}`);
    return name;
  }

  /** One write with external versioning: the status and the error, if any. */
  write(
    kind: 'index' | 'delete',
    meta: Body,
    source?: Source,
  ): { status: number; error?: Body; result?: string } {
    const index = this.indices.get(this.resolve(meta._index))!;
    const id = String(meta._id);
    const version = Number(meta.version);
    if (meta.version_type !== 'external' || !Number.isInteger(version))
      throw new Error('the emulator only takes external versions');
    const current = index.docs.get(id)?.version ?? index.deleted.get(id);
    if (kind === 'delete') {
      if (!index.docs.has(id)) {
        index.deleted.set(id, Math.max(version, index.deleted.get(id) ?? version));
        return { status: 404, result: 'not_found' };
      }
      if (version <= current!)
        return { status: 409, error: { type: 'version_conflict_engine_exception' } };
      index.docs.delete(id);
      index.deleted.set(id, version);
      return { status: 200, result: 'deleted' };
    }
    if (current !== undefined && version <= current)
      return { status: 409, error: { type: 'version_conflict_engine_exception' } };
    const unmapped = Object.keys(source!).find((field) => !(field in index.properties));
    if (unmapped)
      return { status: 400, error: { type: 'strict_dynamic_mapping_exception', reason: unmapped } };
    index.docs.set(id, { source: structuredClone(source!), version });
    index.deleted.delete(id);
    return {
      status: current === undefined ? 201 : 200,
      result: current === undefined ? 'created' : 'updated',
    };
  }

  private bulk(lines: Body[]) {
    const items: Body[] = [];
    for (let i = 0; i < lines.length; i++) {
      const [[kind, meta]] = Object.entries(lines[i]) as [['index' | 'delete', Body]];
      const outcome = this.write(kind, meta, kind === 'index' ? lines[++i] : undefined);
      items.push({ [kind]: { _index: meta._index, _id: meta._id, ...outcome } });
    }
    return { errors: items.some((item) => Object.values(item)[0].error), took: 1, items };
  }

  private single(kind: 'index' | 'delete', r: RecordedRequest) {
    const [, index, , id] = r.path.split('/');
    const outcome = this.write(
      kind,
      { _index: index, _id: id, ...r.querystring },
      r.body as Source,
    );
    if (outcome.status === 404)
      return { status: 404, body: { _index: index, _id: id, result: 'not_found' } };
    return outcome.status >= 400
      ? error(outcome.status, outcome.error!.type)
      : { _index: index, _id: id, result: outcome.result };
  }

  private reindex(body: Body) {
    const from = this.indices.get(this.resolve(body.source.index))!;
    let created = 0;
    let conflicts = 0;
    for (const [id, held] of from.docs) {
      if (body.source.query && !this.matches(from, body.source.query, held.source)) continue;
      const meta = {
        _index: body.dest.index,
        _id: id,
        version: held.version,
        version_type: body.dest.version_type,
      };
      const outcome = this.write('index', meta, held.source);
      if (outcome.status === 409) conflicts++;
      else created++;
    }
    const call = this.tasks.size + 1;
    const task = `emulator:${call}`;
    this.tasks.set(task, {
      completed: true,
      task: {},
      response: { created, updated: 0, version_conflicts: conflicts, failures: [] },
    });
    this.afterReindex?.(call);
    return { task };
  }

  private search(name: string, body: Body) {
    const index = this.indices.get(name)!;
    const docs = [...index.docs.entries()].map(([id, held]) => ({ id, source: held.source }));
    const matched = docs.filter((doc) =>
      this.matches(index, body.query ?? { match_all: {} }, doc.source),
    );
    const aggregations = body.aggs ? this.aggregate(index, body.aggs, matched) : undefined;
    let hits = body.post_filter
      ? matched.filter((doc) => this.matches(index, body.post_filter, doc.source))
      : matched;
    const total = hits.length;
    const sorts = ((body.sort ?? []) as Body[]).map((clause) => {
      const [[field, options]] = Object.entries(clause) as [[string, Body]];
      this.field(index, field);
      return {
        field,
        desc: options.order === 'desc',
        missing: options.missing,
        date: index.properties[field].type === 'date',
      };
    });
    const values = (source: Source) =>
      sorts.map((s) => {
        const value = source[s.field] ?? (typeof s.missing === 'number' ? s.missing : null);
        return s.date && value !== null ? Date.parse(value) : value;
      });
    const compare = (a: unknown[], b: unknown[]) => {
      for (let i = 0; i < sorts.length; i++) {
        if (a[i] === b[i]) continue;
        if (a[i] === null) return 1; // missing last
        if (b[i] === null) return -1;
        const order = (a[i] as number | string) < (b[i] as number | string) ? -1 : 1;
        return sorts[i].desc ? -order : order;
      }
      return 0;
    };
    const sorted = hits
      .map((doc) => ({ ...doc, sort: values(doc.source) }))
      .sort((a, b) => compare(a.sort, b.sort));
    const after = body.search_after as unknown[] | undefined;
    hits = after ? sorted.filter((doc) => compare(doc.sort, after) > 0) : sorted;
    return {
      took: 1,
      timed_out: false,
      hits: {
        total: { value: total, relation: 'eq' },
        hits: hits.slice(0, body.size ?? 10).map((doc) => ({
          _index: name,
          _id: doc.id,
          _source: pick(doc.source, body._source),
          ...(sorts.length ? { sort: (doc as { sort?: unknown[] }).sort } : {}),
        })),
      },
      ...(aggregations ? { aggregations } : {}),
    };
  }

  private field(index: StoredIndex, field: string): string {
    if (!(field in index.properties)) throw new Error(`unmapped field ${field}`);
    return field;
  }

  private matches(index: StoredIndex, query: Body, source: Source): boolean {
    const [[kind, spec]] = Object.entries(query) as [[string, Body]];
    const value = (field: string) => source[this.field(index, field)];
    const only = () => Object.entries(spec)[0] as [string, Body];
    switch (kind) {
      case 'match_all':
        return true;
      case 'bool': {
        const all = (list?: Body[]) => (list ?? []).every((q) => this.matches(index, q, source));
        const should = (spec.should ?? []) as Body[];
        const minimum = spec.minimum_should_match ?? (spec.filter || spec.must ? 0 : 1);
        const shouldCount = should.filter((q) => this.matches(index, q, source)).length;
        return (
          all(spec.filter) &&
          all(spec.must) &&
          !(spec.must_not ?? []).some((q: Body) => this.matches(index, q, source)) &&
          (should.length === 0 || shouldCount >= minimum)
        );
      }
      case 'term': {
        const [field, expected] = only();
        return value(field) === expected;
      }
      case 'terms': {
        const [field, list] = only();
        return (list as unknown[]).includes(value(field));
      }
      case 'range': {
        const [field, bounds] = only();
        const raw = value(field);
        if (raw === null || raw === undefined) return false;
        const date = index.properties[field].type === 'date';
        const n = (v: unknown) => (date ? Date.parse(String(v)) : Number(v));
        const x = n(raw);
        return (
          (bounds.gt === undefined || x > n(bounds.gt)) &&
          (bounds.gte === undefined || x >= n(bounds.gte)) &&
          (bounds.lt === undefined || x < n(bounds.lt)) &&
          (bounds.lte === undefined || x <= n(bounds.lte))
        );
      }
      case 'prefix': {
        const [field, options] = only();
        const raw = value(field);
        if (typeof raw !== 'string') return false;
        return options.case_insensitive
          ? raw.toLowerCase().startsWith(options.value.toLowerCase())
          : raw.startsWith(options.value);
      }
      case 'wildcard': {
        const [field, options] = only();
        const raw = value(field);
        if (typeof raw !== 'string') return false;
        const pattern = (options.value as string).replace(
          /\\(.)|([*?])|([^\\*?]+)/g,
          (_m, escaped, wild, text) =>
            escaped !== undefined
              ? escapeRegex(escaped)
              : wild
                ? wild === '*'
                  ? '.*'
                  : '.'
                : escapeRegex(text),
        );
        return new RegExp(`^${pattern}$`, 's').test(raw);
      }
      case 'match': {
        const [field, options] = only();
        const held = new Set(tokens(String(value(field) ?? '')));
        const wanted = tokens(options.query);
        return options.operator === 'and'
          ? wanted.every((t) => held.has(t))
          : wanted.some((t) => held.has(t));
      }
      case 'geo_distance': {
        const { distance, ...rest } = spec;
        const [[field, centre]] = Object.entries(rest) as [[string, { lat: number; lon: number }]];
        const point = value(field);
        const miles = /^([\d.]+)mi$/.exec(distance);
        if (!miles) throw new Error(`the emulator reads distances in miles, not ${distance}`);
        return Boolean(point) && milesBetween(centre, point) <= Number(miles[1]);
      }
      default:
        throw new Error(`the emulator does not know the ${kind} query`);
    }
  }

  private aggregate(
    index: StoredIndex,
    aggs: Record<string, Body>,
    docs: { source: Source }[],
  ): Body {
    return Object.fromEntries(
      Object.entries(aggs).map(([name, spec]) => [name, this.aggregation(index, spec, docs)]),
    );
  }

  private aggregation(index: StoredIndex, spec: Body, docs: { source: Source }[]): Body {
    const sub = (subset: { source: Source }[]) =>
      spec.aggs ? this.aggregate(index, spec.aggs, subset) : {};
    if (spec.filter) {
      const subset = docs.filter((doc) => this.matches(index, spec.filter, doc.source));
      return { doc_count: subset.length, ...sub(subset) };
    }
    if (spec.filters) {
      const named = spec.filters.filters as Record<string, Body>;
      return {
        buckets: Object.fromEntries(
          Object.entries(named).map(([key, query]) => {
            const subset = docs.filter((doc) => this.matches(index, query, doc.source));
            return [key, { doc_count: subset.length, ...sub(subset) }];
          }),
        ),
      };
    }
    const multi = spec.multi_terms as Body | undefined;
    const terms = multi ? (multi.terms as Body[]) : [spec.terms as Body];
    const options = multi ?? spec.terms;
    const groups = new Map<string, { key: unknown; docs: { source: Source }[] }>();
    for (const doc of docs) {
      const key = terms.map((t) => doc.source[this.field(index, t.field)] ?? t.missing ?? null);
      if (key.some((k) => k === null)) continue;
      const id = JSON.stringify(key);
      if (!groups.has(id)) groups.set(id, { key: multi ? key : key[0], docs: [] });
      groups.get(id)!.docs.push(doc);
    }
    const orders = ([] as Body[]).concat(options.order ?? [{ _count: 'desc' }, { _key: 'asc' }]);
    const buckets = [...groups.values()].sort((a, b) => {
      for (const order of orders) {
        const [[by, direction]] = Object.entries(order) as [[string, string]];
        const [x, y] =
          by === '_count'
            ? [a.docs.length, b.docs.length]
            : [JSON.stringify(a.key), JSON.stringify(b.key)];
        if (x !== y) return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1);
      }
      return 0;
    });
    return {
      buckets: buckets
        .slice(0, options.size ?? 10)
        .map((group) => ({ key: group.key, doc_count: group.docs.length, ...sub(group.docs) })),
    };
  }
}

const last = (r: RecordedRequest) => r.path.split('/').at(-1)!;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The standard analyzer, as far as these tests need it: lowercase words. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function pick(source: Source, fields: string[] | string | undefined): Source {
  if (fields === undefined) return structuredClone(source);
  const list = Array.isArray(fields) ? fields : [fields];
  return Object.fromEntries(
    list.filter((f) => f in source).map((f) => [f, structuredClone(source[f])]),
  );
}
