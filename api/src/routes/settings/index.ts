import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { addListItem, updateListItem } from '../../services/settings/simpleList';
import {
  clientGroups,
  clientGroups2,
  clientGroups2Light,
  salesAgents,
  shortCodePrefixOf,
  vehicleBrands,
  vehicleModels,
  vehicleSuppliers,
  vehicleTypes,
  workerCompanies,
} from '../../repositories/settingsLists';
import { listHomeMessages, publishedHomeMessages } from '../../repositories/homeMessages';
import { addMessageHome, updateMessageHome } from '../../services/settings/homeMessages';
import { listDiscountCodes } from '../../repositories/discountCodes';
import { addDiscountCode, updateDiscountCode } from '../../services/settings/discountCodes';
import { getAttachment, getMail, listMails } from '../../repositories/outbox';
import { exportMails } from '../../repositories/outboxExport';

/**
 * The Settings area's lists (docs/product.md#settings): sales agents, client groups, worker
 * companies, home messages, the vehicle lists, discount codes and the mail outbox.
 */
export default async function settingsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.settings, {
    /** Sales agents (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getSalesAgents: ({ query }) => salesAgents.list(app.db, query),
    addSalesAgent: (ctx) => addListItem(salesAgents, app.db, ctx.auth().user.id, ctx.body),
    updateSalesAgent: (ctx) => updateListItem(salesAgents, app.db, ctx.auth().user.id, ctx.body),
    /** Client groups (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getClientGroups: ({ query }) => clientGroups.list(app.db, query),
    addClientGroup: (ctx) => addListItem(clientGroups, app.db, ctx.auth().user.id, ctx.body),
    updateClientGroup: (ctx) => updateListItem(clientGroups, app.db, ctx.auth().user.id, ctx.body),
    /** Client groups 2 (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getClientGroups2: ({ query }) => clientGroups2.list(app.db, query),
    getClientGroups2List: () => clientGroups2Light(app.db),
    addClientGroup2: (ctx) => addListItem(clientGroups2, app.db, ctx.auth().user.id, ctx.body),
    updateClientGroup2: (ctx) => updateListItem(clientGroups2, app.db, ctx.auth().user.id, ctx.body),
    /** Worker companies (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getWorkerCompanies: ({ query }) => workerCompanies.list(app.db, query),
    getShortCodePrefix: ({ query }) => shortCodePrefixOf(app.db, query.companyId),
    addWorkerCompany: (ctx) => addListItem(workerCompanies, app.db, ctx.auth().user.id, ctx.body),
    updateWorkerCompany: (ctx) => updateListItem(workerCompanies, app.db, ctx.auth().user.id, ctx.body),
    /** Home messages (Settings area); the published ones of today are open to every signed-in user (landing page). */
    getMessagesHome: ({ query }) => listHomeMessages(app.db, query.status),
    getPublishedMessagesHome: () => publishedHomeMessages(app.db),
    addMessageHome: (ctx) => addMessageHome(app.db, ctx.auth().user.id, ctx.body),
    updateMessageHome: (ctx) => updateMessageHome(app.db, ctx.auth().user.id, ctx.body),
    /** Vehicle models (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getVehicleModels: ({ query }) => vehicleModels.list(app.db, query),
    addVehicleModel: (ctx) => addListItem(vehicleModels, app.db, ctx.auth().user.id, ctx.body),
    updateVehicleModel: (ctx) => updateListItem(vehicleModels, app.db, ctx.auth().user.id, ctx.body),
    /** Vehicle brands (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getVehicleBrands: ({ query }) => vehicleBrands.list(app.db, query),
    addVehicleBrand: (ctx) => addListItem(vehicleBrands, app.db, ctx.auth().user.id, ctx.body),
    updateVehicleBrand: (ctx) => updateListItem(vehicleBrands, app.db, ctx.auth().user.id, ctx.body),
    /** Vehicle types (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getVehicleTypes: ({ query }) => vehicleTypes.list(app.db, query),
    addVehicleType: (ctx) => addListItem(vehicleTypes, app.db, ctx.auth().user.id, ctx.body),
    updateVehicleType: (ctx) => updateListItem(vehicleTypes, app.db, ctx.auth().user.id, ctx.body),
    /** Vehicle suppliers (Settings area): the generic simple list (repositories/settingsLists.ts). */
    getVehicleSuppliers: ({ query }) => vehicleSuppliers.list(app.db, query),
    addVehicleSupplier: (ctx) => addListItem(vehicleSuppliers, app.db, ctx.auth().user.id, ctx.body),
    updateVehicleSupplier: (ctx) => updateListItem(vehicleSuppliers, app.db, ctx.auth().user.id, ctx.body),
    /** Discount codes (Settings area): status by dates, unique code, percent or amount. */
    getDiscountCodes: ({ query }) => listDiscountCodes(app.db, query.status),
    addDiscountCode: (ctx) => addDiscountCode(app.db, ctx.auth().user.id, ctx.body),
    updateDiscountCode: (ctx) => updateDiscountCode(app.db, ctx.auth().user.id, ctx.body),
    /** The outbox (Settings area): mails queued, sent, captured or failed, read-only; mail/sender.ts sends them. */
    getMails: ({ query }) => listMails(app.db, query),
    /** GET outbox/exportMails: the filtered mails as a CSV file, streamed by keyset. */
    exportMails: async ({ query }) => exportMails(app.db, query),
    getMail: ({ query }) => getMail(app.db, query.id),
    getAttachment: ({ query }) => getAttachment(app.db, query.id, query.index),
  });
}
