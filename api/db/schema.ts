import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from '../contract/roles';

/** Staff accounts. `login` is unique case-insensitively; e-mail too when given. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    role: text('role', { enum: roles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_lower_idx').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('master', 'cashier', 'display')`),
  ],
);

/**
 * API tokens. Only the SHA-256 of the token is kept, so a stolen database copy
 * does not hand out sessions (docs/decisions/002-token-in-cookie.md).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Who changed what, when: docs/domain.md 'Users and sessions'. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/* ---- Catalogue and reference data (docs/domain.md 'Vehicles, clients, catalogue') ---- */

export const vehicleClasses = pgTable('vehicle_classes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Stable code the screens translate (docs/decisions/014); null for a class the owner added. */
  code: text('code').unique(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  /** Phonetic skeleton of every spelling (api/catalogue/search-key.ts). */
  searchKey: text('search_key').notNull(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    searchKey: text('search_key').notNull(),
  },
  (t) => [uniqueIndex('models_brand_name_idx').on(t.brandId, t.name)],
);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['wash', 'tire'] }).notNull(),
  name: text('name').notNull(),
  colorBack: text('color_back').notNull(),
  colorFont: text('color_font').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const washPrices = pgTable(
  'wash_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('wash_prices_pk').on(t.serviceId, t.classId)],
);

export const tireRadii = pgTable('tire_radii', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull(),
});

export const tireProfiles = pgTable('tire_profiles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull(),
  /** Stable code the screens translate (docs/decisions/014); null for a profile the owner added. */
  code: text('code').unique(),
});

export const tirePrices = pgTable(
  'tire_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    radiusId: integer('radius_id')
      .notNull()
      .references(() => tireRadii.id),
    profileId: integer('profile_id')
      .notNull()
      .references(() => tireProfiles.id),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('tire_prices_pk').on(t.serviceId, t.radiusId, t.profileId)],
);

export const workers = pgTable('workers', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['wash', 'tire'] }).notNull(),
  name: text('name').notNull(),
  colorBack: text('color_back').notNull(),
  colorFont: text('color_font').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const discountGroups = pgTable('discount_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  percent: integer('percent').notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  paysByContract: boolean('pays_by_contract').notNull().default(false),
});

