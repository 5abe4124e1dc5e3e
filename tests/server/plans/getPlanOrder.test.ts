import { getPlanOrder } from '@server/plans/getPlanOrder';
import { describe, expect, it } from 'vitest';

describe('getPlanOrder', () => {
  it.each([
    ['explorador', 0],
    ['inicial', 1],
    ['corporativo', 2],
    ['premium', 3],
    ['Sin código', 4],
    ['', 4],
    ['constructor', 4],
    ['toString', 4],
  ])('puts %j at %i', (name, order) => {
    expect(getPlanOrder(name)).toBe(order);
  });
});
