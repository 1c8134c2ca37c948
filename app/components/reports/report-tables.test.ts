import { describe, expect, it } from 'vitest';
import { label } from '~/test/i18n';
import { money, toCsv, workerLinesTable, type ReportTable } from './report-tables';

describe('a report table as CSV', () => {
  it('is what a Russian spreadsheet opens: a BOM, «;» between fields, money with a comma, quotes where needed', () => {
    const table: ReportTable = {
      id: 'services',
      title: 'Услуги',
      columns: ['Услуга', 'Сумма'],
      rows: [
        [{ text: 'Мойка; кузова', csv: 'Мойка; кузова' }, money(1250.5)],
        [{ text: 'Коврики "люкс"', csv: 'Коврики "люкс"' }, money(-100)],
      ],
      total: [{ text: 'Всего', csv: 'Всего' }, money(1150.5)],
    };
    expect(toCsv(table)).toBe('\ufeffУслуга;Сумма\r\n"Мойка; кузова";1250,50\r\n"Коврики ""люкс""";-100,00\r\nВсего;1150,50\r\n');
  });

  it('keeps a typed name that looks like a formula as text', () => {
    const table: ReportTable = {
      id: 'earnings',
      title: 'Заработок',
      columns: ['Сотрудник'],
      rows: [[{ text: '=HYPERLINK("x")', csv: '=HYPERLINK("x")' }], [{ text: '+79161234567', csv: '+79161234567' }]],
    };
    expect(toCsv(table)).toBe('\ufeffСотрудник\r\n"\'=HYPERLINK(""x"")"\r\n\'+79161234567\r\n');
  });

  it("says under a worker's lines that the list was cut, so the file is not read as the whole period", () => {
    const line = {
      order_id: 5,
      done_at: '2026-11-20T09:00:00.000Z',
      plate_number: 'А123ВС77',
      service: 'Мойка',
      quantity: 1,
      sum: 1000,
      share_weight: 1,
      line_weight: 1,
      commission_percent: 30,
      share: 1000,
    };
    const lines = (truncated: boolean) =>
      ({ worker_id: 1, name: 'Анна', truncated, lines: [line] }) as Parameters<typeof workerLinesTable>[0];
    const t = label as unknown as Parameters<typeof workerLinesTable>[1];
    const cut = toCsv(workerLinesTable(lines(true), t, 'Europe/Moscow'));
    expect(cut.trimEnd().split('\r\n').at(-1)).toBe(`"${label('earnings.truncatedFile')}"`);
    expect(toCsv(workerLinesTable(lines(false), t, 'Europe/Moscow'))).not.toContain(label('earnings.truncatedFile'));
  });

  it('writes a percent as the other screens do, «30%», and the bare number in the file', () => {
    const line = { order_id: 5, done_at: '2026-11-20T09:00:00.000Z', plate_number: 'А123ВС77', service: 'Мойка', quantity: 1 };
    const lines = {
      worker_id: 1,
      name: 'Анна',
      truncated: false,
      lines: [{ ...line, sum: 1000, share_weight: 1, line_weight: 1, commission_percent: 30, share: 300 }],
    } as Parameters<typeof workerLinesTable>[0];
    const table = workerLinesTable(lines, label as unknown as Parameters<typeof workerLinesTable>[1], 'Europe/Moscow');
    const percent = table.rows[0]![table.columns.indexOf(label('earnings.percent'))]!;
    expect(percent).toMatchObject({ text: '30%', csv: '30' });
  });
});
