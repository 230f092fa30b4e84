/**
 * Product id → snapshot index. Ids come from an auto-increment column, so they are nearly dense:
 * an Int32Array indexed by id costs 4 bytes an id where a Map costs tens of bytes an entry.
 */
export class IdIndex {
  private readonly dense: Int32Array | null;
  private readonly sparse: Map<number, number> | null;

  /** `ids` ascending. */
  constructor(ids: Int32Array) {
    const max = ids.length === 0 ? 0 : (ids[ids.length - 1] as number);
    if (max <= ids.length * 4 + 1024) {
      this.dense = new Int32Array(max + 1).fill(-1);
      ids.forEach((id, p) => ((this.dense as Int32Array)[id] = p));
      this.sparse = null;
    } else {
      this.dense = null;
      this.sparse = new Map(Array.from(ids, (id, p) => [id, p]));
    }
  }

  get(id: number): number | undefined {
    if (this.sparse !== null) return this.sparse.get(id);
    const p = Number.isInteger(id) && id >= 0 ? this.dense?.[id] : undefined;
    return p === undefined || p < 0 ? undefined : p;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }
}

/** Product url → snapshot index, by binary search over the urls in sorted order. */
export class UrlIndex {
  /** Product indexes in url order (given when the index was sorted elsewhere, decision 082). */
  readonly order: Int32Array;

  constructor(
    private readonly urls: readonly string[],
    order?: Int32Array,
  ) {
    this.order =
      order ??
      Int32Array.from({ length: urls.length }, (_, i) => i).sort((a, b) =>
        (urls[a] as string) < (urls[b] as string)
          ? -1
          : (urls[a] as string) > (urls[b] as string)
            ? 1
            : a - b,
      );
  }

  get(url: string): number | undefined {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.urls[this.order[middle] as number] as string) < url) low = middle + 1;
      else high = middle;
    }
    const p = this.order[low];
    return p !== undefined && this.urls[p] === url ? p : undefined;
  }
}
