import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../scroll-box';
import type { ReportTable } from './report-tables';

/** A report's table as the page shows it: the same rows its CSV holds. */
export function ReportTableView({ table, csvHref }: { table: ReportTable; csvHref?: string }) {
  const { t } = useTranslation();
  const hidden = new Set(table.phoneHides ?? []);
  const align = (figure: boolean | undefined, i: number) =>
    [figure ? 'text-end text-nowrap wd-figure' : '', hidden.has(i) ? 'd-none d-sm-table-cell' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <ScrollBox label={table.title}>
        <table className="table table-sm align-middle mb-2 wd-report-table">
          <caption className="visually-hidden">{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((c, i) => (
                <th key={c} scope="col" className={align(table.rows[0]?.[i]?.figure ?? table.total?.[i]?.figure, i)}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length ? (
              table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className={align(cell.figure, i)}>
                      {cell.href ? <Link to={cell.href}>{cell.text}</Link> : cell.text}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={table.columns.length} className="text-body-secondary">
                  {t('reports.nothing')}
                </td>
              </tr>
            )}
          </tbody>
          {table.total && table.rows.length ? (
            <tfoot>
              <tr className="fw-semibold">
                {table.total.map((cell, i) => (
                  <td key={i} className={align(cell.figure, i)}>
                    {cell.text}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </ScrollBox>
      {csvHref ? (
        <a href={csvHref} className="btn btn-outline-secondary wd-touch d-print-none" download>
          {t('reports.csv')}
        </a>
      ) : null}
    </div>
  );
}
