import { useTranslation } from 'react-i18next';
import { ErrorList, useErrorText } from '~/components/forms';
import { atMostError } from '~/utils/form-errors';
import { formatMoney } from '~/utils/format';
import { MinusIcon, PlusIcon } from '../icons';
import { QuantityInput } from './quantity-input';
import { numberBounds, type FieldLimits } from '~/utils/reply-fields';

/** A service the order may take, at the car's class or the chosen tyre size. */
export interface Offer {
  service_id: number;
  name: string;
  price: number;
  color_back: string;
  color_font: string;
}

/**
 * A service's card on step 3 of the wizard: its name and price, and «+» to take it; once
 * taken, «−», the quantity and «+», and the line's sum from the API's quote.
 */
export function ServiceCard({
  offer,
  quantity,
  limits,
  sum,
  stale,
  refused,
  onQuantity,
  onRefused,
}: {
  offer: Offer;
  /** The quantity selected; undefined while the service is not. */
  quantity: number | undefined;
  /** The quantity's bounds, as the contract has them. */
  limits: FieldLimits | undefined;
  /** The line's sum as the quote says it, or '…' while it is asked. */
  sum: string;
  stale: boolean;
  /** Why the number typed in the field was not taken (past a bound, not whole), until the next quantity. */
  refused: string | null;
  onQuantity: (quantity: number) => void;
  /** The field's refusal, or null once a quantity is taken (the step holds its save while one is shown). */
  onRefused: (error: string | null) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const selected = quantity !== undefined;
  const errorId = `wd-qty-error-${offer.service_id}`;
  const { most } = numberBounds(limits);
  const atMost = selected && quantity >= most;
  const mostId = `wd-qty-most-${offer.service_id}`;
  return (
    <div className={`card wd-block h-100 wd-service ${selected ? 'border-primary' : ''}`} aria-label={offer.name}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex justify-content-between gap-2">
          <span className="fw-semibold">{offer.name}</span>
          <span className="text-nowrap">{formatMoney(offer.price)}</span>
        </div>
        {selected ? (
          <div className="mt-auto">
            <div className="d-flex align-items-center gap-2">
              <button
                type="button"
                className="btn btn-outline-secondary wd-touch"
                aria-label={t('wizard.less', { name: offer.name })}
                onClick={() => onQuantity(quantity - 1)}
              >
                <MinusIcon />
              </button>
              <QuantityInput
                quantity={quantity}
                limits={limits}
                label={t('wizard.quantity', { name: offer.name })}
                errorId={errorId}
                refused={refused !== null}
                onChange={onQuantity}
                onRefused={onRefused}
              />
              {/* At the most, «+» is off, and says why under the card: a press that took nothing would look like a missed tap. */}
              <button
                type="button"
                className="btn btn-outline-secondary wd-touch"
                aria-label={t('wizard.more', { name: offer.name })}
                aria-describedby={atMost ? mostId : undefined}
                disabled={atMost}
                onClick={() => onQuantity(quantity + 1)}
              >
                <PlusIcon />
              </button>
              <span className={`ms-auto fw-semibold text-nowrap ${stale ? 'opacity-50' : ''}`}>{sum}</span>
            </div>
            <ErrorList id={errorId} errors={refused ? [refused] : null} />
            {atMost && !refused ? (
              <div id={mostId} className="form-text">
                {errorText(atMostError(most))}
              </div>
            ) : null}
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary wd-touch mt-auto align-self-end"
            aria-label={t('wizard.add', { name: offer.name })}
            onClick={() => onQuantity(1)}
          >
            <PlusIcon />
          </button>
        )}
      </div>
    </div>
  );
}
