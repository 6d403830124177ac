/**
 * Caches prom-client's labelled children by their label values: `metric.labels(...)` hashes
 * and validates the labels on every call, which is most of the cost of recording on the
 * request path. Label values are bounded by construction; the cap only guards memory if
 * that ever stops being true (past it, children are looked up uncached).
 */
export class LabelledChildren<Child> {
  private readonly children = new Map<string, Child>();

  constructor(
    private readonly create: (...labels: string[]) => Child,
    private readonly cap = 5_000,
  ) {}

  get(...labels: string[]): Child {
    const key = labels.join('\u0000');
    let child = this.children.get(key);
    if (child === undefined) {
      child = this.create(...labels);
      if (this.children.size < this.cap) this.children.set(key, child);
    }
    return child;
  }
}
