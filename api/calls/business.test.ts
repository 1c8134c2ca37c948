import { describe, expect, it } from 'vitest';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

const details = { name: 'ООО «Чистый кузов»', address: 'Москва, ул. Мойщиков, 7', phone: '8 (495) 123-45-67', inn: '7707083893' };

describe("the business's details", () => {
  it('are null until the owner sets them; every staff screen reads them, only the owner may set them', async () => {
    expect((await ctx.get('business/profile', 'cashier')).body.data).toEqual({ profile: null, can_edit: false });
    expect((await ctx.get('business/profile', 'owner')).body.data).toEqual({ profile: null, can_edit: true });
    expect((await post('business/profile/save', details, 'master')).status).toBe(403);

    const saved = await post('business/profile/save', details);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ code: 'business_saved' });
    // The hours are optional: left out, they are empty.
    const profile = { name: 'ООО «Чистый кузов»', address: 'Москва, ул. Мойщиков, 7', phone: '+74951234567', inn: '7707083893', hours: '' };
    expect((await ctx.get('business/profile', 'master')).body.data).toEqual({ profile, can_edit: false });

    // A sole trader's 12 digits; the change is audited with what it was.
    expect((await post('business/profile/save', { ...details, inn: '500100732259' })).status).toBe(200);
    const [entry] = (await ctx.get('owner/audit?kind=settings')).body.data.entries;
    expect(entry).toMatchObject({
      action: 'business.changed',
      entity: 'business',
      before: { inn: '7707083893' },
      after: { ...profile, inn: '500100732259' },
    });

    // The opening hours the customer's page shows, one line.
    expect((await post('business/profile/save', { ...details, hours: '  ежедневно   8:00–22:00 ' })).status).toBe(200);
    expect((await ctx.get('business/profile', 'master')).body.data.profile.hours).toBe('ежедневно 8:00–22:00');
    expect((await post('business/profile/save', { ...details, hours: 'x'.repeat(121) })).status).toBe(400);
    // An emptied field (a form sends it blank) clears them.
    expect((await post('business/profile/save', { ...details, hours: '  ' })).status).toBe(200);
    expect((await ctx.get('business/profile', 'master')).body.data.profile.hours).toBe('');
  });

  it('refuses an INN of another length or check digit, a phone not +7 and 10 digits, and blanks, saying which', async () => {
    const before = (await ctx.get('business/profile')).body.data;
    for (const [body, field, text] of [
      [{ ...details, inn: '7707083894' }, 'inn', 'ИНН: 10 цифр (организация) или 12 (ИП) с верными контрольными цифрами'],
      [{ ...details, inn: '77070838' }, 'inn', 'ИНН: 10 цифр (организация) или 12 (ИП) с верными контрольными цифрами'],
      [{ ...details, inn: 7707083893 }, 'inn', undefined],
      [{ ...details, phone: '12-34' }, 'phone', 'телефон: +7 и 10 цифр, например +7 (495) 123-45-67'],
      [{ ...details, name: '   ' }, 'name', 'не может быть пустым'],
      [{ ...details, address: undefined }, 'address', undefined],
    ] as const) {
      const res = await post('business/profile/save', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.details).toContain(field);
      if (text) expect(res.body.details).toContain(text);
    }
    expect((await ctx.get('business/profile')).body.data).toEqual(before);
  });
});