/* ---- Clients, cars, orders ---- */

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    phone: text('phone'),
    name: text('name'),
    companyId: integer('company_id').references(() => companies.id),
    /** Loyalty percent and the month (first day, business zone) it was computed for. */
    loyaltyDiscount: integer('loyalty_discount').notNull().default(0),
    loyaltyMonth: text('loyalty_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_phone_idx').on(t.phone), index('clients_name_idx').on(sql`lower(${t.name})`)],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    plateNumber: text('plate_number').notNull(),
    isStandardPlate: boolean('is_standard_plate').notNull().default(true),
    modelId: integer('model_id').references(() => models.id),
    /**
     * A car outside the catalogue (docs/decisions/016-cars-outside-the-catalogue.md): no
     * model_id, the model as written, and the brand either from the catalogue (brand_id)
     * or as written (free_brand). With a model_id all three are null.
     */
    brandId: integer('brand_id').references(() => brands.id),
    freeBrand: text('free_brand'),
    freeModel: text('free_model'),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    /** A car belongs to its last client. */
    clientId: integer('client_id').references(() => clients.id),
    discountGroupId: integer('discount_group_id').references(() => discountGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cars_plate_idx').on(t.plateNumber)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    clientId: integer('client_id').references(() => clients.id),
    masterId: integer('master_id').references(() => users.id),
    /** Copied from the car, so lists and searches read one table. */
    plateNumber: text('plate_number').notNull(),
    classId: integer('class_id').notNull(),
    jobStatus: text('job_status', { enum: ['waiting', 'in_progress', 'done', 'canceled'] }).notNull().default('waiting'),
    payStatus: integer('pay_status').notNull().default(1),
    comment: text('comment').notNull().default(''),
    /** The approved manual discount (null when none is in force) and the cashier's reason for it. */
    manualDiscount: integer('manual_discount'),
    manualReason: text('manual_reason').notNull().default(''),
    /*
     * The terms the order was taken on, read when its client is set (creation, phone change)
     * and when its car joins a discount group: nothing that happens later to the client or to
     * other orders changes its price (docs/decisions/010-one-derivation-of-an-order.md).
     */
    loyaltyPercent: integer('loyalty_percent').notNull().default(0),
    isFirstOrder: boolean('is_first_order').notNull().default(false),
    isPayByContract: boolean('is_pay_by_contract').notNull().default(false),
    groupPercent: integer('group_percent'),
    groupName: text('group_name'),
    keysState: text('keys_state', { enum: ['none', 'cell', 'client', 'returned'] }).notNull().default('none'),
    keyCell: integer('key_cell'),
    /** The cashier removed the parking charge; it is not charged again. */
    parkingRemoved: boolean('parking_removed').notNull().default(false),

    /*
     * Everything below is written only by the order's derivation (api/orders/derive.ts,
     * api/domain/order-state.ts) after every change, so that lists and counters read it.
     */
    /** The percent applied to every line, and where it came from. */
    discount: integer('discount').notNull().default(0),
    discountSource: text('discount_source').notNull().default('none'),
    discountReason: text('discount_reason').notNull().default(''),
    hasWash: boolean('has_wash').notNull().default(false),
    hasTire: boolean('has_tire').notNull().default(false),
    /** Kopecks: service lines before discount, their discount, parking, and the final sum. */
    totalSum: integer('total_sum').notNull().default(0),
    discountSum: integer('discount_sum').notNull().default(0),
    parkingSum: integer('parking_sum').notNull().default(0),
    sumFinal: integer('sum_final').notNull().default(0),
    /** Parking: started hours charged, the rate (kopecks) and whether the cap cut it. */
    parkingHours: integer('parking_hours').notNull().default(0),
    parkingRate: integer('parking_rate').notNull().default(0),
    parkingCapped: boolean('parking_capped').notNull().default(false),
    /** When the parking clock stopped (paid in full or keys handed back). */
    parkingStoppedAt: timestamp('parking_stopped_at', { withTimezone: true }),
    /** When the figures change by themselves next (parking grows); the parking clock re-derives then. */
    deriveAt: timestamp('derive_at', { withTimezone: true }),
    /** Kopecks: taken, given back, left to pay, due back to the client. */
    totalPaid: integer('total_paid').notNull().default(0),
    totalRefunded: integer('total_refunded').notNull().default(0),
    paySum: integer('pay_sum').notNull().default(0),
    refundDue: integer('refund_due').notNull().default(0),
    /** In the cashier's list: money to take or give back, or a canceled order's keys in a cell. */
    needsCashier: boolean('needs_cashier').notNull().default(false),
    /** No service was ever added: a wizard left at step 3. Not listed, counted or shown. */
    isDraft: boolean('is_draft').notNull().default(false),
    tireRadiusId: integer('tire_radius_id').references(() => tireRadii.id),
    tireProfileId: integer('tire_profile_id').references(() => tireProfiles.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    payAt: timestamp('pay_at', { withTimezone: true }),
    /** Global monotonic change sequence (order_change_seq), bumped by every write. */
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('order_change_seq')`),
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('orders_change_seq_idx').on(t.changeSeq),
    index('orders_status_id_idx').on(t.jobStatus, t.id.desc()),
    index('orders_car_idx').on(t.carId, t.id.desc()),
    index('orders_client_idx').on(t.clientId, t.id.desc()),
    index('orders_done_at_idx').on(t.doneAt).where(sql`${t.jobStatus} = 'done'`),
    index('orders_needs_cashier_idx').on(t.id.desc()).where(sql`${t.needsCashier}`),
    index('orders_draft_idx').on(t.createdAt).where(sql`${t.isDraft}`),
    index('orders_derive_at_idx').on(t.deriveAt).where(sql`${t.deriveAt} is not null`),
    index('orders_plate_trgm_idx').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
    uniqueIndex('orders_key_cell_idx').on(t.keyCell).where(sql`${t.keysState} = 'cell'`),
    check('orders_pay_status_check', sql`${t.payStatus} between 1 and 4`),
    check('orders_paid_not_above_due', sql`${t.totalPaid} >= 0`),
    check('orders_refunds_within_paid', sql`${t.totalRefunded} between 0 and ${t.totalPaid}`),
    check('orders_money_not_negative', sql`${t.paySum} >= 0 and ${t.refundDue} >= 0 and ${t.sumFinal} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    kind: text('kind', { enum: ['wash', 'tire', 'parking'] }).notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Kopecks: unit price, line before discount, the line's discount, the line after it. */
    price: integer('price').notNull(),
    sumBeforeDiscount: integer('sum_before_discount').notNull(),
    discount: integer('discount').notNull().default(0),
    sum: integer('sum').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    status: text('status', { enum: ['active', 'done', 'canceled'] }).notNull().default('active'),
    radiusId: integer('radius_id').references(() => tireRadii.id),
    profileId: integer('profile_id').references(() => tireProfiles.id),
    isRemovable: boolean('is_removable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`)],
);

export const orderItemWorkers = pgTable(
  'order_item_workers',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
  },
  (t) => [uniqueIndex('order_item_workers_pk').on(t.orderItemId, t.workerId)],
);

/* ---- Payments, discounts, SMS (docs/domain.md 'Payment (cashier)', 'Money and discounts') ---- */

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** A payment takes money; a refund gives it back (both with a positive sum). */
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull().default('payment'),
    method: text('method', { enum: ['card', 'cash', 'fuel'] }).notNull(),
    fuelCardName: text('fuel_card_name', { enum: ['yandex', 'petrol'] }),
    /** Kopecks, above zero. */
    sum: integer('sum').notNull(),
    userId: integer('user_id').references(() => users.id),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_sum_positive', sql`${t.sum} > 0`),
    check('payments_fuel_card', sql`(${t.method} = 'fuel') = (${t.fuelCardName} is not null)`),
  ],
);

/**
 * Idempotency keys of payment requests (Stripe's model): the first answer is kept and
 * given again to a repeat with the same body; another body with the same key is refused.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  requestHash: text('request_hash').notNull(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A manual discount waiting for the manager's SMS code; only the code's hash is kept. */
export const discountRequests = pgTable(
  'discount_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    percent: integer('percent').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when approved, voided (five wrong codes) or replaced. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [index('discount_requests_order_idx').on(t.orderId, t.id.desc())],
);

/** Every SMS the product sent (the `log` provider's outbox, and a record for the gateway). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
});

/**
 * Where an account signed in successfully before: a device (the web app's device cookie) or
 * an address. A correct password from such a place is not held by the account-wide
 * sign-in limit, so failures elsewhere cannot lock the owner out. Only hashes are kept.
 */
export const loginKnown = pgTable('login_known', {
  key: text('key').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
});

/** Single-use password reset tokens: only the hash is stored, and each expires soon. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts per account, per address, per account at an address or device, and
 * password checks and registrations: past a few the next attempt waits, longer after each
 * further one (api/auth/login-throttle.ts).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
