import { badRequest } from '../http/errors';
import { isStandardPlate, isValidNonStandardPlate, normalizePlate } from '../contract/plates';

/** A plate from a request: normalised, and checked against the standard pattern unless marked non-standard. */
export function parsePlate(raw: string, nonStandard: boolean | undefined): { plate: string; isStandard: boolean } {
  const plate = normalizePlate(raw);
  if (nonStandard) {
    if (!isValidNonStandardPlate(plate)) throw badRequest('Нестандартный номер: от 1 до 12 символов');
    return { plate, isStandard: false };
  }
  if (!isStandardPlate(plate)) throw badRequest('Неверный формат номера');
  return { plate, isStandard: true };
}
