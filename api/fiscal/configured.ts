import type { Logger } from 'pino';
import type { Settings } from '../settings';
import { atolProvider } from './atol';
import { logFiscalProvider, type FiscalProvider } from './provider';

/** The cash register the settings choose: none (null), the log, or ATOL Online. */
export function configuredFiscalProvider(logger: Logger, s: Settings): FiscalProvider | null {
  if (s.FISCAL_PROVIDER === 'log') return logFiscalProvider(logger);
  if (s.FISCAL_PROVIDER === 'atol') {
    return atolProvider({
      login: s.ATOL_LOGIN!,
      password: s.ATOL_PASSWORD!,
      groupCode: s.ATOL_GROUP_CODE!,
      inn: s.ATOL_INN!,
      paymentAddress: s.ATOL_PAYMENT_ADDRESS!,
      companyEmail: s.ATOL_COMPANY_EMAIL!,
      sno: s.ATOL_SNO,
      baseUrl: s.ATOL_API_URL,
      timeZone: s.TZ_BUSINESS,
    });
  }
  return null;
}
