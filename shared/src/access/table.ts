/**
 * The one access table of the portal (docs/product.md#access-rules).
 *
 * It drives three things: the navbar (which links a user sees), the shell's route guard
 * (which pages a user may open) and the server's authorization (which /api paths a user
 * may call). Patterns use bracketed segments: `/workers/[short_code]` matches any value
 * with the same number of segments. An empty role list opens a rule to any signed-in user.
 * API paths are written without the `/api` prefix and without a leading slash. The areas'
 * pages come from their one entry in `areas/areas.json` (pagesOfRole).
 */
import { pagesOfRole } from '../areas';
import type { Role } from './roles';


export interface AccessRule {
  roles: readonly Role[];
  pages: readonly string[];
  api: readonly string[];
}

/**
 * Calls that need no session at all. `users/cfr/resetPassword/confirm` is the client portal's
 * reset page (a client-side user has no staff session): the mailed token is the credential.
 */
export const PUBLIC_API = ['auth/login', 'health', 'users/cfr/resetPassword/confirm'] as const;

/** Calls a pending session (password checked, second step not done yet) may make. */
export const PENDING_API = ['auth/double_auth', 'auth/qrcode', 'auth/changePassword', 'auth/logout'] as const;

/** Settings lists readable by the areas that filter on them. */
const CLIENT_LISTS = [
  'salesAgents/getSalesAgents',
  'clientGroups/getClientGroups',
  'clientGroups2/getClientGroups2',
  'clientGroups2/getClientGroups2List',
];

