import type { Settings } from '../settings';
import { resetLinkOrigin } from '../auth/password-reset';

/** The customer's page of an order: the site's origin (the first PUBLIC_ORIGIN, else this machine) and the token. */
export const publicUrl = (settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>, token: string) => `${resetLinkOrigin(settings)}/o/${token}`;

/** The customer's page of a booking: to see, move or cancel it. */
export const bookingUrl = (settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>, token: string) => `${resetLinkOrigin(settings)}/b/${token}`;

/** The booking page: the season's reminder to a client with a set in storage links to it. */
export const bookPageUrl = (settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>) => `${resetLinkOrigin(settings)}/book?kind=tire`;
