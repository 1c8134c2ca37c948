import { areaIndexLoader } from '~/utils/area-index.server';
import { isOwnerArea } from '~/utils/areas';

/** `/owner`: the price lists, where the owner starts (the owner's home after sign-in). */
export const loader = areaIndexLoader(isOwnerArea, '/owner/prices');
export { AreaIndexScreen as default } from '~/components/area-index-screen';
