import { areaIndexLoader } from '~/utils/area-index.server';
import { isMaster } from '~/utils/areas';

/** `/master`: a new order, where a master starts (the master's home after sign-in). */
export const loader = areaIndexLoader(isMaster, '/master/tasks/new');
export { AreaIndexScreen as default } from '~/components/area-index-screen';
