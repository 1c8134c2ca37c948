import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { STORAGE_LISTS } from '#contract/storage-lists';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { RacksMap } from '~/components/storage/racks-map';
import { SetLine } from '~/components/storage/set-line';
import { storageLoader } from './storage.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => storageLoader({ request, context });

/**
 * «Хранение шин» (docs/decisions/041-seasonal-tyre-storage.md): one box finds a set by phone,
 * plate, surname, set number or cell; the sets stored by cell, the overdue ones or those given
 * back; how full the racks are, and the racks themselves, each cell a tap away from its set.
 */
export default function StoragePage() {
  const { t } = useTranslation();
  const { q, list, sets, board, limits } = useLoaderData<typeof loader>();
  const listLink = (l: string) => `?${new URLSearchParams({ ...(q ? { q } : {}), list: l }).toString()}`;
  const figures = [
    ['cells', board.cells],
    ['free', board.free],
    ['stored', board.stored],
    ['overdue', board.overdue],
  ] as const;
  return (
    <>
      <PageHeader title={t('storage.title')}>
        <Link to="/storage/new" className="btn btn-primary btn-lg wd-touch">
          + {t('storage.takeIn')}
        </Link>
      </PageHeader>
      <dl className="d-flex flex-wrap gap-2 mb-3" aria-label={t('storage.figuresLabel')}>
        {figures.map(([key, value]) => (
          <div key={key} className={`card px-3 py-2 ${key === 'overdue' && value > 0 ? 'border-danger' : ''}`}>
            <dt className="small text-body-secondary fw-normal">{t(`storage.figures.${key}`)}</dt>
            <dd className={`fs-4 fw-semibold mb-0 ${key === 'overdue' && value > 0 ? 'text-danger' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Form method="get" role="search" className="d-flex flex-wrap gap-2 mb-3 align-items-end" aria-label={t('storage.title')}>
        <input type="hidden" name="list" value={list} />
        <label htmlFor="storage-q" className="form-label w-100 mb-0">
          {t('storage.searchLabel')}
        </label>
        <input
          id="storage-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={limits.q?.maxLength}
          autoComplete="off"
          className="form-control form-control-lg flex-grow-1 w-auto"
        />
        <button type="submit" className="btn btn-primary btn-lg">
          {t('storage.find')}
        </button>
      </Form>
      <nav className="nav nav-pills mb-3 gap-2" aria-label={t('storage.lists')}>
        {STORAGE_LISTS.map((l) => (
          <Link
            key={l}
            to={listLink(l)}
            className={`nav-link wd-touch ${l === list ? 'active' : 'border'}`}
            aria-current={l === list ? 'page' : undefined}
          >
            {t(`storage.list.${l}`)}
          </Link>
        ))}
      </nav>
      <BlockCard
        titleId="wd-storage-sets"
        title={q.trim() ? t('storage.found', { q: q.trim() }) : t(`storage.list.${list}`)}
        className="mb-3"
      >
        {sets.sets.length === 0 ? <p className="mb-0 text-body-secondary">{t('storage.none')}</p> : null}
        <ul className="list-group list-group-flush">
          {sets.sets.map((s) => (
            <SetLine key={s.id} set={s} />
          ))}
        </ul>
        {sets.more ? <p className="mt-2 mb-0 small text-body-secondary">{t('storage.more')}</p> : null}
      </BlockCard>
      <BlockCard titleId="wd-storage-racks" title={t('storage.racks')}>
        <RacksMap racks={board.racks} />
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
