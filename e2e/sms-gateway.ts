import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { codeInSms } from '../api/bookings/code-sms';

/**
 * A spec's own server whose SMS go through SMS.ru played by msw (e2e/sms-gateway-stand-in.ts),
 * each one written to a file in its data directory: the settings and the module to load, and
 * what was sent.
 */
export const SMS_STAND_IN = './e2e/sms-gateway-stand-in.ts';

/** The server's settings for a data directory and port: demo data, SMS.ru, the stand-in's file. */
export function smsGatewayEnv(dataDir: string, port: number) {
  const smsFile = join(dataDir, 'sms-gateway.jsonl');
  return {
    smsFile,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'smsru',
      SMS_API_KEY: 'test-key',
      MANAGER_PHONE: '+79160000001',
      SMS_STAND_IN_FILE: smsFile,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
  };
}

/** Every SMS the gateway took, in order: `to` is the number's digits. */
export const sentSms = (smsFile: string) =>
  readFileSync(smsFile, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; msg: string });

/** The last booking code sent to a phone (its ten digits after +7), once it has come. */
export async function bookingCodeSentTo(smsFile: string, national: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const sent = sentSms(smsFile).filter((sms) => sms.to.replace(/\D/g, '').endsWith(national));
      code = codeInSms(sent.at(-1)?.msg ?? '') ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}
