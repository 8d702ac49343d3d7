/**
 * The first `k` items of an order without sorting every candidate: a binary
 * heap whose root is the worst item kept, so each further candidate costs one
 * comparison unless it belongs on the page. A page of 24 out of 20,000 text
 * matches then costs about n comparisons instead of n·log n.
 */
export class TopK {
  private readonly heap: number[] = [];

  /** `before(a, b) < 0` when item a comes first in the wanted order. */
  constructor(
    private readonly k: number,
    private readonly before: (a: number, b: number) => number,
  ) {}

  offer(item: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(item);
      this.siftUp(heap.length - 1);
    } else if (this.k > 0 && this.before(item, heap[0] ?? item) < 0) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The kept items, in order. */
  sorted(): number[] {
    return [...this.heap].sort(this.before);
  }

  /** Whether a is kept over b at the root, i.e. a comes later in the order. */
  private later(a: number, b: number): boolean {
    return this.before(this.heap[a] ?? 0, this.heap[b] ?? 0) > 0;
  }

  private swap(a: number, b: number): void {
    const heap = this.heap;
    const t = heap[a] ?? 0;
    heap[a] = heap[b] ?? 0;
    heap[b] = t;
  }

  private siftUp(at: number): void {
    let i = at;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.later(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(at: number): void {
    const n = this.heap.length;
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < n && this.later(left, worst)) worst = left;
      if (right < n && this.later(right, worst)) worst = right;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}
