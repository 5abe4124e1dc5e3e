// A variable name not in `taken`: `prefix_N` with the smallest N from `taken.size + 1` on, so a
// question added without a name still gets a valid, unique one (the builder may rename it).
export function pickFreeVariable(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = taken.size + 1; ; n++) {
    const name = `${prefix}_${n}`;
    if (!taken.has(name)) return name;
  }
}
