import { useTranslation } from 'react-i18next';
import type { ClientNote } from '#contract/clients';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';

/**
 * A client's notes, newest first, each with who wrote it and when. Shown in full, never behind
 * a tap: «царапина на бампере была до мойки» must reach the master before the car is washed.
 */
export function ClientNotes({ notes, children }: { notes: readonly ClientNote[]; children?: (note: ClientNote) => React.ReactNode }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  if (notes.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0 wd-client-notes">
      {notes.map((note) => (
        <li key={note.id} className="alert alert-warning py-2 px-3 mb-2 d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <div className="fw-semibold wd-note-text">{note.text}</div>
            <div className="small text-body-secondary">
              {t('clients.noteBy', { author: note.author ?? t('clients.someone'), at: formatDateTime(note.at, timeZone) })}
            </div>
          </div>
          {children?.(note)}
        </li>
      ))}
    </ul>
  );
}
