// Recent selections of one snapshot. Two generations of plain Maps rather than a linked LRU list:
// a miss costs two lookups and one insert with nothing to relink, which matters because nearly
// every request is a miss (the cache pays off for the repeats: retries, the same phrase twice).
// Whatever was stored or hit within the last `keep` distinct keys is always still there.

export class ResultCache<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();

  constructor(private readonly keep: number) {}

  get(key: string): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    // Used again: back among the young, so that it outlives the next turnover.
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, value: V): void {
    if (this.young.size >= this.keep) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }

  /** Entries held: between `keep` (once as many were stored) and twice that. */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
