import { areaIndexLoader } from '~/utils/area-index.server';
import { isCashierArea } from '~/utils/areas';

/** `/cashier`: the desk's list of orders to take money for. */
export const loader = areaIndexLoader(isCashierArea, '/cashier/tasks/active');
export { AreaIndexScreen as default } from '~/components/area-index-screen';
