import { z } from 'zod';
import { okEnvelope } from './envelope';
import { id, oneLine } from './fields';

/* ---- Workers and discount groups, as the owner keeps them ---- */

/** A colour of the task page's worker chips: #rrggbb. */
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'цвет в виде #RRGGBB');

export const ownerWorkerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['wash', 'tire']),
  color_back: z.string(),
  color_font: z.string(),
  is_active: z.boolean(),
  commission_percent: z.number().int(),
  share_weight: z.number().int(),
});
export type OwnerWorker = z.infer<typeof ownerWorkerSchema>;
/** `GET owner/workers`: every worker, active or not. */
export const ownerWorkersAnswerSchema = okEnvelope(z.array(ownerWorkerSchema));

/** The share of a line's value a newly hired worker is offered (the owner's form starts with it). */
export const NEW_WORKER_COMMISSION_PERCENT = 30;
/** The shares of a shared line a new worker takes when none are given. */
export const NEW_WORKER_SHARE_WEIGHT = 1;

/** `POST owner/worker`: a new worker (no id) or a change of one; the chip's text colour follows its background. */
export const saveWorkerBodySchema = z.object({
  id: id.optional(),
  name: oneLine(40),
  kind: z.enum(['wash', 'tire']),
  color_back: colour,
  // Strict in the API: a change that leaves a field out must not switch the worker off.
  is_active: z.boolean(),
  commission_percent: z.number().int().min(0, 'от 0 до 100').max(100, 'от 0 до 100'),
  /** Shares of a shared line (1 to 10); left out, a new worker takes NEW_WORKER_SHARE_WEIGHT and a change keeps the worker's. */
  share_weight: z.number().int().min(1, 'от 1 до 10').max(10, 'от 1 до 10').optional(),
});

export const ownerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percent: z.number().int(),
  is_active: z.boolean(),
  cars: z.number().int(),
});
/** `GET owner/discount-groups`: every group with the number of its cars. */
export const ownerGroupsAnswerSchema = okEnvelope(z.array(ownerGroupSchema));

/** `POST owner/discount-group`: a new group (no id) or a change of one. */
export const saveGroupBodySchema = z.object({
  id: id.optional(),
  name: oneLine(40),
  percent: z.number().int().min(1, 'от 1 до 100').max(100, 'от 1 до 100'),
  is_active: z.boolean(),
});

export const ownerCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contract_text: z.string(),
  pays_by_contract: z.boolean(),
  clients: z.array(
    z.object({
      id: z.number().int(),
      phone: z.string().nullable(),
      name: z.string().nullable(),
    }),
  ),
});
export type OwnerCompany = z.infer<typeof ownerCompanySchema>;
/** `GET owner/companies`: every contract company with its clients. */
export const ownerCompaniesAnswerSchema = okEnvelope(z.array(ownerCompanySchema));

/** `POST owner/company`: a new company (no id) or a change of one. */
export const saveCompanyBodySchema = z.object({
  id: id.optional(),
  name: oneLine(80),
  contract_text: z.string().trim().max(2000),
  pays_by_contract: z.boolean(),
});

/** `POST owner/company/client`: a client, found by phone (made when new), joins the company or leaves it. */
export const companyClientBodySchema = z.object({
  company_id: id,
  phone: z.string().trim().min(1).max(30),
  attach: z.boolean(),
});

/** One loyalty step: this many paid orders last month earn this percent this month. */
export const loyaltyTierSchema = z.object({
  orders: z.number().int().min(1, 'от 1 до 1000').max(1000, 'от 1 до 1000'),
  percent: z.number().int().min(1, 'от 1 до 100').max(100, 'от 1 до 100'),
});

/** How many loyalty steps the rules may have. */
export const LOYALTY_STEPS_MAX = 5;

/** `GET owner/rules` and `POST owner/rules`: the loyalty steps (at most five, each number of orders once) and the first-order percent. */
export const businessRulesSchema = z.object({
  loyalty: z
    .array(loyaltyTierSchema)
    .max(LOYALTY_STEPS_MAX)
    .refine((tiers) => new Set(tiers.map((t) => t.orders)).size === tiers.length, {
      message: 'каждое число заказов — один раз',
      params: { i18n: 'validation.tiersTwice' },
    }),
  first_order_percent: z.number().int().min(0, 'от 0 до 100').max(100, 'от 0 до 100'),
});
export const businessRulesAnswerSchema = okEnvelope(businessRulesSchema);
