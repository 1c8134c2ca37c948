/**
 * Keys (docs/domain.md 'Order lifecycle'): 'Ключи получены' puts them in the first free numbered cell of the key
 * box; 'Ключи у клиента' leaves them with the client; returning frees the cell.
 */
export type KeysState = 'none' | 'cell' | 'client' | 'returned';

export function keysText(state: KeysState, cell: number | null): string {
  switch (state) {
    case 'cell':
      return `Ключи в ячейке ${cell ?? '?'}`;
    case 'client':
      return 'Ключи у клиента';
    case 'returned':
      return 'Ключи выданы';
    default:
      return '';
  }
}

/** The lowest cell number from 1 to `cells` not in `taken`, or undefined when the box is full. */
export function firstFreeCell(taken: Iterable<number>, cells: number): number | undefined {
  const used = new Set(taken);
  for (let n = 1; n <= cells; n += 1) if (!used.has(n)) return n;
  return undefined;
}
