export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Reads a key of an answer object only if the object itself has it: a guest's answers cannot make
// `constructor` or `__proto__` resolve to something inherited.
export function readOwnKey(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
