// The nodes an incremental evaluation still has to visit, smallest index first, each at most
// once: a binary heap over a fixed array, with a flag per node for "already queued". One queue
// per evaluation plan, reused by every evaluation of it, so that re-evaluating after one answer
// allocates nothing in proportion to the interview (a fresh array of one flag per node cost more
// than the evaluation itself); `clear` leaves it empty, in time proportional to what it held.
export class NodeQueue {
  private readonly heap: Int32Array;
  private readonly queued: Uint8Array;
  private size = 0;

  constructor(capacity: number) {
    this.heap = new Int32Array(capacity);
    this.queued = new Uint8Array(capacity);
  }

  add(node: number): void {
    if (this.queued[node] === 1) return;
    this.queued[node] = 1;
    const heap = this.heap;
    let child = this.size++;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      const above = heap[parent] as number;
      if (above <= node) break;
      heap[child] = above;
      child = parent;
    }
    heap[child] = node;
  }

  addAll(nodes: readonly number[]): void {
    for (let i = 0; i < nodes.length; i++) this.add(nodes[i] as number);
  }

  // The smallest queued node, or -1 when none is left. A popped node may be queued again.
  pop(): number {
    if (this.size === 0) return -1;
    const heap = this.heap;
    const top = heap[0] as number;
    this.queued[top] = 0;
    const size = --this.size;
    if (size > 0) {
      const last = heap[size] as number;
      let parent = 0;
      for (;;) {
        let child = 2 * parent + 1;
        if (child >= size) break;
        const right = child + 1;
        if (right < size && (heap[right] as number) < (heap[child] as number)) child = right;
        if ((heap[child] as number) >= last) break;
        heap[parent] = heap[child] as number;
        parent = child;
      }
      heap[parent] = last;
    }
    return top;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.queued[this.heap[i] as number] = 0;
    this.size = 0;
  }
}
