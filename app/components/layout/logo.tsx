/** The product mark: a drop and the name. */
/** `compact`: the name shows only from 576 px, so the phone top bar keeps its buttons. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="wd-logo d-inline-flex align-items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 3c5 7 9 11.5 9 16.5a9 9 0 0 1-18 0C7 14.5 11 10 16 3z" fill="var(--bs-primary)" />
        <path d="M12 20a4 4 0 0 0 4 4" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className={`fw-bold fs-5 ${compact ? 'd-none d-sm-inline' : ''}`}>Washdesk</span>
    </span>
  );
}
