import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, businessProfile, clients } from '../db/schema';
import type { LinkSettings } from './compose';
import { bookingUrl } from './link';
import { templates } from './templates';
import { messageTime, renderMessage } from './text';

export type BookingMessageKind = 'booking_day' | 'booking_hour';

/**
 * A reminder of a booking as it would go out now, to whom: the booking's client as they are now
 * (a phone, not erased, not asking for none), the owner's text if that kind is on, the booking's
 * time and link. Null when none should go: the booking is no longer booked (arrived, canceled,
 * a no-show) or its time has come. Read again just before sending, as the order's messages are.
 */
export async function composeBookingMessage(
  tx: Db,
  bookingId: number,
  kind: BookingMessageKind,
  settings: LinkSettings,
  now: Date,
): Promise<{ phone: string; text: string } | null> {
  const [booking] = await tx
    .select({
      status: bookings.status,
      startsAt: bookings.startsAt,
      plate: bookings.plateNumber,
      token: bookings.publicToken,
      phone: clients.phone,
      off: clients.serviceSmsOff,
      forgotten: clients.forgottenAt,
    })
    .from(bookings)
    .leftJoin(clients, eq(clients.id, bookings.clientId))
    .where(eq(bookings.id, bookingId));
  if (!booking?.phone || booking.off || booking.forgotten) return null;
  if (booking.status !== 'booked' || booking.startsAt.getTime() <= now.getTime()) return null;
  const template = (await templates(tx)).find((t) => t.kind === kind)!;
  if (!template.enabled) return null;
  const [profile] = await tx.select({ name: businessProfile.name }).from(businessProfile);
  const text = renderMessage(template.text, {
    order: String(bookingId),
    plate: booking.plate,
    link: bookingUrl(settings, booking.token),
    shop: profile?.name ?? '',
    time: messageTime(booking.startsAt, settings.TZ_BUSINESS),
  });
  return text ? { phone: booking.phone, text } : null;
}
