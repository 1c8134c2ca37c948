/** The addresses of the customers' pages' own script and stylesheet (server/customer-bundle/build.ts). */
export interface CustomerAssets {
  script: string;
  style: string;
}
