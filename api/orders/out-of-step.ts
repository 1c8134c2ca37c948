/**
 * Orders whose stored money does not add up (plain SQL, so the fuzz test and the chaos
 * script, which speak to the database through different clients, ask the same question):
 * payments and refunds that differ from the order's totals, a final sum that is not lines −
 * discount + parking, negative figures, or a pay_sum / refund_due that does not follow from
 * the final sum and the money taken (docs/domain.md 'Money and discounts').
 */
export const ORDERS_OUT_OF_STEP_SQL = `
  select o.id from orders o
    left join (
      select order_id,
             coalesce(sum(sum) filter (where kind = 'payment'), 0) as paid,
             coalesce(sum(sum) filter (where kind = 'refund'), 0) as refunded
        from payments group by order_id
    ) p on p.order_id = o.id
   where coalesce(p.paid, 0) <> o.total_paid
      or coalesce(p.refunded, 0) <> o.total_refunded
      or o.sum_final <> o.total_sum - o.discount_sum + o.parking_sum
      or o.pay_sum < 0 or o.refund_due < 0 or o.total_refunded > o.total_paid
      or (o.job_status <> 'canceled' and not o.is_pay_by_contract
          and o.pay_sum - o.refund_due <> o.sum_final - (o.total_paid - o.total_refunded))
      or ((o.job_status = 'canceled' or o.is_pay_by_contract)
          and (o.pay_sum <> 0 or o.refund_due <> greatest(o.total_paid - o.total_refunded, 0)))`;
