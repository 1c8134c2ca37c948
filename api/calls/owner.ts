import { notice } from '../contract/notices';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { orderContext } from '../orders/order-change';
import { ownerGroups, saveGroup } from '../owner/discount-groups';

import { priceList, saveService, setTirePrices, tirePriceGrid } from '../owner/prices';
import { renameClass } from '../owner/classes';
import { businessRulesOf, saveBusinessRules } from '../owner/business-rules';
import { ownerCompanies, saveCompany, setCompanyClient } from '../owner/companies';
import { ownerModels, saveModel } from '../owner/models';
import { ownerWorkers, saveWorker } from '../owner/workers';

/** The owner's back office: the price list, the classes, the workers, the discount groups, the companies. */
export function ownerCalls(api: ApiContext): AnyCallSpec[] {
  const { db } = api;
  const ctx = (userId: number) => ({ ...orderContext(api, userId), userId });
  const pricesSaved = (repriced: number) => ({
    data: { repriced_orders: repriced },
    notice: repriced ? notice('prices_saved_repriced', { n: repriced }) : notice('prices_saved'),
  });
  return [
    defineCall(CALLS['owner/prices'], {
      summary: 'Every class and service (active or not) with the wash prices per class',
      roles: CALLERS.owner,
      handler: async () => ({ data: await priceList(db) }),
    }),
    defineCall(CALLS['owner/service'], {
      summary:
        "Create a wash or tyre service, or change its name, sort order, activity and a wash service's price per class; " +
        'reprice_open also re-prices the lines of open orders nothing was paid for',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        const saved = await saveService(ctx(auth!.user.id), body);
        return {
          data: { id: saved.id, repriced_orders: saved.repriced },
          // The toast names the service: with several rows saved at once, each says which one it was.
          notice: saved.repriced
            ? notice('service_saved_repriced', { name: body.name, n: saved.repriced })
            : notice('service_saved', { name: body.name }),
        };
      },
    }),
    defineCall(CALLS['owner/tire-prices'], {
      summary: "One tyre service's price grid, radius × profile",
      roles: CALLERS.owner,
      handler: async ({ query }) => ({
        data: await tirePriceGrid(db, query.service_id),
      }),
    }),
    defineCall(CALLS['owner/tire-prices/save'], {
      summary: "Set cells of a tyre service's grid; reprice_open as for wash prices",
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => pricesSaved(await setTirePrices(ctx(auth!.user.id), body)),
    }),
    defineCall(CALLS['owner/vehicle-class'], {
      summary: 'Rename a vehicle class (its prices and cars stay)',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await renameClass(ctx(auth!.user.id), body);
        return { notice: notice('class_saved', { name: body.name }) };
      },
    }),
    defineCall(CALLS['owner/workers'], {
      summary: 'Every worker, active or not, with the commission percent',
      roles: CALLERS.owner,
      handler: async () => ({ data: await ownerWorkers(db) }),
    }),
    defineCall(CALLS['owner/worker'], {
      summary: 'Hire a worker or change one; a deactivated worker leaves the assignment lists and keeps their history',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => ({
        data: { id: await saveWorker(ctx(auth!.user.id), body) },
        notice: notice('saved'),
      }),
    }),
    defineCall(CALLS['owner/discount-groups'], {
      summary: 'Every discount group with its number of cars',
      roles: CALLERS.owner,
      handler: async () => ({ data: await ownerGroups(db) }),
    }),
    defineCall(CALLS['owner/discount-group'], {
      summary: 'Create a discount group or change one (name, percent, active)',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => ({
        data: { id: await saveGroup(ctx(auth!.user.id), body) },
        notice: notice('saved'),
      }),
    }),
    defineCall(CALLS['owner/companies'], {
      summary: 'Every contract company with its clients',
      roles: CALLERS.owner,
      handler: async () => ({ data: await ownerCompanies(db) }),
    }),
    defineCall(CALLS['owner/company'], {
      summary: 'Create a contract company or change one (name, contract text, pays by contract); orders already taken keep their terms',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => ({
        data: { id: await saveCompany(ctx(auth!.user.id), body) },
        notice: notice('saved'),
      }),
    }),
    defineCall(CALLS['owner/company/client'], {
      summary: 'Attach a client to a company by phone (a new client is made for a new phone), or detach one',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await setCompanyClient(ctx(auth!.user.id), body);
        return { notice: notice('saved') };
      },
    }),
    defineCall(CALLS['owner/models'], {
      summary: 'Every brand, and the models of one brand with their class',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await ownerModels(db, query.brand_id) }),
    }),
    defineCall(CALLS['owner/model'], {
      summary: 'Add a model to a brand, or fix its names or class (cars taken in after it take the new class)',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => ({ data: { id: await saveModel(ctx(auth!.user.id), body) }, notice: notice('saved') }),
    }),
    defineCall(CALLS['owner/rules'], {
      summary: 'The loyalty steps (paid orders last month → percent) and the first-order percent',
      roles: CALLERS.owner,
      handler: async () => {
        const rules = await businessRulesOf(db);
        return {
          data: {
            loyalty: [...rules.loyaltySteps].reverse().map((s) => ({ orders: s.minOrders, percent: s.percent })),
            first_order_percent: rules.firstOrderPercent,
          },
        };
      },
    }),
    defineCall(CALLS['owner/rules/save'], {
      summary:
        "Set the loyalty steps and the first-order percent; orders already taken keep their terms, every client's loyalty is " +
        'worked out again at their next order',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveBusinessRules(ctx(auth!.user.id), body);
        return { notice: notice('saved') };
      },
    }),
  ];
}
