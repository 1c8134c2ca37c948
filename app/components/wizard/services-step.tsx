import { Form, useLocation, useNavigation, useSearchParams } from '@remix-run/react';
import { ClientBrief, type ClientBriefData } from '~/components/clients/client-brief';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import type { Quote } from '#contract/intake';
import { useErrorText } from '~/components/forms';
import { formatMoney } from '~/utils/format';
import { useSessionDraft } from '~/utils/use-session-draft';
import { keyOf, isSelectionDraft, quoteLines, selectionOf, type LineKey, type SelectedLine } from '~/components/wizard/wizard-selection';
import { useApiTexts } from '../orders/api-texts';
import { CancelInstead } from './cancel-instead';
import { RecentOrders, type RecentOrder } from './recent-orders';
import { SelectionSummary } from './selection-summary';
import { ServiceCard, type Offer } from './service-card';
import { TireSizeSelect } from './tire-size-select';
import { useQuote } from './use-quote';
import { bookedSelection, withBookedLines, type BookedServices } from './booked-lines';
import { BookedNote, useBookedTires } from './booked-note';
import { useWhyDisabled } from '~/components/why-disabled';
import { numberBounds, type FormLimits } from '~/utils/reply-fields';

interface ServicesStepProps {
  /** The HTML limits of the step's fields, read from the contract by the loader (the quantity's most). */
  limits: FormLimits;
  order: Order;
  wash: Offer[];
  tires: Offer[];
  radii: Array<{ radius_id: number; name: string }>;
  profiles: Array<{ profile_id: number; name: string; code: string | null }>;
  radiusId: number | null;
  profileId: number | null;
  recent: RecentOrder[];
  /** The API's quote of the lines the order already has (the selection the step opens with). */
  quote: { for: string; quote?: Quote; error?: string };
  /** The order's client when known: name, visits and notes, before any service is chosen. */
  client?: ClientBriefData | null;
  error?: string;
  /** The booking the car came for: its services start the selection of an order without lines. */
  booked?: BookedServices | null;
}

/** A navigation that changes the tyre size: `&r=` or `&p=` in the wizard's URL. */
const tabIsTire = (search: string | undefined) => Boolean(search && /[?&][rp]=/.test(search));

/**
 * Step 3: the services (docs/screens.md 'New-order wizard' 3). The selection is kept here until
 * 'Подтвердить заказ'; then the server's lines become exactly this selection. Its money comes
 * from the API's quote (docs/decisions/015), shown in the summary beside or under the cards.
 */
