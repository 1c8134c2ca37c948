/**
 * SMS.ru's gateway for a server under test (outside the product, so msw plays it): loaded into
 * the server's process with `--import` (e2e/spawn-server.ts `imports`), it answers every send
 * as the gateway does and appends what was sent, one JSON line `{ to, msg }`, to the file
 * SMS_STAND_IN_FILE, where the test reads it.
 */
import { appendFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { smsRuAccepts } from '../api/test/msw/sms-ru';

const file = process.env.SMS_STAND_IN_FILE;
if (!file) throw new Error('SMS_STAND_IN_FILE names the file the stand-in writes to');
const gateway = setupServer(smsRuAccepts);
gateway.listen({ onUnhandledRequest: 'bypass' });
gateway.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.hostname !== 'sms.ru') return;
  appendFileSync(file, `${JSON.stringify({ to: url.searchParams.get('to'), msg: url.searchParams.get('msg') })}\n`);
});
