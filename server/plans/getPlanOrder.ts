const order: Record<string, number> = { explorador: 0, inicial: 1, corporativo: 2, premium: 3 };

// The spec's plan ordering: explorador 0, inicial 1, corporativo 2, premium 3, anything else 4.
export function getPlanOrder(namePlan: string): number {
  return Object.hasOwn(order, namePlan) ? (order[namePlan] ?? 4) : 4;
}
