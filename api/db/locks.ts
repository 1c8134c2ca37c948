/**
 * The advisory locks of the product (PostgreSQL's pg_advisory_lock and _xact_lock; PGlite has
 * them too), one number each, so that no two kinds of work wait on each other by accident.
 */
export const LOCKS = {
  /** Migrations at start-up: one process migrates, the others wait. */
  migrations: 72_634_101,
  /** The change feed's sequence, taken last in a writing transaction (change-feed.ts). */
  changeFeed: 72_634_102,
  /** The reference data seeded at start-up. */
  referenceSeed: 72_634_103,
  /** The demo accounts seeded at start-up. */
  demoUsers: 72_634_104,
  /** The demo orders seeded at start-up. */
  demoOrders: 72_634_105,
  /** The key box: one writer at a time picks a free cell. */
  keyCells: 72_634_106,
  /** Workers' names: a name is checked free and saved by one writer at a time (api/owner/named-row.ts). */
  workerNames: 72_634_107,
  /** Discount groups' names, likewise. */
  groupNames: 72_634_108,
  /** Companies' names, likewise. */
  companyNames: 72_634_109,
  /** Re-pricing open orders after a price change. */
  reprice: 72_634_110,
  /** Models' names within their brand: checked free and saved by one writer at a time (api/owner/models.ts). */
  modelNames: 72_634_111,
  /** A backup of a PostgreSQL database: one at a time, whichever process asks (api/backup/take-postgres.ts). */
  backup: 72_634_112,
  /** The booking codes of one phone (with the phone's hash as the second key): their count and the new one, one at a time. */
  bookingCodes: 72_634_120,
  /** One car's bookings (the plate's hash the second key): checked free of overlap and written one at a time (api/bookings/place.ts). */
  bookedCar: 72_634_124,
  /**
   * One bay's new and moved bookings (the bay's id the second key), taken in the savepoint of the
   * write (api/bookings/place.ts): two conflicting inserts checked at once would wait on each
   * other inside the exclusion constraint, and PostgreSQL would end one of them as a deadlock.
   */
  bookedBay: 72_634_125,
  /** The sign-in counts (api/auth/login-throttle.ts): one sign-in's transaction at a time. */
  loginThrottle: 72_634_123,
  /** The demo bays seeded at start-up: processes starting together on one PostgreSQL take turns. */
  demoBays: 72_634_121,
  /** The demo storage racks and sets seeded at start-up, likewise. */
  demoStorage: 72_634_122,
} as const;
