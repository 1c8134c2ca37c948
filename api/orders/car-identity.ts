import { eq } from 'drizzle-orm';
import type { NewOrderBody } from '../contract/intake';
import type { Db } from '../db/database';
import { brands, models } from '../db/schema';
import { notFound } from '../domain/refusal';
import { aliasesOfBrand, aliasesOfModel } from '../catalogue/reference-aliases';
import { literalKey } from '../catalogue/search-rank';

/** What the car of a new order is, as the `cars` row keeps it (api/db/schema/clients.ts). */
export interface CarIdentity {
  modelId: number | null;
  brandId: number | null;
  freeBrand: string | null;
  freeModel: string | null;
}

/**
 * The car named by a new order: a catalogue model, or a model written by hand of a
 * catalogue brand or of one written by hand (docs/decisions/016-cars-outside-the-catalogue.md).
 * Text that spells a catalogue entry (`тойота`, `VW`, `camry`) is that entry, so the catalogue's
 * cars do not get twins outside it. The contract has already checked that one of the ways
 * was given.
 */
export async function resolveCarIdentity(
  tx: Db,
  input: Pick<NewOrderBody, 'model_id' | 'brand_id' | 'brand_name' | 'model_name'>,
): Promise<CarIdentity> {
  if (input.model_id != null) {
    const [model] = await tx.select({ id: models.id }).from(models).where(eq(models.id, input.model_id));
    if (!model) throw notFound('model_not_found', { id: input.model_id });
    return { modelId: model.id, brandId: null, freeBrand: null, freeModel: null };
  }
  const brand = input.brand_id != null ? await brandById(tx, input.brand_id) : await brandSpelled(tx, input.brand_name!);
  const modelName = input.model_name!;
  if (!brand) return { modelId: null, brandId: null, freeBrand: input.brand_name!, freeModel: modelName };
  const model = await modelSpelled(tx, brand, modelName);
  if (model) return { modelId: model, brandId: null, freeBrand: null, freeModel: null };
  return { modelId: null, brandId: brand.id, freeBrand: null, freeModel: modelName };
}

async function brandById(tx: Db, id: number) {
  const [brand] = await tx.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id));
  if (!brand) throw notFound('brand_not_found', { id });
  return brand;
}

const spells = (text: string, spellings: ReadonlyArray<string>) => spellings.some((s) => literalKey(s) === literalKey(text));

/** The catalogue brand whose name, Russian name or alias this text is, letter for letter. */
async function brandSpelled(tx: Db, text: string) {
  const rows = await tx.select({ id: brands.id, name: brands.name, nameRu: brands.nameRu }).from(brands);
  return rows.find((b) => spells(text, [b.name, b.nameRu, ...aliasesOfBrand(b.name)]));
}

async function modelSpelled(tx: Db, brand: { id: number; name: string }, text: string): Promise<number | undefined> {
  const rows = await tx
    .select({ id: models.id, name: models.name, nameRu: models.nameRu })
    .from(models)
    .where(eq(models.brandId, brand.id));
  return rows.find((m) => spells(text, [m.name, m.nameRu, ...aliasesOfModel(brand.name, m.name)]))?.id;
}
