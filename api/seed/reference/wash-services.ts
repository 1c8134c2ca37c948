/**
 * Reference wash services for the seed, with Moscow prices of 2025-2026 in whole roubles.
 *
 * `prices` holds one price per vehicle class, in class order 1..4 (see VEHICLE_CLASSES in
 * ./vehicles): small/medium car, business car or crossover, SUV or minivan, minibus or van.
 * Prices are for the whole car unless the name says otherwise.
 *
 * `colorBack` / `colorFont` colour the service badge on the order card: a light pastel
 * background and a dark font of the same hue, every pair with WCAG AA contrast (≥ 4.5:1).
 */

export interface ReferenceWashService {
  name: string;
  prices: readonly [number, number, number, number];
  colorBack: string;
  colorFont: string;
}

export const WASH_SERVICES: ReadonlyArray<ReferenceWashService> = [
  /* ---- Washes ---- */
  { name: 'Экспресс-мойка', prices: [500, 600, 700, 900], colorBack: '#D7E9F9', colorFont: '#124068' },
  { name: 'Мойка кузова', prices: [700, 800, 900, 1200], colorBack: '#D7E1F9', colorFont: '#122D68' },
  { name: 'Комплексная мойка', prices: [1600, 1900, 2200, 2800], colorBack: '#D7D9F9', colorFont: '#121968' },
  { name: 'Детейлинг-мойка', prices: [3500, 4200, 5000, 6500], colorBack: '#DCD7F9', colorFont: '#201268' },
  { name: 'Мойка двигателя', prices: [1200, 1400, 1600, 2000], colorBack: '#F9DFD7', colorFont: '#682612' },
  { name: 'Мойка радиатора', prices: [800, 900, 1000, 1300], colorBack: '#F9E7D7', colorFont: '#683A12' },
  { name: 'Мойка днища', prices: [800, 1000, 1200, 1500], colorBack: '#F9EFD7', colorFont: '#684E12' },
  { name: 'Мойка арок', prices: [300, 350, 400, 500], colorBack: '#F9F7D7', colorFont: '#686112' },
  { name: 'Мойка дисков', prices: [400, 450, 500, 600], colorBack: '#F4F9D7', colorFont: '#5B6812' },
  { name: 'Очистка дисков от тормозной пыли', prices: [1000, 1100, 1300, 1500], colorBack: '#ECF9D7', colorFont: '#476812' },
  { name: 'Чернение шин', prices: [200, 250, 300, 350], colorBack: '#E4F9D7', colorFont: '#336812' },
  { name: 'Удаление битума', prices: [800, 1000, 1200, 1500], colorBack: '#DCF9D7', colorFont: '#206812' },
  { name: 'Мойка стёкол', prices: [300, 350, 400, 500], colorBack: '#D7F9F9', colorFont: '#126868' },

  /* ---- Interior ---- */
  { name: 'Пылесос салона', prices: [500, 600, 700, 900], colorBack: '#D7F9D9', colorFont: '#126819' },
  { name: 'Влажная уборка салона', prices: [500, 600, 700, 900], colorBack: '#D7F9E1', colorFont: '#12682D' },
  { name: 'Мойка ковриков', prices: [200, 250, 300, 400], colorBack: '#D7F9E9', colorFont: '#126840' },
  { name: 'Чистка багажника', prices: [400, 500, 600, 800], colorBack: '#D7F9F1', colorFont: '#126854' },
  { name: 'Уборка шерсти животных', prices: [1000, 1200, 1500, 2000], colorBack: '#D7F1F9', colorFont: '#125468' },
  { name: 'Кондиционер кожи', prices: [1500, 1800, 2200, 2800], colorBack: '#F9D7D7', colorFont: '#681212' },
  { name: 'Озонирование салона', prices: [2000, 2200, 2500, 3000], colorBack: '#F9D7DF', colorFont: '#681226' },
  { name: 'Химчистка салона', prices: [9000, 11000, 13000, 16000], colorBack: '#F9D7E7', colorFont: '#68123A' },

  /* ---- Protection and polishing ---- */
  { name: 'Нанесение воска', prices: [400, 500, 600, 800], colorBack: '#F9D7EF', colorFont: '#68124E' },
  { name: 'Антидождь', prices: [700, 800, 900, 1100], colorBack: '#F9D7F7', colorFont: '#681261' },
  { name: 'Защитное покрытие стёкол', prices: [1500, 1700, 1900, 2300], colorBack: '#F4D7F9', colorFont: '#5B1268' },
  { name: 'Полировка кузова', prices: [12000, 15000, 18000, 24000], colorBack: '#ECD7F9', colorFont: '#471268' },
  { name: 'Керамическое покрытие', prices: [25000, 30000, 35000, 45000], colorBack: '#E4D7F9', colorFont: '#331268' },
];
