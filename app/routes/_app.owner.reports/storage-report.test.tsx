// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { russian } from '~/test/i18n';
import { formatMoney } from '~/utils/format';
import { StorageReportSection } from './storage-report';

/** «Хранение шин» on the owner's reports page: each figure under its words, the money as the API gave it. */
afterEach(cleanup);

const show = (props: Parameters<typeof StorageReportSection>[0]) =>
  render(
    <I18nextProvider i18n={russian()}>
      <StorageReportSection {...props} />
    </I18nextProvider>,
  );

describe('the storage report section', () => {
  it('names each figure and formats the revenue as the other money of the page', () => {
    show({ report: { cells: 80, free: 68, stored: 12, overdue: 2, taken_in: 5, given_back: 1, revenue: 16000 }, error: null });
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(screen.getByRole('heading', { name: 'Хранение шин' })).toBeTruthy();
    expect(
      ['Ячеек', 'Свободно', 'На хранении', 'Просрочено', 'Принято за период', 'Выдано за период', 'Выручка хранения'].map(figure),
    ).toEqual(['80', '68', '12', '2', '5', '1', formatMoney(16000)]);
  });

  it('says why the report could not be made, and shows no figures', () => {
    show({ report: null, error: 'Отчёт не построен' });
    expect(screen.getByRole('alert').textContent).toBe('Отчёт не построен');
    expect(screen.queryByText('Ячеек')).toBeNull();
  });
});
