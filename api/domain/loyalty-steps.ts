import { refusal, type Refusal } from '../contract/refusals';

/**
 * The loyalty steps must rise: a client who ordered more may never get less. Each step
 * (by its number of orders) needs a higher percent than every step below it; the first
 * step that does not is refused, with the step below it named.
 */
export function refuseFallingSteps(steps: ReadonlyArray<{ orders: number; percent: number }>): Refusal | undefined {
  const rising = [...steps].sort((a, b) => a.orders - b.orders);
  for (let i = 1; i < rising.length; i += 1) {
    const [below, step] = [rising[i - 1]!, rising[i]!];
    if (step.percent <= below.percent) {
      return refusal('loyalty_step_not_higher', {
        orders: step.orders,
        percent: step.percent,
        lower_orders: below.orders,
        lower_percent: below.percent,
      });
    }
  }
  return undefined;
}
