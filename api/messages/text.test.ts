import { describe, expect, it } from 'vitest';
import { messageTextSchema } from '../contract/messages';
import { DEFAULT_MESSAGES, messageTime, renderMessage, smsParts } from './text';

const values = {
  order: '1024',
  plate: 'А123ВС77',
  link: 'https://wash.example.ru/o/Xk3v9QwRt7LmN2pZa8bCdE4-',
  shop: 'Чистый город',
  time: '30.11 в 14:30',
};

describe('a message to the customer', () => {
  it('puts the variables in, a link ending in «-» whole', () => {
    expect(renderMessage(DEFAULT_MESSAGES.accepted.text, values)).toBe(
      'Чистый город: ваш автомобиль А123ВС77 принят, следите за статусом: https://wash.example.ru/o/Xk3v9QwRt7LmN2pZa8bCdE4-',
    );
    expect(renderMessage('Готово: {link}', values)).toBe(`Готово: ${values.link}`);
  });
  it('leaves no dangling separator for a shop without a name, and starts with a capital', () => {
    expect(renderMessage(DEFAULT_MESSAGES.ready.text, { ...values, shop: '' })).toBe(
      `Машина готова — можно забирать. Заказ №1024, А123ВС77. ${values.link}`,
    );
    expect(renderMessage('Машина {plate} готова — {shop}', { ...values, shop: '' })).toBe('Машина А123ВС77 готова');
  });
  it('counts SMS parts: 70 Cyrillic characters in one, then 67 a part', () => {
    expect(smsParts('я'.repeat(70))).toBe(1);
    expect(smsParts('я'.repeat(71))).toBe(2);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
  });
  it("keeps the owner's own first letter, or a link, as written", () => {
    expect(renderMessage('{link} — ваш заказ', values)).toBe(`${values.link} — ваш заказ`);
    expect(renderMessage('ваш заказ готов', values)).toBe('ваш заказ готов');
  });
  it('refuses braces that are not a variable, and a variable named more than twice', () => {
    expect(messageTextSchema.safeParse('Готово: {{link}}').success).toBe(false);
    expect(messageTextSchema.safeParse('Готово: {link}}').success).toBe(false);
    expect(messageTextSchema.safeParse('{link} {link} {link}').success).toBe(false);
    expect(messageTextSchema.safeParse('{shop}: {link}, {link}').success).toBe(true);
  });
});

describe('the time a message names', () => {
  it('is the day, month, hour and minute in the business zone', () => {
    expect(messageTime(new Date('2026-11-30T11:30:00Z'), 'Europe/Moscow')).toBe('30.11 в 14:30');
    expect(messageTime(new Date('2026-11-30T23:05:00Z'), 'Asia/Vladivostok')).toBe('01.12 в 09:05');
  });

  it("goes into a booking's reminder", () => {
    expect(renderMessage(DEFAULT_MESSAGES.booking_day.text, values)).toBe(
      'Чистый город: напоминаем о записи на 30.11 в 14:30, А123ВС77. Перенести или отменить: ' +
        'https://wash.example.ru/o/Xk3v9QwRt7LmN2pZa8bCdE4-',
    );
  });
});
