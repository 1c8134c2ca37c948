import { describe, expect, it } from 'vitest';
import { money, toCsv, type ReportTable } from './report-tables';

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
});
