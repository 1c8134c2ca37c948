import type { ReactNode } from 'react';

/**
 * The box a table scrolls sideways in on a narrow screen (Bootstrap's `.table-responsive`). A
 * table of plain text has nothing a keyboard can land on, so the box itself takes the focus (the
 * arrow keys then scroll it) and carries the table's name for screen readers (axe's
 * scrollable-region-focusable): as a group, not a region, since the card around it is already
 * the landmark of that name. A table with fields or buttons is reached through them and passes
 * `focusable={false}`.
 */
export function ScrollBox({
  label,
  labelledBy,
  focusable = true,
  children,
}: {
  label?: string;
  labelledBy?: string;
  focusable?: boolean;
  children: ReactNode;
}) {
  if (!focusable) return <div className="table-responsive">{children}</div>;
  return (
    <div className="table-responsive" role="group" tabIndex={0} aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
