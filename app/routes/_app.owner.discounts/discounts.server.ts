import { z } from 'zod';
import { checkbox } from '#contract/fields';
import { businessRulesSchema, LOYALTY_STEPS_MAX, loyaltyTierSchema, saveGroupBodySchema } from '#contract/owner-staff';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm, rowIntent, saveRow } from '~/components/owner/owner-api.server';

export async function discountsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const [groups, rules] = await Promise.all([api.call('owner/discount-groups'), api.call('owner/rules')]);
  return {
    groups: dataOrThrow(groups),
    rules: dataOrThrow(rules),
    // The fields' limits and the number of steps come from the contract the action parses with.
    limits: { group: constraintOf(saveGroupBodySchema), rules: constraintOf(rulesForm) },
    steps: TIER_ROWS,
  };
}

// One intent per row (`group-4`, `group-new`), so the page's answer reaches its own row only.
export const groupForm = saveGroupBodySchema.extend({ intent: rowIntent('group'), is_active: checkbox });

/** How many loyalty steps the form offers: as many as the contract takes. */
const TIER_ROWS = LOYALTY_STEPS_MAX;
const tierFields = Object.fromEntries(
  Array.from({ length: TIER_ROWS }, (_, i) => [
    [`orders_${i}`, loyaltyTierSchema.shape.orders.optional()],
    [`percent_${i}`, loyaltyTierSchema.shape.percent.optional()],
  ]).flat(),
) as Record<string, z.ZodOptional<typeof loyaltyTierSchema.shape.orders>>;
/**
 * The rules' form: step N as `orders_N` and `percent_N` (a step left empty is no step), and
 * the first-order percent, each of the contract's rules (api/contract/owner-staff.ts).
 */
export const rulesForm = z
  .object({ intent: z.literal('rules'), first_order_percent: businessRulesSchema.shape.first_order_percent, ...tierFields })
  .superRefine((v, ctx) => {
    const values = v as Record<string, unknown>;
    const seen = new Set<unknown>();
    for (let i = 0; i < TIER_ROWS; i += 1) {
      const [orders, percent] = [values[`orders_${i}`], values[`percent_${i}`]];
      if (orders !== undefined && seen.has(orders))
        ctx.addIssue({
          code: 'custom',
          path: [`orders_${i}`],
          message: 'каждое число заказов — один раз',
          params: { i18n: 'validation.tiersTwice' },
        });
      seen.add(orders);
      // Half a step is a mistake, not an empty row: say which half is missing.
      if ((orders === undefined) !== (percent === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [orders === undefined ? `orders_${i}` : `percent_${i}`],
          message: 'обязательное поле',
          params: { i18n: 'validation.required' },
        });
      }
    }
  });

/** A group's row saved, a new group, or the loyalty rules: one call of the product API. */
export async function discountsAction(args: ServerArgs): Promise<ActionResult> {
  const form = await args.request.formData();
  if (form.get('intent') !== 'rules') return saveRow(args, form, groupForm, (api, body) => api.call('owner/discount-group', { body }));
  const api = await ownerApi(args);
  const submission = parseIntentForm(form, rulesForm);
  if (submission.status !== 'success') return refusedForm(submission, 'rules');
  const values = submission.value as unknown as Record<string, number | undefined>;
  const loyalty = Array.from({ length: TIER_ROWS }, (_, i) => ({ orders: values[`orders_${i}`], percent: values[`percent_${i}`] })).filter(
    (t): t is { orders: number; percent: number } => t.orders !== undefined && t.percent !== undefined,
  );
  const answer = await api.call('owner/rules/save', { body: { loyalty, first_order_percent: submission.value.first_order_percent } });
  return formAnswer(submission, answer, 'rules', stepField(answer, values));
}

/** A step the API refused (its percent not above the step below) is named by its orders: the refusal shows under that step's percent. */
function stepField(
  answer: { ok: boolean; code?: string; params?: Record<string, unknown> },
  values: Record<string, number | undefined>,
): string | undefined {
  if (answer.ok || answer.code !== 'loyalty_step_not_higher') return undefined;
  const row = Array.from({ length: TIER_ROWS }, (_, i) => i).find((i) => values[`orders_${i}`] === answer.params?.orders);
  return row === undefined ? undefined : `percent_${row}`;
}
