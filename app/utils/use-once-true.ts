import { useState } from 'react';

/**
 * True from the first time `value` is true on: a dialog loaded on demand (React.lazy) is
 * rendered from its first opening, and stays rendered so it can close with its animation.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
