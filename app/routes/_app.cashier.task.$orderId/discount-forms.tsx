import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { useWhyDisabled } from '~/components/why-disabled';
import { useHydrated } from '~/utils/use-hydrated';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { reasonChoice, reasonText } from '~/utils/discount-reason';

/** The text a choice of the form saves ('' for no choice). */
const textOf = (choice: { reason: string; other: string }) => (choice.reason ? reasonText(choice.reason, choice.other) : '');

/** The reason of the manual discount: one of the groups, or 'Другое' in the cashier's words. */
export function DiscountReasons({
  order,
  groups,
  otherMax,
}: {
  order: { manual_reason: string; car: { discount_group: { name: string } | null } };
  groups: Array<{ name: string }>;
  otherMax: number | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher();
  const hydrated = useHydrated();
  const names = [...new Set([...(order.car.discount_group ? [order.car.discount_group.name] : []), ...groups.map((g) => g.name)])];
  const saved = order.manual_reason;
  const [reason, setReason] = useState(() => reasonChoice(saved, names).reason);
  const [other, setOther] = useState(() => reasonChoice(saved, names).other);
  // Another desk saved a reason (a live reload brings it): the form follows it, unless the
  // cashier has changed the form since it last showed the saved one; their «Сохранить» decides
  // then. Adjusted while rendering, as a prop change is, so no tap falls in between. «Changed» is
  // judged by the text the form would save, as the order keeps it: words left in a hidden
  // «Другое» field, a space typed at the end, a group renamed since are no change.
  const [shown, setShown] = useState(() => ({ saved, text: textOf(reasonChoice(saved, names)) }));
  // A group the form shows may also leave the list with the reason unchanged (the car moved on,
  // the group renamed): the form takes the kept reason anew, so it never offers a choice that is gone.
  const gone = reason !== '' && reason !== 'other' && !names.includes(reason);
  if (shown.saved !== saved || gone) {
    const now = reasonChoice(saved, names);
    setShown({ saved, text: textOf(now) });
    if (gone || textOf({ reason, other }) === shown.text) {
      setReason(now.reason);
      setOther(now.other);
    }
  }
  const why = !reason ? t('cashier.whyOff.reason') : reason === 'other' && !other.trim() ? t('cashier.whyOff.otherText') : null;
  const whyNote = useWhyDisabled(hydrated ? why : null);
  return (
    <BlockCard as={fetcher.Form} method="post" titleId="wd-reasons-title" title={t('cashier.reasons')}>
      <input type="hidden" name="intent" value="reason" />
      <select
        name="reason"
        className="form-select form-select-lg mb-2"
        aria-label={t('cashier.reasons')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      >
        <option value="">{t('wizard.choose')}</option>
        {names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
        <option value="other">{t('cashier.other')}</option>
      </select>
      {reason === 'other' ? (
        <input
          name="other"
          className="form-control form-control-lg mb-2"
          aria-label={t('cashier.otherText')}
          placeholder={t('cashier.otherText')}
          value={other}
          maxLength={otherMax}
          onChange={(e) => setOther(e.currentTarget.value)}
        />
      ) : null}
      <button
        type="submit"
        className="btn btn-outline-primary btn-lg"
        disabled={hydrated && (why !== null || fetcher.state !== 'idle')}
        aria-describedby={whyNote.describedBy}
      >
        {t('task.save')}
      </button>
      {whyNote.note}
    </BlockCard>
  );
}

/**
 * Puts the order's car into a discount group. A car is in one group at most: when it is in one
 * already, the card says which, as adding moves it (the API's rule).
 */
export function AddToGroup({ groups, current }: { groups: Array<{ id: number; name: string; percent: number }>; current: string | null }) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher();
  const hydrated = useHydrated();
  const [picked, setPicked] = useState('');
  // After an addition the group leaves the list (the car is in it now): what was picked is no
  // longer offered, so nothing is chosen and the button says why it is off. The pick is let go
  // too, so that the group offered again later (the car moved on at another desk) is not
  // chosen by itself.
  const offered = groups.some((g) => String(g.id) === picked);
  if (picked && !offered) setPicked('');
  const group = offered ? picked : '';
  const why = useWhyDisabled(hydrated && !group ? t('cashier.whyOff.group') : null);
  return (
    <BlockCard as={fetcher.Form} method="post" titleId="wd-group-title" title={t('cashier.addToGroup')}>
      <input type="hidden" name="intent" value="group" />
      {current ? <p className="text-body-secondary mb-2">{t('cashier.groupMoves', { name: current })}</p> : null}
      {/* The select keeps a group's full name; on a phone the button wraps under it. */}
      <div className="d-flex flex-wrap gap-2">
        <select
          name="group"
          className="form-select form-select-lg wd-grow-select"
          aria-label={t('cashier.group')}
          value={group}
          onChange={(e) => setPicked(e.currentTarget.value)}
        >
          <option value="">{t('wizard.choose')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name} ({t('units.percent', { n: g.percent })})
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="btn btn-outline-primary btn-lg text-nowrap"
          disabled={hydrated && (!group || fetcher.state !== 'idle')}
          aria-describedby={why.describedBy}
        >
          {t('cashier.add')}
        </button>
      </div>
      {why.note}
    </BlockCard>
  );
}