export function ServicesStep({
  limits,
  order,
  wash,
  tires,
  radii,
  profiles,
  radiusId,
  profileId,
  recent,
  quote: initialQuote,
  client,
  error,
  booked = null,
}: ServicesStepProps) {
  // The loader always reads the most; without it the API says what is too many.
  const { most } = numberBounds(limits.quantity);
  const { t } = useTranslation();
  const errorText = useErrorText();
  const say = useApiTexts();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  // While the cards of a newly chosen radius or profile load, the old ones cannot be picked:
  // a line would otherwise be taken at the size the master just left.
  const here = useLocation().pathname;
  const sizeLoading = tabIsTire(navigation.location?.search) && navigation.state === 'loading' && navigation.location?.pathname === here;
  const [, setSearchParams] = useSearchParams();
  const editMode = order.items.some((i) => i.kind !== 'parking');
  // A new order begun by «Принять» sends its booking with the lines; an order already taken got
  // its booking on arrival, and only starts from the booked services beside its own.
  const fromBooking = !editMode && booked !== null;
  const [tab, setTab] = useState<'wash' | 'tire'>(booked ? booked.kind : order.is_tire && !order.is_wash ? 'tire' : 'wash');
  // The selection until 'Подтвердить заказ' survives a reload or a sign-in after an expired
  // session (this tab only), as long as the order's lines are still what it started from.
  const saved = useMemo(
    () =>
      booked ? withBookedLines(selectionOf(order), bookedSelection(booked, { wash, tires }, { radiusId, profileId })) : selectionOf(order),
    // The booked services start the selection once; later choices are the master's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order],
  );
  const base = useMemo(() => JSON.stringify(saved.map((l) => [keyOf(l), l.quantity])), [saved]);
  const isDraft = useMemo(() => isSelectionDraft(base), [base]);
  const [draft, setDraft] = useSessionDraft(`wizard-lines:${order.id}`, { base, lines: saved }, isDraft);
  const lines = useMemo(() => new Map<LineKey, SelectedLine>(draft.lines.map((line) => [keyOf(line), line])), [draft.lines]);
  // Why a line's typed quantity was refused, by line: shown under its card until the next quantity.
  const [refusals, setRefusals] = useState<ReadonlyMap<LineKey, string>>(() => new Map());
  const setRefusal = (key: LineKey, error: string | null) =>
    setRefusals((prev) => {
      if ((prev.get(key) ?? null) === error) return prev;
      const next = new Map(prev);
      if (error === null) next.delete(key);
      else next.set(key, error);
      return next;
    });
  const setLines = (update: (prev: Map<LineKey, SelectedLine>) => Map<LineKey, SelectedLine>) =>
    setDraft((d) => ({ ...d, lines: [...update(new Map(d.lines.map((line) => [keyOf(line), line]))).values()] }));
  const selection = draft.lines;
  const { quote, sums, busy, stale, error: quoteError } = useQuote(order.id, selection, initialQuote, error);
  useBookedTires(booked, tires, { radiusId, profileId }, setLines);

  const setQuantity = (line: Omit<SelectedLine, 'quantity'>, quantity: number) =>
    setLines((prev) => {
      const next = new Map(prev);
      // Reducing from 1 deselects the service (docs/screens.md section 4).
      if (quantity < 1) next.delete(keyOf(line));
      else next.set(keyOf(line), { ...line, quantity: Math.min(most, quantity) });
      return next;
    });

  const showSize = (r: number, p: number) =>
    setSearchParams(
      (params) => {
        params.set('r', String(r));
        params.set('p', String(p));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const repeat = (past: RecentOrder) => {
    let size: { r: number; p: number } | undefined;
    for (const item of past.items) {
      if (!item.is_available || !item.service_id) continue;
      setQuantity(
        { serviceId: item.service_id, isWash: item.is_wash, radiusId: item.radius_id, profileId: item.profile_id, name: item.name },
        item.quantity,
      );
      if (!item.is_wash && item.radius_id && item.profile_id) size ??= { r: item.radius_id, p: item.profile_id };
    }
    // The tyre tab shows the size the repeated tyre lines were taken at, unless the master
    // already chose one; the summary lists them under their own size either way.
    if (size && (!radiusId || !profileId)) showSize(size.r, size.p);
  };

  const sizeOf = (line: SelectedLine) =>
    [
      radii.find((r) => r.radius_id === line.radiusId)?.name,
      (() => {
        const profile = profiles.find((p) => p.profile_id === line.profileId);
        return profile ? say.catalogue('profile', profile) : undefined;
      })(),
    ]
      .filter(Boolean)
      .join(', ');

  const offersOf = (kind: 'wash' | 'tire') =>
    (kind === 'wash' ? wash : tires).map((offer) => {
      const base = {
        serviceId: offer.service_id,
        isWash: kind === 'wash',
        radiusId: kind === 'wash' ? null : radiusId,
        profileId: kind === 'wash' ? null : profileId,
        name: offer.name,
      };
      return { offer, base, selected: lines.get(keyOf(base)) };
    });

  // The order is not saved while a refusal shows on a card, so that a master who typed 100 does not
  // save the 5 still on the line. A card is drawn per offer of the tab, keyed as its line (size
  // included), and its field exists only while the line does: a field that goes (the other tab,
  // another tyre size, the line taken away) takes its refusal out of the map, as nothing red would
  // be left to say why the save waits, and comes back showing its line's quantity afresh. So any
  // refusal held is one in sight.
  const quantityRefused = refusals.size > 0;
  const why = useWhyDisabled(lines.size === 0 ? t('wizard.whyOff.services') : quantityRefused ? t('wizard.whyOff.quantity') : null);

  const lineSum = (line: Parameters<typeof keyOf>[0]) => {
    const sum = sums.get(keyOf(line))?.sum_before_discount;
    return sum === undefined ? '…' : formatMoney(sum);
  };

  return (
    <Form method="post" className="wd-step wd-services">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="order_id" value={order.id} />
      <input type="hidden" name="lines" value={JSON.stringify(quoteLines(selection))} />
      {fromBooking ? <input type="hidden" name="booking_id" value={booked.id} /> : null}
      <div className="wd-services-main">
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}

        {client ? <ClientBrief client={client} className="mb-3" /> : null}
        {booked ? <BookedNote booked={booked} /> : null}
        {recent.length ? <RecentOrders recent={recent} onRepeat={repeat} /> : null}

        <ul className="nav nav-pills mb-3" role="tablist">
          {(['wash', 'tire'] as const).map((kind) => (
            <li className="nav-item" key={kind} role="presentation">
              <button
                type="button"
                role="tab"
                aria-selected={tab === kind}
                className={`nav-link wd-touch ${tab === kind ? 'active' : ''}`}
                onClick={() => setTab(kind)}
              >
                {t(kind === 'wash' ? 'wizard.washTab' : 'wizard.tireTab')}
              </button>
            </li>
          ))}
        </ul>

        {tab === 'tire' ? <TireSizeSelect radii={radii} profiles={profiles} radiusId={radiusId} profileId={profileId} /> : null}

        {/* The panel is a box around the fieldset: a fieldset may not take the role of a tab panel. */}
        <div role="tabpanel" aria-busy={tab === 'tire' && sizeLoading}>
          <fieldset className="row g-2 mb-3" disabled={tab === 'tire' && sizeLoading}>
            {offersOf(tab).map(({ offer, base, selected }) => (
              <div className="col-12 col-sm-6 col-xxl-4" key={keyOf(base)}>
                <ServiceCard
                  offer={offer}
                  quantity={selected?.quantity}
                  limits={limits.quantity}
                  sum={lineSum(base)}
                  stale={stale}
                  refused={refusals.get(keyOf(base)) ?? null}
                  onQuantity={(n) => setQuantity(base, n)}
                  onRefused={(error) => setRefusal(keyOf(base), error)}
                />
              </div>
            ))}
          </fieldset>
        </div>
      </div>

      <SelectionSummary
        lines={selection}
        quote={quote}
        sums={sums}
        busy={busy}
        stale={stale}
        error={quoteError ? errorText(quoteError) : undefined}
        sizeOf={sizeOf}
        onRemove={(line) => setQuantity(line, 0)}
        badge={
          order.discount > 0 ? (
            <span className="badge text-bg-danger fs-6 text-wrap text-start lh-sm">
              {t('wizard.discountBadge', { n: order.discount })} ·{' '}
              {order.discount_source === 'group' ? order.discount_reason : t(`wizard.discountSource.${order.discount_source}`)}
            </span>
          ) : null
        }
      >
        {editMode && lines.size === 0 ? (
          // A taken order keeps a service: emptied, it is canceled rather than saved.
          <CancelInstead order={order} />
        ) : (
          <>
            <button
              type="submit"
              className="btn btn-success btn-lg wd-primary-action"
              disabled={lines.size === 0 || quantityRefused || pending}
              aria-describedby={why.describedBy}
            >
              {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              {editMode ? t('wizard.confirmEdit') : t('wizard.confirm')}
            </button>
            {why.note}
          </>
        )}
      </SelectionSummary>
    </Form>
  );
}
