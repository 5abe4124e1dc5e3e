import { formatNumberAs } from '@engine/index';

// Whole dollar amounts as Ecuador writes them: $1.500.
export function formatUsd(amount: number): string {
  return formatNumberAs('wholeUsd', amount);
}
