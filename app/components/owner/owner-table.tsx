import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../scroll-box';

/**
 * A back-office table: it scrolls sideways inside its card on a narrow screen, is named by
 * its card's title, and ends with the column of each row's buttons (named for screen readers),
 * which stays in view while the rest scrolls, so that «Сохранить» is always at hand on a tablet.
 */
export function OwnerTable({
  labelledBy,
  head,
  actions = true,
  align = 'middle',
  fits = false,
  stacks = false,
  children,
}: {
  labelledBy: string;
  head: ReactNode;
  actions?: boolean;
  align?: 'middle' | 'top';
  /** A read-only table whose columns are chosen per screen width: no minimum width, nothing to scroll. */
  fits?: boolean;
  /** A read-only table whose rows stand as blocks on a phone, each cell under its column's name (`data-label`). */
  stacks?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // A table with a buttons' column is reached through its fields; one without (the audit log) takes the focus itself.
    <ScrollBox labelledBy={labelledBy} focusable={!actions}>
      <table
        className={[
          `table align-${align} wd-owner-table`,
          actions ? 'wd-owner-table-actions' : '',
          fits ? 'wd-owner-table-fits' : '',
          stacks ? 'wd-owner-table-stacks' : '',
        ].join(' ')}
        aria-labelledby={labelledBy}
      >
        <thead>
          <tr>
            {head}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t('owner.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  );
}
