import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '#contract/public-order';
import { PAGE_WORDS_ID, pageWordsOf, type PageWords } from '~/customer-script/words';
import { useTimeZone } from '~/utils/root-data';
import { orderMarkup, type CustomerWords } from './order-markup';

/**
 * The customer's page, phone first (docs/screens.md 'The customer's page'): the car, where it
 * is in big type (the queue and the ready time while it waits or is worked on; «Готово —
 * можно забирать» with the shop's address and hours; after pickup the receipt's summary), the
 * services and the money, laid out by `orderMarkup`. The page's script follows the order live
 * (customer-script/live-order.ts): the marks `data-wd-*` name the link's token and the part it
 * redraws from each view the server pushes, with the words this page sends it.
 */
export function CustomerOrder({ token, view }: { token: string; view: PublicOrder }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const say: CustomerWords = (key, values) => String(t(key, values ?? {}));
  const common = (i18n.getResourceBundle(i18n.language, 'common') as Record<string, unknown> | undefined) ?? {};
  const page: PageWords = { lng: i18n.language, timeZone, words: pageWordsOf(common) };
  return (
    <main className="wd-customer" data-wd-live-order={token}>
      {/* On top, where a phone shows it: the times below may be old until the link is back. */}
      <p className="wd-customer-offline alert alert-warning mb-0" role="status" data-wd-offline="" hidden>
        {t('customer.offline')}
      </p>
      <noscript>
        <p className="wd-customer-offline alert alert-info mb-0">{t('customer.noScript')}</p>
      </noscript>
      <div className="wd-customer-live" data-wd-order="" dangerouslySetInnerHTML={{ __html: orderMarkup(view, say, timeZone) }} />
      <script type="application/json" id={PAGE_WORDS_ID} dangerouslySetInnerHTML={{ __html: jsonInScript(page) }} />
    </main>
  );
}

/** JSON that cannot end its script element early: every `<` written as its escape. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
