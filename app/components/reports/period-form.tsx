import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodQuery } from '#contract/reports';
import { BlockCard } from '~/components/block-card';
import { LabelledControl } from '~/components/forms';
import { PrintButton } from '~/components/print-button';

/** A report's period: two dates and «Показать», the quick choices (today, yesterday…), and what else the page offers. */
export function PeriodForm({
  period,
  presets,
  children,
}: {
  period: PeriodQuery;
  presets: Array<{ key: string } & PeriodQuery>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <BlockCard titleId="wd-period" title={t('reports.period')} className="mb-3 d-print-none">
      <Form method="get" className="row g-3 align-items-end">
        {/* Half a row each on a tablet, «Показать» under them: a quarter of the row cut the year off a large date field. */}
        <div className="col-12 col-sm-6 col-xl-3">
          <LabelledControl id="report-from" label={t('reports.from')} className="mb-0">
            <input id="report-from" name="from" type="date" className="form-control form-control-lg" defaultValue={period.from} required />
          </LabelledControl>
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <LabelledControl id="report-to" label={t('reports.to')} className="mb-0">
            <input id="report-to" name="to" type="date" className="form-control form-control-lg" defaultValue={period.to} required />
          </LabelledControl>
        </div>
        <div className="col-12 col-xl-auto">
          <button type="submit" className="btn btn-primary btn-lg w-100">
            {t('reports.show')}
          </button>
        </div>
        <div className="col-12 d-flex flex-wrap gap-2">
          {presets.map((p) => (
            <Link
              key={p.key}
              to={`?from=${p.from}&to=${p.to}`}
              className={`btn btn-lg ${p.from === period.from && p.to === period.to ? 'btn-secondary' : 'btn-outline-secondary'}`}
            >
              {t(`reports.presets.${p.key}`)}
            </Link>
          ))}
          {children}
          <PrintButton />
        </div>
      </Form>
    </BlockCard>
  );
}
