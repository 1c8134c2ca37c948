import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { roleHome } from '#contract/roles';
import { getSession, sessionUser } from '~/utils/session.server';

/** `/` leads to the role's home, or to sign-in (docs/screens.md section 2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = sessionUser(await getSession({ request, context }));
  return redirect(user ? roleHome(user.role) : '/log_in');
}
