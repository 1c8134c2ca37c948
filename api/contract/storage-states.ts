/**
 * The named states of a stored tyre set (docs/decisions/041-seasonal-tyre-storage.md): its
 * season and what happened to it. No zod here: the schema of the database imports it too.
 */
export const TYRE_SEASONS = ['summer', 'winter', 'all_season'] as const;
export type TyreSeason = (typeof TYRE_SEASONS)[number];

/** Taken in, moved to another cell, given back. */
export const TYRE_SET_EVENTS = ['in', 'move', 'out'] as const;
export type TyreSetEvent = (typeof TYRE_SET_EVENTS)[number];
