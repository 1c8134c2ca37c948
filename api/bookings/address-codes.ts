import { createPublicLimiter, throttledRefusal } from '../public/rate-limit';

/** Codes sent to phones from one address in a minute: each is an SMS the shop pays for (a phone network puts many behind one address). */
export const BOOKING_CODES_PER_ADDRESS_MINUTE = 10;
/**
 * Codes from one address in an hour: without it one address spent the shop's whole hour
 * (SHOP_CODES_PER_HOUR) in six minutes and closed online booking for everyone.
 */
export const BOOKING_CODES_PER_ADDRESS_HOUR = 10;

/**
 * The codes one address has had sent, by the minute and by the hour, on the API's clock. A code
 * refused by the minute says the longer wait when the hour is spent too; a code whose SMS
 * could not be sent is given back.
 */
export function bookingCodesOfAddresses(clock: () => number) {
  const minute = createPublicLimiter(BOOKING_CODES_PER_ADDRESS_MINUTE, clock);
  const hour = createPublicLimiter(BOOKING_CODES_PER_ADDRESS_HOUR, clock, 3_600_000);
  return {
    count(address: string) {
      const wait = minute.take(address);
      if (wait > 0) throw throttledRefusal(Math.max(wait, hour.wait(address)));
      const hourWait = hour.take(address);
      if (hourWait > 0) {
        minute.giveBack(address);
        throw throttledRefusal(hourWait);
      }
    },
    giveBack(address: string) {
      minute.giveBack(address);
      hour.giveBack(address);
    },
  };
}
