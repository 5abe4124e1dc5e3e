// The variable paths a JSON Logic rule reads, in order of first appearance.
export function collectRuleVariables(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (rule === null || typeof rule !== 'object') return found;
  if (Array.isArray(rule)) {
    for (const part of rule) collectRuleVariables(part, found);
  } else {
    for (const operation in rule) {
      if (!Object.hasOwn(rule, operation)) continue;
      const argument = (rule as Record<string, unknown>)[operation];
      if (operation === 'var') {
        const path = Array.isArray(argument) ? argument[0] : argument;
        if (typeof path === 'string') found.add(path);
      } else {
        collectRuleVariables(argument, found);
      }
    }
  }
  return found;
}
