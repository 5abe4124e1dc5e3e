// Orders nodes 0..n-1 so that each comes after the nodes it depends on, keeping the original
// order wherever the dependencies allow. Nodes caught in a cycle are released in original order.
export function sortTopologically(dependencies: readonly (readonly number[])[]): number[] {
  const count = dependencies.length;
  // Usual case: conditions only look back, so the original order already works.
  if (dependencies.every((needed, node) => needed.every((source) => source < node))) {
    return Array.from({ length: count }, (_, node) => node);
  }
  const waitingOn = dependencies.map((needed) => needed.length);
  const dependents: number[][] = dependencies.map(() => []);
  dependencies.forEach((needed, node) => {
    for (const source of needed) dependents[source]?.push(node);
  });
  const ready = new MinHeap();
  waitingOn.forEach((waiting, node) => {
    if (waiting === 0) ready.push(node);
  });
  const emitted = new Uint8Array(count);
  const order: number[] = [];
  let nextStalled = 0;
  while (order.length < count) {
    let node = ready.pop();
    if (node === undefined) {
      while (emitted[nextStalled]) nextStalled += 1;
      node = nextStalled;
    }
    if (emitted[node]) continue;
    emitted[node] = 1;
    order.push(node);
    for (const dependent of dependents[node] ?? []) {
      waitingOn[dependent] = (waitingOn[dependent] ?? 0) - 1;
      if (waitingOn[dependent] === 0 && !emitted[dependent]) ready.push(dependent);
    }
  }
  return order;
}

class MinHeap {
  private readonly items: number[] = [];

  push(value: number): void {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent] as number) <= value) break;
      items[i] = items[parent] as number;
      i = parent;
    }
    items[i] = value;
  }

  pop(): number | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (last === undefined || items.length === 0) return top;
    // Sift `last` down from the root.
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      let smallestValue = last;
      if (left < items.length && (items[left] as number) < smallestValue) {
        smallest = left;
        smallestValue = items[left] as number;
      }
      if (right < items.length && (items[right] as number) < smallestValue) {
        smallest = right;
      }
      if (smallest === i) break;
      items[i] = items[smallest] as number;
      i = smallest;
    }
    items[i] = last;
    return top;
  }
}
