/**
 * Server data as TanStack Query options, one module per resource: its keys, its queries and its mutations
 * (which declare the keys they invalidate). Screens pass these to `useQuery`/`useMutation` with the app's
 * `queryClient` (src/app/queryClient.ts); charts' actors call `queryClient.fetchQuery(…)` with the same
 * factories, so both share one cache. No hooks here: `queryOptions` and `mutationOptions` only type the objects.
 */
export { benefitKeys, type OptinChange, optinQuery, rewardsQuery, setOptinMutation } from './benefits';

export {
  type HistoryEventType,
  type HistoryFilter,
  type HistoryProduct,
  historyEventQuery,
  historyEventTypes,
  historyKeys,
  historyListQuery,
  historyPageQuery,
  historyProducts,
  invoiceMutation,
} from './history';
export {
  type CostSave,
  type CostSaved,
  costByOrderMutation,
  createCostMutation,
  type DeleteReach,
  deleteCostMutation,
  type ExpensePeriod,
  expensePeriods,
  expensesQuery,
  historyCostKeys,
  lastMileageBefore,
  type MileageEntry,
  mileageEntriesQuery,
  periodRange,
  updateCostMutation,
} from './historyCosts';
export {
  byStart,
  mergeCandidatesQuery,
  mergeTripsMutation,
  mergeWindow,
  splitTripMutation,
  type TripWindow,
  tripKeys,
} from './historyTrips';
export {
  loyaltyKeys,
  loyaltyProgramsQuery,
  loyaltySubscriptionsQuery,
  subscribeLoyaltyMutation,
  unsubscribeLoyaltyMutation,
} from './loyalty';
export { maintenanceQuery } from './maintenance';
export { refreshIntervals, staleTimes } from './meta';
export {
  followedOngoingOrdersQuery,
  type OrderFeedback,
  ongoingOrdersQuery,
  orderKeys,
  orderQuery,
  sendFeedbackMutation,
  settledOrderQuery,
} from './orders';
export {
  addableMethodTypes,
  availableProvidersQuery,
  deactivateMutation,
  type PaymentMethodsFilter,
  paymentKeys,
  paymentLimitQuery,
  paymentMethodsQuery,
  registerFuelCardMutation,
  registerMbwayMutation,
  setPreferredMutation,
} from './payments';
export { placesQuery, shopQuery, stationKeys, stationQuery } from './stations';
export {
  completedTutorialsQuery,
  completeTutorialMutation,
  isTopicCompleted,
  sortTopics,
  type TutorialTopicWithTutorials,
  tutorialCatalogQuery,
  tutorialKeys,
} from './tutorials';
export { hasPinQuery, savePinMutation, twoFactorKeys } from './twoFactor';
export {
  changePasswordMutation,
  deleteAccountMutation,
  type ProfileFields,
  preferencesQuery,
  profileQuery,
  requestDataDumpMutation,
  resendPasswordMutation,
  updateProfileMutation,
  userKeys,
} from './users';
export {
  addVehicleUserMutation,
  createVehicleMutation,
  deleteVehicleMutation,
  removeVehicleUserMutation,
  setPreferredVehicleMutation,
  updateVehicleMutation,
  vehicleCatalogKeys,
  vehicleFuelTypesQuery,
  vehicleKeys,
  vehicleMakesQuery,
  vehicleModelsQuery,
  vehicleQuery,
  vehiclesQuery,
} from './vehicles';
export {
  activateCampaignMutation,
  addVoucherMutation,
  createReferralCodeMutation,
  discountPreviewQuery,
  referralQuery,
  voucherKeys,
  vouchersQuery,
} from './vouchers';
export {
  redeemCodeMutation,
  ticketCategories,
  washTicketKeys,
  washTicketQuery,
  washTicketsQuery,
} from './washTickets';
