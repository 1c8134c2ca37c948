import { pathsOf, redirectOf } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { wizardAction, type WizardActionData } from '~/components/wizard/wizard-actions.server';
import type { SelectedLine } from '~/components/wizard/wizard-selection';

/**
 * The new-order wizard's steps, each a form of the action, against a real product API
 * (app/components/wizard/wizard-actions*.server.test.ts). Called once at the top of a test
 * file: the API is started before its tests.
 */
export function wizardSteps() {
  const web = webApiFixture({ roles: ['master', 'cashier'] });

  /** One step's form posted by the master (or `as`); answers what the action answered and the calls it made. */
  async function post(form: Record<string, string>, options: { editOf?: number; as?: 'master' | 'cashier' | null; url?: string } = {}) {
    const args = await web.args(options.as === undefined ? 'master' : options.as, { url: options.url ?? '/master/tasks/new', form });
    const result = await wizardAction(args, options.editOf === undefined ? {} : { editOf: options.editOf });
    return { result, calls: pathsOf(args.calls) };
  }

  /** The Volkswagen Polo of the catalogue. */
  const polo = async () => {
    const info = (await web.get('get-cars-info')).body.data as {
      brands: Array<{ id: number; name: string }>;
      models: Record<string, Array<{ id: number; name: string; class_id: number }>>;
    };
    const vw = info.brands.find((b) => b.name === 'Volkswagen')!;
    return info.models[String(vw.id)]!.find((m) => m.name === 'Polo')!;
  };

  return { web, post, polo };
}

/** The refusal the action answered (it answers a redirect when the step went through). */
export function refusal(result: Response | WizardActionData): NonNullable<WizardActionData> {
  if (result instanceof Response || !result)
    throw new Error(
      `expected a refusal, got ${result instanceof Response ? `a ${result.status} to ${result.headers.get('Location')}` : 'nothing'}`,
    );
  return result;
}

/** Where the action sent the master. */
export function target(result: Response | WizardActionData): string | null {
  const redirect = redirectOf(result);
  if (!redirect) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return redirect.location;
}

/** A selected wash line of a service. */
export const washLine = (serviceId: number, quantity = 1): SelectedLine => ({
  serviceId,
  isWash: true,
  radiusId: null,
  profileId: null,
  quantity,
  name: '',
});