export const ACCESS_TABLE: readonly AccessRule[] = [
  {
    roles: [],
    pages: ['/', '/logout', '/codeqr'],
    api: [
      'auth/valid_ip',
      'auth/trustedDevices',
      'auth/revokeTrustedDevice',
      // Step-up (a fresh code before a sensitive finance action): any signed-in staff user.
      'auth/stepUp',
      'users/getMe',
      'users/getUser',
      'users/getUserId',
      'profile/getProfiles',
      'messagesHome/getPublishedMessagesHome',
      // Reference lists (docs/product.md#calls-reference-lists) are read by every area.
      'elu/getElus',
      'team/getTeams',
      'company/getCompanies',
      'agency/getAgencies',
      'financeAndBusiness/getFinanceUnit',
      'financeAndBusiness/getBusinessUnit',
      'analyticAccount/getAnalyticAccount',
      'gtaType/getGtaType',
    ],
  },
  {
    roles: ['RETRIB'],
    pages: pagesOfRole('RETRIB'),
    api: [
      'retrib/getServicesAndOptions',
      'retrib/calendar',
      'retrib/updateTeamConfig',
      'retrib/getTeamList',
      'retrib/previewPay',
      'retrib/statements/getStatements',
      'retrib/statements/closeMonth',
      'retrib/statements/reopenMonth',
      'retrib/statements/getStatementPdf',
      'retrib/statements/getPayrollCsv',
      'retrib/today',
    ],
  },
  {
    roles: ['WORKERS'],
    pages: pagesOfRole('WORKERS'),
    api: [
      'workers/addWorker',
      'workers/getWorkers',
      'workers/updateWorkerData',
      'workers/uploadPhoto',
      'workers/[id]',
      'workers/getWorkerTimes',
      'workers/getAgenciesAndTeamsAndCompanies',
      'workers/getWorkersEvents',
      'workers/search',
      'workers/today',
      'workersKpis/getWorkersKpis',
      'gtaTypes/getGtaTypes',
      'workerCompanies/getWorkerCompanies',
      'workerCompanies/getShortCodePrefix',
    ],
  },
  {
    // Pickers of workers in other areas read the light list only.
    roles: ['WORKERS', 'VEHICLES', 'SHIFTS', 'REGULAR', 'RETRIB'],
    pages: [],
    api: ['workers/getWorkersLight'],
  },
  {
    roles: ['SETTINGS'],
    pages: pagesOfRole('SETTINGS'),
    api: [
      ...CLIENT_LISTS,
      'salesAgents/addSalesAgent',
      'salesAgents/updateSalesAgent',
      'clientGroups/addClientGroup',
      'clientGroups/updateClientGroup',
      'clientGroups2/addClientGroup2',
      'clientGroups2/updateClientGroup2',
      'workerCompanies/getWorkerCompanies',
      'workerCompanies/addWorkerCompany',
      'workerCompanies/updateWorkerCompany',
      'workerCompanies/getShortCodePrefix',
      'messagesHome/getMessagesHome',
      'messagesHome/addMessageHome',
      'messagesHome/updateMessageHome',
      'vehicleModels/getVehicleModels',
      'vehicleModels/addVehicleModel',
      'vehicleModels/updateVehicleModel',
      'vehicleBrands/getVehicleBrands',
      'vehicleBrands/addVehicleBrand',
      'vehicleBrands/updateVehicleBrand',
      'vehicleTypes/getVehicleTypes',
      'vehicleTypes/addVehicleType',
      'vehicleTypes/updateVehicleType',
      'vehicleSuppliers/getVehicleSuppliers',
      'vehicleSuppliers/addVehicleSupplier',
      'vehicleSuppliers/updateVehicleSupplier',
      'discountCodes/getDiscountCodes',
      'discountCodes/addDiscountCode',
      'discountCodes/updateDiscountCode',
      'adminEvents/getAdminEvents',
      'adminEvents/getUserList',
      'outbox/getMails',
      'outbox/getMail',
      'outbox/getAttachment',
      'outbox/today',
    ],
  },
  {
    // The reference lists staff administer in Settings (docs/product.md#calls-reference-lists).
    roles: ['SETTINGS'],
    pages: [],
    api: [
      'elu/listElus',
      'elu/addElu',
      'elu/updateElu',
      'financeAndBusiness/listFinanceUnits',
      'financeAndBusiness/addFinanceUnit',
      'financeAndBusiness/updateFinanceUnit',
      'financeAndBusiness/listBusinessUnits',
      'financeAndBusiness/addBusinessUnit',
      'financeAndBusiness/updateBusinessUnit',
      'gtaType/listGtaTypes',
      'gtaType/addGtaType',
      'gtaType/updateGtaType',
    ],
  },
  {
    roles: ['VEHICLES'],
    pages: pagesOfRole('VEHICLES'),
    api: [
      'vehicles/getVehicles',
      'vehicles/getVehicleTypes',
      'vehicles/addVehicle',
      'vehicles/addComment',
      'vehicles/getVehicleComments',
      'vehicles/getVehicleAssignments',
      'vehicles/dissociateVehicle',
      'vehicles/assignVehicle',
      'vehicles/getVehicleStates',
      'vehicles/getVehicleContract',
      'vehicles/getVehicleModel',
      'vehicles/getVehicleBrand',
      'vehicles/getFleetManager',
      'vehicles/getVehicleSupplier',
      'vehicles/[id]',
      'vehicles/updateVehicleData',
      'vehicles/search',
      'vehicles/today',
    ],
  },
  {
    roles: ['FINANCE'],
    pages: pagesOfRole('FINANCE'),
    api: [
      'finance/recovery/getClientInvoiceSummary',
      'finance/recovery/[id]',
      'finance/recovery/addNote',
      'finance/recovery/updateBillingContact',
      'finance/recovery/getEventsClient',
      'finance/recovery/getClientAccountingReport',
      'finance/recovery/exportRecovery',
      'finance/recovery/setRecoveryDispute',
      'finance/recovery/getReminders',
      'finance/recovery/sendReminders',
      'finance/recovery/liftRecovery',
      'finance/recovery/liftRecoveries',
      'finance/recovery/getSettings',
      'finance/recovery/updateSettings',
      'finance/billing/getPreview',
      'finance/billing/getPreviewClient',
      'finance/billing/getRun',
      'finance/billing/issue',
      'finance/billing/getInvoices',
      'finance/billing/send',
      'finance/billing/getInvoicePdf',
      'finance/billing/getArchive',
      // Credit notes: FINANCE decides the Clients area's requests (docs/security.md, segregation of duties).
      'finance/creditRequests/getCreditRequests',
      'finance/creditRequests/approve',
      'finance/creditRequests/refuse',
      'finance/creditRequests/issueCredit',
      // The operator's legal identity on its invoices (a step-up to change it).
      'finance/seller/getSeller',
      'finance/seller/updateSeller',
      // The global search's invoices, opening on the client's recovery page.
      'finance/searchInvoices',
      'finance/today',
    ],
  },
  {
    roles: ['CLIENTS', 'FINANCE'],
    pages: [],
    api: CLIENT_LISTS,
  },
  {
    // The client list is also the client picker of the cfr users pages (filter, add, move).
    roles: ['CLIENTS', 'CFRUSERS'],
    pages: [],
    api: ['clients/getClients'],
  },
  {
    roles: ['CLIENTS'],
    pages: pagesOfRole('CLIENTS'),
    api: [
      'clients/addClient',
      'clients/duplicateClient',
      'clients/getPaymentMethods',
      // The list page's export (the cfr users pages read the list as a picker only).
      'clients/exportClients',
      'clients/[id]',
      'clients/updateClientData',
      'clients/closeAccount',
      'clients/reactivateAccount',
      'clients/updateClientContact',
      'clients/getInvoiceConfigurationLists',
      'clients/getPriceList',
      'clients/updateClientSettings',
      'clients/unbanUser',
      'clients/updateInvoicePONumber',
      'clients/regenerateInvoice',
      'clients/createInvoiceCredit',
      'clients/getCreditRequests',
      'clients/getBusinessUnit',
      'clients/sendInvoice',
      'clients/getInvoicePdf',
      'clients/getCreditNotePdf',
      'clients/addComment',
      'clients/search',
    ],
  },
  {
    roles: ['CHAT'],
    pages: pagesOfRole('CHAT'),
    api: [
      'chat/getChats',
      'chat/getRooms',
      'chat/getAllRooms',
      'chat/getMessages',
      'chat/sendMessage',
      'chat/getAttachment',
      'chat/markRead',
      'chat/getUnread',
      'chat/search',
      'chat/today',
      'chat/addRoom',
      'chat/getMembers',
      'chat/addMember',
      'chat/joinRoom',
      'chat/removeMember',
      'chat/startChat',
      'chat/getStaffUsers',
      'chat/getClientsLight',
      'chat/socket',
      'ticket/sendEmail',
    ],
  },
  {
    roles: ['CFRUSERS'],
    pages: pagesOfRole('CFRUSERS'),
    api: [
      'users/cfr/getUsers',
      'users/cfr/addUser',
      'users/cfr/[id]',
      'users/cfr/getSites',
      'users/cfr/exportUsers',
      'users/cfr/getServices',
      'users/cfr/updateUser',
      'users/cfr/inactiveUser',
      'users/cfr/resetPassword',
      'users/cfr/search',
    ],
  },
  {
    roles: ['SHIFTS'],
    pages: pagesOfRole('SHIFTS'),
    api: [
      'planning/getShifts',
      'planning/getClientsShiftable',
      'planning/getClientGroupsShiftable',
      'planning/getShiftTypes',
      'planning/createShift',
      'planning/duplicateShift',
      'planning/moveShift',
      'planning/editWorkerTime',
      'planning/deleteShift',
      'planning/deleteWorkerTime',
      'planning/getShiftById',
      'planning/updateShift',
      'planning/addMission',
      'planning/updateMission',
      'planning/deleteMission',
      'planning/addWorkerTime',
      'planning/getMaxDaysLimit',
      'planning/getWorkerAnomaliesAndPlannedShifts',
      'planning/getDaySummary',
      'planning/getWorkerTimeByWorkerId',
      'planning/switchUnProudictiveShift',
      'planning/getReconciliation',
      'planning/searchBoardWorkers',
      'planning/today',
    ],
  },
  {
    roles: ['REGULAR'],
    pages: pagesOfRole('REGULAR'),
    api: [
      'regularMissions/getRegularMissions',
      'regularMissions/getRegMissionsClients',
      'regularMissions/getRegMissionsNames',
      'regularMissions/[id]',
      'regularMissions/exportRegularMissions',
      'regularMissions/updateRegularMission',
      'regularMissions/previewApplyWeek',
      'regularMissions/applyWeek',
      'regularMissions/search',
    ],
  },
];
