import { apiFor, type ServerArgs } from '~/utils/api.server';
import { isMaster } from '~/utils/areas';

/** Today's booked cars still to come, for the master's lists; without them the list still shows. */
export async function bookedTodayOf(args: ServerArgs) {
  const answer = await (await apiFor(args, isMaster)).call('bookings/today');
  return answer.ok ? answer.data : [];
}
