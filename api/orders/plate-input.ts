import { invalid } from '../domain/refusal';
import { isStandardPlate, isValidNonStandardPlate, normalizePlate } from '../contract/plates';

/**
 * A plate from a request: a standard plate in its stored form (even when marked non-standard,
 * so the same car is never two), else, when marked non-standard, the plate as typed.
 */
export function parsePlate(raw: string, nonStandard: boolean | undefined): { plate: string; isStandard: boolean } {
  const plate = normalizePlate(raw);
  if (isStandardPlate(plate)) return { plate, isStandard: true };
  if (!nonStandard) throw invalid('plate_invalid');
  if (!isValidNonStandardPlate(plate)) throw invalid('plate_nonstandard_length');
  return { plate, isStandard: false };
}
