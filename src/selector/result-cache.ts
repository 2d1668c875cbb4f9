// Recent selections of one snapshot. Two generations of plain Maps rather than a linked LRU list:
// a miss costs two lookups and one insert with nothing to relink, which matters because nearly
// every request is a miss (the cache pays off for the repeats: retries, the same phrase twice).
// Whatever was stored or hit within the last `keep` distinct keys is always still there.
//
// A key is a scope (language and enabled apps) and the request text, kept apart: the text is
// the request's own string, whose hash the engine works out once, where a joined key would be
// a new string to copy and hash on every request. The text is the raw one, not its folded form
// as the selector issue suggested: a free-text slot keeps the words as spoken, so "add Milk" and
// "add milk" have different answers. Each snapshot owns its cache, which keys it by generation.

type Generation<V> = Map<string, Map<string, V>>;

export class ResultCache<V> {
  private young: Generation<V> = new Map();
  private old: Generation<V> = new Map();
  private youngSize = 0;
  private oldSize = 0;

  constructor(private readonly keep: number) {}

  get(scope: string, text: string): V | undefined {
    const hit = this.young.get(scope)?.get(text);
    if (hit !== undefined) return hit;
    const aged = this.old.get(scope)?.get(text);
    // Used again: back among the young, so that it outlives the next turnover.
    if (aged !== undefined) this.set(scope, text, aged);
    return aged;
  }

  set(scope: string, text: string, value: V): void {
    if (this.youngSize >= this.keep) {
      this.old = this.young;
      this.oldSize = this.youngSize;
      this.young = new Map();
      this.youngSize = 0;
    }
    let texts = this.young.get(scope);
    if (texts === undefined) this.young.set(scope, (texts = new Map()));
    const before = texts.size;
    texts.set(text, value);
    this.youngSize += texts.size - before;
  }

  /** Entries held: between `keep` (once as many were stored) and twice that. */
  get size(): number {
    return this.youngSize + this.oldSize;
  }
}
