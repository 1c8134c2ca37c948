import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { businessProfileOf, saveBusinessProfile } from '../owner/business-profile';

/** The business's own details: read by every screen that prints them, set by the owner. */
export function businessCalls({ db }: ApiContext): AnyCallSpec[] {
  return [
    defineCall(CALLS['business/profile'], {
      summary:
        "The business's name, address, phone and INN for the receipt and the work order (null until the owner sets them), and " +
        'whether the caller may set them',
      roles: CALLERS.staff,
      handler: async ({ auth }) => ({
        data: { profile: await businessProfileOf(db), can_edit: (CALLERS.owner as readonly string[]).includes(auth!.user.role) },
      }),
    }),
    defineCall(CALLS['business/profile/save'], {
      summary: "Set the business's name, address, phone (+7 and 10 digits) and INN (10 or 12 digits, check digits verified); audited",
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveBusinessProfile(db, auth!.user.id, body);
        return { notice: notice('business_saved') };
      },
    }),
  ];
}
