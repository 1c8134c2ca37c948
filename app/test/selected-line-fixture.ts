import type { SelectedLine } from '~/components/wizard/wizard-selection';

/** A wash picked in the new-order wizard, as the wizard's selection holds it (for its unit tests). */
export const washLine = (serviceId: number, quantity = 1): SelectedLine => ({
  serviceId,
  isWash: true,
  radiusId: null,
  profileId: null,
  quantity,
  name: `Мойка ${serviceId}`,
});
