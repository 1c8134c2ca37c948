import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { carNames } from '../orders/car-name';

interface CarRow extends Record<string, unknown> {
  id: number;
  plate_number: string;
  client_id: number | null;
  brand: string | null;
  model: string | null;
  free_brand: string | null;
  free_model: string | null;
  class_id: number;
  class_name: string;
  class_code: string | null;
  group_name: string | null;
  group_percent: number | null;
  radius: string | null;
  profile: string | null;
  profile_code: string | null;
}

/**
 * Cars as the cards show them (`which` is a condition on `k`, the cars table): the catalogue's
 * names or as written, the class, the discount group and the size of the car's last tyre
 * order (one indexed look per car: orders by car, newest first).
 */
export async function carSummaries(db: Db, which: SQL) {
  const rows = await rawRows<CarRow>(
    db,
    sql`select k.id, k.plate_number, k.client_id, b.name as brand, m.name as model, k.free_brand, k.free_model,
          k.class_id, vc.name as class_name, vc.code as class_code, g.name as group_name, g.percent as group_percent,
          t.radius, t.profile, t.profile_code
        from cars k
        left join models m on m.id = k.model_id
        left join brands b on b.id = coalesce(m.brand_id, k.brand_id)
        join vehicle_classes vc on vc.id = k.class_id
        left join discount_groups g on g.id = k.discount_group_id
        left join lateral (
          select r.name as radius, p.name as profile, p.code as profile_code from orders o
          join tire_radii r on r.id = o.tire_radius_id join tire_profiles p on p.id = o.tire_profile_id
          where o.car_id = k.id and o.tire_radius_id is not null order by o.id desc limit 1
        ) t on true
        where ${which} order by k.id`,
  );
  return rows.map((r) => {
    const names = carNames({ brand: r.brand, model: r.model, freeBrand: r.free_brand, freeModel: r.free_model });
    return {
      id: Number(r.id),
      plate_number: r.plate_number,
      client_id: r.client_id === null ? null : Number(r.client_id),
      brand_name: names.brand_name,
      model_name: names.model_name,
      class_id: Number(r.class_id),
      class_name: r.class_name,
      class_code: r.class_code,
      discount_group: r.group_name === null ? null : { name: r.group_name, percent: Number(r.group_percent) },
      last_tire_size: r.radius === null ? null : { radius: r.radius, profile: r.profile ?? '', profile_code: r.profile_code },
    };
  });
}
