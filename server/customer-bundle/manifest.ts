import { readFileSync } from 'node:fs';
import type { CustomerAssets } from '../../app/utils/customer-assets';

/** Where `npm run build` names the customers' pages' built files (scripts/build-customer.ts). */
export const CUSTOMER_BUNDLE_MANIFEST = 'build/customer-bundle.json';

/** The built files' addresses, for a production server. */
export function readCustomerAssets(): CustomerAssets {
  try {
    const parsed = JSON.parse(readFileSync(CUSTOMER_BUNDLE_MANIFEST, 'utf8')) as Partial<CustomerAssets>;
    if (typeof parsed.script === 'string' && typeof parsed.style === 'string') return { script: parsed.script, style: parsed.style };
  } catch {
    // Said below.
  }
  throw new Error(`${CUSTOMER_BUNDLE_MANIFEST} is missing or unreadable: run npm run build`);
}

/** The addresses a built bundle's files are served at: what the pages name and the manifest keeps. */
export function customerAssetsOf(bundle: { script: { href: string }; style: { href: string } }): CustomerAssets {
  return { script: bundle.script.href, style: bundle.style.href };
}
