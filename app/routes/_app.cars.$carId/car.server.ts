import { pageParam } from '~/utils/page-param.server';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { idParam } from '~/utils/id-param.server';

/** «Машина»: the car's card, its orders' page from the address. */
export async function carLoader(args: ServerArgs & { params: { carId?: string } }) {
  const api = await apiFor(args, isStaffArea);
  const id = idParam(args.params.carId);
  const page = pageParam(new URL(args.request.url), 'page');
  return { car: dataOrThrow(await api.call('car/:id', { params: { id }, query: { page } })), role: api.user.role };
}
