import { useTranslation } from 'react-i18next';
import type { ClientCard } from '#contract/clients';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { useConfirm } from '~/components/confirm-dialog';
import { ClientNotes } from '~/components/clients/client-notes';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useHydrated } from '~/utils/use-hydrated';
import { controlProps, textLimits, type FormLimits } from '~/utils/reply-fields';

/** The client's name, saved on its own (an emptied field clears it). */
export function NameForm({ card, limits }: { card: ClientCard; limits: FormLimits }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, shown } = useOwnerForm('client-name', 'name');
  const name = field('name');
  return (
    <fetcher.Form method="post" className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <input type="hidden" name="intent" value="name" />
      <LabelledControl id={name.id} label={t('clients.name')} className="mb-0 flex-grow-1">
        <input
          {...controlProps(name)}
          defaultValue={shown('name', card.name ?? '')}
          {...textLimits(limits.name)}
          autoComplete="off"
          className={`form-control form-control-lg ${name.errors ? 'is-invalid' : ''}`}
        />
        <ErrorList id={name.errorId} errors={name.errors} />
      </LabelledControl>
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
        {t('clients.saveName')}
      </button>
    </fetcher.Form>
  );
}

/** Consent to be contacted with offers: a switch saved at once, with who recorded it and when. */
export function ConsentForm({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { fetcher, busy } = useOwnerForm('client-consent', 'consent');
  const given = card.consent.given;
  return (
    <fetcher.Form method="post" className="mb-1">
      <input type="hidden" name="intent" value="consent" />
      {given ? null : <input type="hidden" name="marketing_consent" value="1" />}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <span className={`badge fs-6 ${given ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {given ? t('clients.consentGiven') : t('clients.consentNotGiven')}
        </span>
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {given ? t('clients.consentWithdraw') : t('clients.consentRecord')}
        </button>
      </div>
      {card.consent.at ? (
        <div className="small text-body-secondary mt-1">
          {t('clients.consentBy', { by: card.consent.by ?? t('clients.someone'), at: formatDateTime(card.consent.at, timeZone) })}
        </div>
      ) : null}
    </fetcher.Form>
  );
}

/** The messages about the client's own orders (decision 039): sent unless the client asked for none. */
export function OrderMessagesForm({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const { fetcher, busy } = useOwnerForm('client-order-messages', 'order-messages');
  const on = card.order_messages;
  return (
    <fetcher.Form method="post" className="mb-1 mt-2">
      <input type="hidden" name="intent" value="order-messages" />
      {on ? null : <input type="hidden" name="order_messages" value="1" />}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {/* A badge keeps its words on one line; this sentence wraps on a phone instead of running off it. */}
        <span className={`badge fs-6 text-wrap text-start lh-base ${on ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {on ? t('clients.orderMessagesOn') : t('clients.orderMessagesOff')}
        </span>
        <button type="submit" className="btn btn-outline-primary wd-touch" disabled={busy}>
          {on ? t('clients.orderMessagesStop') : t('clients.orderMessagesResume')}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The notes with «Удалить» each, and the form that adds one (kept typed while the card reloads live). */
export function NotesBlock({ card, limits }: { card: ClientCard; limits: FormLimits }) {
  const { t } = useTranslation();
  const adding = useOwnerForm('client-note', 'note');
  const removing = useOwnerForm('client-remove-note', 'remove-note');
  const { ask, dialog } = useConfirm();
  // The question comes with the page's scripts: before them a tap would remove the note at once.
  const hydrated = useHydrated();
  const note = adding.field('note');
  return (
    <>
      <ClientNotes notes={card.notes}>
        {(n) =>
          card.forgotten_at ? null : (
            <removing.fetcher.Form
              method="post"
              onSubmit={(e) => {
                // A note is someone's record of the car: gone with one tap of a wet glove, it is gone for good.
                e.preventDefault();
                const form = e.currentTarget;
                void ask({ text: t('clients.removeNoteConfirm', { text: n.text }), confirm: t('clients.removeNote') }).then((yes) => {
                  if (yes) removing.fetcher.submit(form);
                });
              }}
            >
              <input type="hidden" name="intent" value="remove-note" />
              <input type="hidden" name="remove_note_id" value={n.id} />
              <button
                type="submit"
                className="btn btn-outline-secondary wd-touch"
                disabled={removing.busy || !hydrated}
                aria-label={t('clients.removeNote')}
              >
                {t('clients.remove')}
              </button>
            </removing.fetcher.Form>
          )
        }
      </ClientNotes>
      {card.notes.length === 0 ? <p className="text-body-secondary">{t('clients.noNotes')}</p> : null}
      {card.forgotten_at ? null : (
        <adding.fetcher.Form method="post" key={adding.savedKey}>
          <input type="hidden" name="intent" value="note" />
          <LabelledControl id={note.id} label={t('clients.newNote')}>
            <textarea
              {...controlProps(note)}
              {...textLimits(limits.note)}
              defaultValue={adding.shown('note', undefined)}
              rows={2}
              className={`form-control form-control-lg ${note.errors ? 'is-invalid' : ''}`}
            />
            <ErrorList id={note.errorId} errors={note.errors} />
          </LabelledControl>
          <button type="submit" className="btn btn-success btn-lg" disabled={adding.busy}>
            {t('clients.addNote')}
          </button>
        </adding.fetcher.Form>
      )}
      {dialog}
    </>
  );
}
