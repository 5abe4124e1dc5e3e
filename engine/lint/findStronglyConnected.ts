// Tarjan's algorithm, iterative (interviews can be deep enough to overflow a recursive one).
// Returns, for each node 0..n-1, the id of its strongly connected component.
export function findStronglyConnected(edges: readonly (readonly number[])[]): number[] {
  const count = edges.length;
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const component = new Array<number>(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  let nextIndex = 0;
  let nextComponent = 0;
  for (let start = 0; start < count; start += 1) {
    if (index[start] !== -1) continue;
    const work: Array<[node: number, edge: number]> = [[start, 0]];
    index[start] = low[start] = nextIndex++;
    stack.push(start);
    onStack[start] = 1;
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number];
      const [node, edge] = frame;
      const targets = edges[node] ?? [];
      if (edge < targets.length) {
        frame[1] += 1;
        const target = targets[edge] as number;
        if (index[target] === -1) {
          index[target] = low[target] = nextIndex++;
          stack.push(target);
          onStack[target] = 1;
          work.push([target, 0]);
        } else if (onStack[target]) {
          low[node] = Math.min(low[node] as number, index[target] as number);
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[node] as number);
      if (low[node] === index[node]) {
        let member: number | undefined;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component[member] = nextComponent;
        } while (member !== node);
        nextComponent += 1;
      }
    }
  }
  return component;
}
