/**
 * The customers' pages' script and stylesheet (server/customer-bundle/build.ts), built after
 * the web app into its assets, with their names in build/customer-bundle.json for the server.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildCustomerBundle } from '../server/customer-bundle/build';
import { CUSTOMER_BUNDLE_MANIFEST, customerAssetsOf } from '../server/customer-bundle/manifest';

const bundle = await buildCustomerBundle();
for (const file of [bundle.script, bundle.style]) writeFileSync(path.join('build/client', file.href), file.body);
writeFileSync(CUSTOMER_BUNDLE_MANIFEST, JSON.stringify(customerAssetsOf(bundle)));
const kB = (body: string) => `${(gzipSync(body).length / 1024).toFixed(1)} kB gzip`;
console.log(`customers' pages built: ${bundle.script.href} (${kB(bundle.script.body)}), ${bundle.style.href} (${kB(bundle.style.body)})`);
