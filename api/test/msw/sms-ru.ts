import { delay, http, HttpResponse } from 'msw';

/** Stand-ins for SMS.ru's HTTP gateway (outside the product), one per way it answers. */
export const SMS_RU_SEND = 'https://sms.ru/sms/send';

export const smsRuAccepts = http.get(SMS_RU_SEND, ({ request }) => {
  const to = new URL(request.url).searchParams.get('to') ?? '';
  return HttpResponse.json({
    status: 'OK',
    status_code: 100,
    sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-1' } },
    balance: 100,
  });
});
export const smsRuFails = http.get(SMS_RU_SEND, () => new HttpResponse('Bad gateway', { status: 502 }));
export const smsRuRefuses = http.get(SMS_RU_SEND, () =>
  HttpResponse.json({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }),
);
export const smsRuHangs = http.get(SMS_RU_SEND, async () => {
  await delay('infinite');
  return HttpResponse.json({ status: 'OK' });
});
