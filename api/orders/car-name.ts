import { sql } from 'drizzle-orm';
import { brands, cars, models } from '../db/schema';

/**
 * The brand a car shows: its model's brand, or the catalogue brand of a model written by
 * hand (docs/decisions/016-cars-outside-the-catalogue.md). Join `brands` on this.
 */
export const carBrandJoin = sql`${brands.id} = coalesce(${models.brandId}, ${cars.brandId})`;

/** The car's brand and model as shown: the catalogue's names, else as written. */
export function carNames(row: { brand: string | null; model: string | null; freeBrand: string | null; freeModel: string | null }) {
  const brand = row.brand ?? row.freeBrand;
  const model = row.model ?? row.freeModel;
  return { brand_name: brand, model_name: model, model_text: [brand, model].filter(Boolean).join(' ') };
}
