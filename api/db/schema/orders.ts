import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services, tireProfiles, tireRadii, workers } from './catalogue';
import { cars, clients, companies } from './clients';
import { ITEM_STATUSES, JOB_STATUSES, PAY_STATUS, type PayStatus } from '../../contract/order-states';

/** What a phone change did to the money due back (orders.refund_lowered). */
export interface RefundLowered {
  /** The order left its contract, or its discount changed. */
  cause: 'contract' | 'discount';
  wasRefund: number;
  refund: number;
  wasPercent: number;
  percent: number;
  at: string;
}

/* ---- Orders, their lines and who works on them ---- */

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
    jobStatus: text('job_status', { enum: JOB_STATUSES }).notNull().default('waiting'),
    payStatus: integer('pay_status').$type<PayStatus>().notNull().default(PAY_STATUS.unpaid),
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
    /** The first-order percent in force when the terms were read (the owner's setting). */
    firstOrderPercent: integer('first_order_percent').notNull().default(30),
    isPayByContract: boolean('is_pay_by_contract').notNull().default(false),
    /**
     * The company of the client when the terms were read (decision 027): the order keeps
     * saying whose contract it is served under after the client leaves the company.
     */
    companyId: integer('company_id').references(() => companies.id),
    groupPercent: integer('group_percent'),
    groupName: text('group_name'),
    keysState: text('keys_state', { enum: ['none', 'cell', 'client', 'returned'] })
      .notNull()
      .default('none'),
    keyCell: integer('key_cell'),
    /** The cashier removed the parking charge; it is not charged again. */
    parkingRemoved: boolean('parking_removed').notNull().default(false),
    /**
     * The last phone change that lowered the money due back to the client, for the cashier
     * (docs/domain.md 'Money and discounts'): why, the refund due and the percent before and
     * after (kopecks), and when. Null when none did, or a later one raised it again.
     */
    refundLowered: jsonb('refund_lowered').$type<RefundLowered>(),

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
    /**
     * The customer's public link `/o/{token}` (docs/decisions/039-the-customers-own-page.md):
     * 144 random bits, made at intake or when staff issue a new one (which kills the old).
     */
    publicToken: text('public_token'),
    /**
     * When the car was handed over: done (or canceled), nothing left to pay or give back, keys
     * not in a cell. Kept by the derivation; the public link expires 30 days after it.
     */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** Global monotonic change sequence (order_change_seq), bumped by every write. */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_change_seq')`),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('orders_change_seq_idx').on(t.changeSeq),
    index('orders_status_id_idx').on(t.jobStatus, t.id.desc()),
    index('orders_car_idx').on(t.carId, t.id.desc()),
    index('orders_client_idx').on(t.clientId, t.id.desc()),
    index('orders_done_at_idx')
      .on(t.doneAt)
      .where(sql`${t.jobStatus} = 'done'`),
    index('orders_needs_cashier_idx')
      .on(t.id.desc())
      .where(sql`${t.needsCashier}`),
    index('orders_draft_idx')
      .on(t.createdAt)
      .where(sql`${t.isDraft}`),
    /** Reports: orders taken in per hour, canceled orders of a period. */
    index('orders_created_at_idx')
      .on(t.createdAt)
      .where(sql`not ${t.isDraft}`),
    index('orders_derive_at_idx')
      .on(t.deriveAt)
      .where(sql`${t.deriveAt} is not null`),
    index('orders_plate_trgm_idx').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
    uniqueIndex('orders_public_token_idx').on(t.publicToken),
    uniqueIndex('orders_key_cell_idx')
      .on(t.keyCell)
      .where(sql`${t.keysState} = 'cell'`),
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
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('active'),
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
    // The worker's percent and shares as they were when assigned: the owner changing them
    // later does not rewrite what was already earned (as a line keeps its price).
    commissionPercent: integer('commission_percent').notNull(),
    shareWeight: integer('share_weight').notNull(),
  },
  (t) => [
    uniqueIndex('order_item_workers_pk').on(t.orderItemId, t.workerId),
    check('order_item_workers_share_weight_check', sql`${t.shareWeight} between 1 and 10`),
    check('order_item_workers_commission_percent_check', sql`${t.commissionPercent} between 0 and 100`),
  ],
);
