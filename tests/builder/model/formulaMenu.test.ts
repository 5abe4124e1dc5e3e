import {
  checkFormulaShape,
  formulaArity,
  formulaOperationLabels,
  rowOperations,
} from '@engine/index';
import { type FormulaOperation, formulaOperations } from '@schemas/formula';
import { describe, expect, it } from 'vitest';
import {
  createPart,
  formulaMenu,
  type MenuEntry,
  slotScope,
} from '../../../builder/model/formulaMenu';

// The formula editor offers every operation of the engine, each under its Spanish name, and a
// new part of each is a formula the engine accepts: an operation added to the engine and not to
// the menu fails here.
describe('the formula editor’s menu', () => {
  const entries: MenuEntry[] = formulaMenu.flatMap((group) => group.entries);
  const operations = entries
    .map((entry) => entry.key)
    .filter((key): key is FormulaOperation =>
      (formulaOperations as readonly string[]).includes(key),
    );

  it('offers every formula operation once, with its label', () => {
    expect([...operations].sort()).toEqual([...formulaOperations].sort());
    for (const entry of entries)
      if ((formulaOperations as readonly string[]).includes(entry.key))
        expect(entry.label).toBe(formulaOperationLabels[entry.key as FormulaOperation]);
  });

  it.each([...formulaOperations])('makes a new «%s» part the engine accepts', (operation) => {
    const part = createPart(operation) as Record<string, unknown[]>;
    const args = part[operation] as unknown[];
    const [min, max] = formulaArity[operation];
    expect(args.length).toBeGreaterThanOrEqual(min);
    expect(args.length).toBeLessThanOrEqual(max);
    // A row operation's first part names a list: the editor asks for one there.
    if (rowOperations.has(operation)) expect(slotScope(operation, 0)).toBe('list');
    else expect(checkFormulaShape(part)).toBeNull();
  });
});
