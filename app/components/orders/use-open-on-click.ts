import { useNavigate } from '@remix-run/react';
import type { MouseEvent } from 'react';

/**
 * The whole row (or card) opens its order, not only the plate: a click anywhere on it that
 * is not on a link, a button or a form field of its own. The plate stays the keyboard's way
 * in (a link, Enter opens it).
 */
export function useOpenOnClick() {
  const navigate = useNavigate();
  return (to: string) => (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a, button, input, select, textarea, label, form')) return;
    if (window.getSelection()?.toString()) return;
    navigate(to);
  };
}
