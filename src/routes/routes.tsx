/**
 * The route table of SPEC.md section 2, in one place: what each path shows, which guards it needs and how the
 * frame around it looks (header title, back button, profile and language buttons, footer, support chat).
 */
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyExport } from '../app/lazy';
import { errorScreen, flowPathsByFlow, payScreens } from '../flows/pay/flowScreens';
import { PumpScreen } from '../flows/pay/pumpChoice/PumpScreen';
import type { HeaderOptions } from '../shell/Header';
import type { GuardName } from './guards';
import { MapRoute } from './MapRoute';
import { NotFound } from './NotFound';
import { PayIndex } from './PayIndex';
import { RootRedirect } from './RootRedirect';

/** Screens load on first use, so the QR entry to /pay carries only what it shows. */
const AddressScreen = lazyExport(() => import('../features/account/AddressScreen'), 'AddressScreen');
const AmazonRedirectScreen = lazyExport(() => import('./AmazonRedirectScreen'), 'AmazonRedirectScreen');
const ChangePasswordScreen = lazyExport(
  () => import('../features/account/ChangePasswordScreen'),
  'ChangePasswordScreen',
);
const AmountScreen = lazyExport(() => import('../flows/pay/pumpChoice/AmountScreen'), 'AmountScreen');
const CancelScreen = lazyExport(() => import('../flows/pay/kit/CancelScreen'), 'CancelScreen');
const FinishScreen = lazyExport(() => import('../flows/pay/kit/FinishScreen'), 'FinishScreen');
const FuelSelectionScreen = lazyExport(
  () => import('../flows/pay/pumpChoice/FuelSelectionScreen'),
  'FuelSelectionScreen',
);
const PostpayFuelingScreen = lazyExport(
  () => import('../flows/pay/postpayFuel/PostpayFuelingScreen'),
  'PostpayFuelingScreen',
);
const PostpaySummaryScreen = lazyExport(
  () => import('../flows/pay/postpayFuel/PostpaySummaryScreen'),
  'PostpaySummaryScreen',
);
const WashSelectionScreen = lazyExport(() => import('../flows/pay/carWash/WashSelectionScreen'), 'WashSelectionScreen');
const WashSummaryScreen = lazyExport(() => import('../flows/pay/carWash/WashSummaryScreen'), 'WashSummaryScreen');
const WashFinishScreen = lazyExport(() => import('../flows/pay/carWash/WashFinishScreen'), 'WashFinishScreen');
const EvSummaryScreen = lazyExport(() => import('../flows/pay/evCharge/EvSummaryScreen'), 'EvSummaryScreen');
const EvChargingScreen = lazyExport(() => import('../flows/pay/evCharge/EvChargingScreen'), 'EvChargingScreen');
const GiftCardScreen = lazyExport(() => import('../flows/pay/giftCard/GiftCardScreen'), 'GiftCardScreen');
const GiftCardProcessingScreen = lazyExport(
  () => import('../flows/pay/giftCard/GiftCardProcessingScreen'),
  'GiftCardProcessingScreen',
);
const ShopScreen = lazyExport(() => import('../flows/pay/vendingPurchase/ShopScreen'), 'ShopScreen');
const ShopSummaryScreen = lazyExport(
  () => import('../flows/pay/vendingPurchase/ShopSummaryScreen'),
  'ShopSummaryScreen',
);
const ShopFinishScreen = lazyExport(() => import('../flows/pay/vendingPurchase/ShopFinishScreen'), 'ShopFinishScreen');
const EvFinishScreen = lazyExport(() => import('../flows/pay/evCharge/EvFinishScreen'), 'EvFinishScreen');
const PrepayFuelingScreen = lazyExport(
  () => import('../flows/pay/prepayFuel/PrepayFuelingScreen'),
  'PrepayFuelingScreen',
);
const PrepaySummaryScreen = lazyExport(
  () => import('../flows/pay/prepayFuel/PrepaySummaryScreen'),
  'PrepaySummaryScreen',
);
const ForgottenPasswordScreen = lazyExport(
  () => import('../features/account/ForgottenPasswordScreen'),
  'ForgottenPasswordScreen',
);
const LoginScreen = lazyExport(() => import('../features/account/LoginScreen'), 'LoginScreen');
const RegisterMailScreen = lazyExport(() => import('../features/account/RegisterMailScreen'), 'RegisterMailScreen');
const RegisterScreen = lazyExport(() => import('../features/account/RegisterScreen'), 'RegisterScreen');
const TaxScreen = lazyExport(() => import('../features/account/TaxScreen'), 'TaxScreen');
const ErrorScreen = lazyExport(() => import('../features/info/ErrorScreen'), 'ErrorScreen');
const InfoScreen = lazyExport(() => import('../features/info/InfoScreen'), 'InfoScreen');
const MaintenanceScreen = lazyExport(() => import('../features/info/MaintenanceScreen'), 'MaintenanceScreen');
const LandingScreen = lazyExport(() => import('../features/landing/LandingScreen'), 'LandingScreen');
const OnboardingScreen = lazyExport(() => import('../features/landing/OnboardingScreen'), 'OnboardingScreen');
const ProfileScreen = lazyExport(() => import('../features/profile/ProfileScreen'), 'ProfileScreen');
const ManageScreen = lazyExport(() => import('../features/profile/ManageScreen'), 'ManageScreen');
const BenefitsScreen = lazyExport(() => import('../features/benefits/BenefitsScreen'), 'BenefitsScreen');
const VouchersScreen = lazyExport(() => import('../features/vouchers/VouchersScreen'), 'VouchersScreen');
const AddVoucherScreen = lazyExport(() => import('../features/vouchers/AddVoucherScreen'), 'AddVoucherScreen');
const ReferScreen = lazyExport(() => import('../features/vouchers/ReferScreen'), 'ReferScreen');
const LoyaltyScreen = lazyExport(() => import('../features/loyalty/LoyaltyScreen'), 'LoyaltyScreen');
const AddLoyaltyCardScreen = lazyExport(
  () => import('../features/loyalty/AddLoyaltyCardScreen'),
  'AddLoyaltyCardScreen',
);
const LoyaltySignUpScreen = lazyExport(() => import('../features/loyalty/LoyaltySignUpScreen'), 'LoyaltySignUpScreen');
const PaymentsScreen = lazyExport(() => import('../features/payments/PaymentsScreen'), 'PaymentsScreen');
const EditPaymentScreen = lazyExport(() => import('../features/payments/EditPaymentScreen'), 'EditPaymentScreen');
const PaymentRegisterScreen = lazyExport(
  () => import('../features/payments/PaymentRegisterScreen'),
  'PaymentRegisterScreen',
);
const VehiclesScreen = lazyExport(() => import('../features/vehicles/VehiclesScreen'), 'VehiclesScreen');
const VehicleScreen = lazyExport(() => import('../features/vehicles/VehicleScreen'), 'VehicleScreen');
const WashTicketsScreen = lazyExport(() => import('../features/washTickets/WashTicketsScreen'), 'WashTicketsScreen');
const CostCreateScreen = lazyExport(() => import('../features/history/CostScreen'), 'CostCreateScreen');
const CostEditScreen = lazyExport(() => import('../features/history/CostScreen'), 'CostEditScreen');
const OverviewScreen = lazyExport(() => import('../features/history/Overview'), 'OverviewScreen');
const WashTicketScreen = lazyExport(() => import('../features/washTickets/WashTicketScreen'), 'WashTicketScreen');
const HistoryScreen = lazyExport(() => import('../features/history/HistoryScreen'), 'HistoryScreen');
const HistoryEventScreen = lazyExport(() => import('../features/history/HistoryEventScreen'), 'HistoryEventScreen');
const HistoryErrorScreen = lazyExport(() => import('../features/history/HistoryErrorScreen'), 'HistoryErrorScreen');
const TwoFactorScreen = lazyExport(() => import('../features/twoFactor/TwoFactorScreen'), 'TwoFactorScreen');
const AddMbwayScreen = lazyExport(() => import('../features/payments/AddMbwayScreen'), 'AddMbwayScreen');
const MbwayMandateScreen = lazyExport(() => import('../features/payments/MbwayMandateScreen'), 'MbwayMandateScreen');
const FuelCardScreen = lazyExport(() => import('../features/payments/FuelCardScreen'), 'FuelCardScreen');
const TutorialsScreen = lazyExport(() => import('../features/tutorials/TutorialsScreen'), 'TutorialsScreen');
const TutorialScreen = lazyExport(() => import('../features/tutorials/TutorialScreen'), 'TutorialScreen');
const MergeTripsScreen = lazyExport(() => import('../features/history/MergeTripsScreen'), 'MergeTripsScreen');
const SettingsScreen = lazyExport(() => import('../features/settings/SettingsScreen'), 'SettingsScreen');

/** A route: its path and screen, its guards, how the frame around it looks (the header's options among them). */
export interface RouteDef extends HeaderOptions {
  path: string;
  component: ComponentType;
  /** Applied in guard order (auth → registered → ev → station). */
  guards?: GuardName[];
  /** Footer with terms, imprint, data protection and statutory information (default shown). */
  footer?: boolean;
  supportChat?: boolean;
  /** No header or footer at all (redirects). */
  bare?: boolean;
  /** A screen of the pay area: shown inside the pay layout, under the station header. */
  pay?: boolean;
  /**
   * Opens for a guest as soon as their login stands, while the account's profile and features still load (the
   * screens a QR code or the map's link lead to first): see `selectIsSignedIn`.
   */
  beforeProfile?: boolean;
}

export const routes: RouteDef[] = [
  { path: '/', component: RootRedirect, bare: true, beforeProfile: true },
  {
    path: '/landing',
    component: LandingScreen,
    title: msg`Welcome`,
    back: 'hidden',
    languageButton: true,
    supportChat: true,
  },
  { path: '/onboarding', component: OnboardingScreen, title: msg`How it works`, back: 'pay', languageButton: true },
  { path: '/login', component: LoginScreen, title: msg`Log in`, supportChat: true },
  { path: '/register', component: RegisterScreen, title: msg`Create an account`, supportChat: true },
  { path: '/register/mail', component: RegisterMailScreen, title: msg`Register with email` },
  { path: '/amazonSSORedirect', component: AmazonRedirectScreen, bare: true },
  { path: '/forgotten-password', component: ForgottenPasswordScreen, title: msg`Reset your password` },
  {
    path: '/change-tmp-password',
    component: () => <ChangePasswordScreen forced />,
    guards: ['auth'],
    title: msg`Change password`,
    back: 'hidden',
  },
  {
    path: '/change-password',
    component: () => <ChangePasswordScreen forced={false} />,
    guards: ['auth', 'registered'],
    title: msg`Change password`,
  },
  { path: '/address', component: AddressScreen, guards: ['auth', 'registered'], title: msg`Address` },
  { path: '/tax', component: TaxScreen, guards: ['auth'], title: msg`Tax` },
  {
    path: '/map',
    component: MapRoute,
    guards: ['auth'],
    beforeProfile: true,
    title: msg`Station map`,
    back: 'hidden',
    footer: false,
    // The map is where drivers land (after OK, after logging out): every way on starts here.
    profileButton: true,
    settingsButton: true,
    languageButton: true,
  },
  {
    path: '/settings',
    component: SettingsScreen,
    guards: ['auth'],
    title: msg`Settings`,
    footer: false,
    languageButton: true,
    supportChat: true,
  },
  { path: '/profile', component: ProfileScreen, guards: ['auth', 'registered'], title: msg`Profile` },
  {
    path: '/profile/manage',
    component: ManageScreen,
    guards: ['auth', 'registered'],
    title: msg`Manage your account`,
  },
  { path: '/profile/benefits', component: BenefitsScreen, guards: ['auth', 'registered'], title: msg`Benefits` },
  { path: '/profile/vouchers', component: VouchersScreen, guards: ['auth', 'registered'], title: msg`Vouchers` },
  {
    path: '/profile/vouchers/add',
    component: AddVoucherScreen,
    guards: ['auth', 'registered'],
    title: msg`Add a voucher code`,
  },
  { path: '/profile/refer', component: ReferScreen, guards: ['auth', 'registered'], title: msg`Refer a friend` },
  {
    path: '/profile/loyalty',
    component: LoyaltyScreen,
    guards: ['auth', 'registered'],
    title: msg`Loyalty programmes`,
  },
  {
    path: '/profile/loyalty/add',
    component: AddLoyaltyCardScreen,
    guards: ['auth', 'registered'],
    title: msg`Add a loyalty card`,
  },
  {
    path: '/profile/loyalty/register',
    component: LoyaltySignUpScreen,
    guards: ['auth', 'registered'],
    title: msg`Partner programme sign-up`,
  },
  { path: '/profile/payments', component: PaymentsScreen, guards: ['auth', 'registered'], title: msg`Payment methods` },
  {
    path: '/profile/payments/edit/:id',
    component: EditPaymentScreen,
    guards: ['auth', 'registered'],
    title: msg`Payment method`,
  },
  {
    path: '/profile/payments/payment-register',
    component: PaymentRegisterScreen,
    guards: ['auth', 'registered'],
    title: msg`Payment methods`,
    back: 'hidden',
  },
  { path: '/profile/cars', component: VehiclesScreen, guards: ['auth', 'registered'], title: msg`Vehicles` },
  { path: '/profile/cars/:id', component: VehicleScreen, guards: ['auth', 'registered'], title: msg`Vehicle` },
  { path: '/profile/wash', component: WashTicketsScreen, guards: ['auth', 'registered'], title: msg`Wash tickets` },
  { path: '/profile/wash/:id', component: WashTicketScreen, guards: ['auth', 'registered'], title: msg`Wash ticket` },
  { path: '/history', component: HistoryScreen, guards: ['auth', 'registered'], title: msg`History` },
  {
    path: '/history/error',
    component: HistoryErrorScreen,
    guards: ['auth', 'registered'],
    title: msg`History`,
  },
  { path: '/history/create', component: CostCreateScreen, guards: ['auth', 'registered'], title: msg`Add a cost` },
  {
    path: '/history/transactions-overview',
    component: OverviewScreen,
    guards: ['auth', 'registered'],
    title: msg`Costs overview`,
  },
  { path: '/history/:id/edit', component: CostEditScreen, guards: ['auth', 'registered'], title: msg`Edit cost` },
  { path: '/history/:id', component: HistoryEventScreen, guards: ['auth', 'registered'], title: msg`History entry` },
  { path: '/tutorials', component: TutorialsScreen, guards: ['auth', 'registered'], title: msg`Tutorials` },
  { path: '/tutorials/:id', component: TutorialScreen, guards: ['auth', 'registered'], title: msg`Tutorial` },
  {
    path: '/profile/two-factor',
    component: TwoFactorScreen,
    guards: ['auth', 'registered'],
    title: msg`PIN and biometrics`,
  },
  {
    path: '/profile/payments/add/mbway',
    component: AddMbwayScreen,
    guards: ['auth', 'registered'],
    title: msg`Add MB WAY`,
  },
  {
    path: '/profile/payments/add/bp-card',
    component: FuelCardScreen,
    guards: ['auth', 'registered'],
    title: msg`Add a fuel card`,
  },
  { path: '/payment-method/mbway', component: MbwayMandateScreen, guards: ['auth', 'registered'], title: msg`MB WAY` },
  {
    path: '/history/:id/merge',
    component: MergeTripsScreen,
    guards: ['auth', 'registered'],
    title: msg`Merge trips`,
  },
  { path: errorScreen, component: ErrorScreen, title: msg`Something went wrong`, back: 'pay' },
  { path: '/maintenance', component: MaintenanceScreen, title: msg`Maintenance`, back: 'hidden', footer: false },
  { path: '/info', component: InfoScreen, title: msg`Information` },
  { path: '/pay', component: PayIndex, guards: ['auth', 'station'], bare: true, beforeProfile: true },
  {
    path: payScreens.pump,
    component: PumpScreen,
    pay: true,
    guards: ['auth', 'station'],
    beforeProfile: true,
    title: msg`Pump selection`,
    back: 'hidden',
    profileButton: true,
  },
  {
    path: payScreens.cancel,
    component: CancelScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Cancellation`,
    back: 'hidden',
  },
  {
    path: payScreens.fuelSelection,
    component: FuelSelectionScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Fuel selection`,
  },
  { path: payScreens.amount, component: AmountScreen, pay: true, guards: ['auth', 'station'], title: msg`Amount` },
  {
    path: payScreens.prepaySummary,
    component: PrepaySummaryScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.prepayFueling,
    component: PrepayFuelingScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Fueling`,
    back: 'hidden',
  },
  {
    path: payScreens.postpayFueling,
    component: PostpayFuelingScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Fueling`,
    back: 'hidden',
  },
  {
    path: payScreens.postpaySummary,
    component: PostpaySummaryScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.washSelection,
    component: WashSelectionScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Wash selection`,
  },
  {
    path: payScreens.washSummary,
    component: WashSummaryScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.washSummaryAlias,
    component: WashSummaryScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.washFinish,
    component: WashFinishScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Receipt`,
    back: 'hidden',
  },
  {
    path: payScreens.evSummary,
    component: EvSummaryScreen,
    pay: true,
    guards: ['auth', 'ev', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.evCharging,
    component: EvChargingScreen,
    pay: true,
    guards: ['auth', 'ev', 'station'],
    title: msg`Charging`,
    back: 'hidden',
  },
  {
    path: payScreens.evFinish,
    component: EvFinishScreen,
    pay: true,
    guards: ['auth', 'ev', 'station'],
    title: msg`Receipt`,
    back: 'hidden',
  },
  {
    path: payScreens.giftCard,
    component: GiftCardScreen,
    pay: true,
    guards: ['auth', 'registered', 'station'],
    title: msg`Gift cards`,
  },
  {
    path: payScreens.giftCardProcessing,
    component: GiftCardProcessingScreen,
    pay: true,
    guards: ['auth', 'registered', 'station'],
    title: msg`Your gift card`,
    back: 'hidden',
  },
  { path: payScreens.shop, component: ShopScreen, pay: true, guards: ['auth', 'station'], title: msg`Shop` },
  {
    path: payScreens.shopSummary,
    component: ShopSummaryScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Summary`,
    back: 'hidden',
  },
  {
    path: payScreens.shopFinish,
    component: ShopFinishScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Receipt`,
    back: 'hidden',
  },
  {
    path: payScreens.receipt,
    component: FinishScreen,
    pay: true,
    guards: ['auth', 'station'],
    title: msg`Receipt`,
    back: 'hidden',
  },
];

export const notFoundRoute: RouteDef = { path: '*', component: NotFound, title: msg`Page not found` };

/** A route's area outside the pay area: the first segment of its path (`/profile/…`, `/history/…`). */
const areaOf = (route: RouteDef) => route.path.split('/')[1];

/** Where a tap on the pump screen leads: the first screen of each flow. */
const pumpNext: readonly string[] = [
  payScreens.fuelSelection,
  payScreens.postpayFueling,
  payScreens.washSelection,
  payScreens.evSummary,
  payScreens.giftCard,
  payScreens.shop,
];

/** Where a driver goes next from `route`, most of the time: its flow's screens, the next page of its area. */
function nextOf(route: RouteDef): (other: RouteDef) => boolean {
  if (!route.pay) return (other) => !other.pay && areaOf(other) === areaOf(route);
  if (route.path === payScreens.pump) return (other) => pumpNext.includes(other.path);
  // A running order can be cancelled from its flow's screens.
  const flows = flowPathsByFlow.filter((paths) => paths.includes(route.path));
  return (other) => other.path === payScreens.cancel || flows.some((paths) => paths.includes(other.path));
}

/**
 * The screens whose code loads on first use where a driver goes next from `route` (nextOf), loaded beforehand by
 * the route layer: the pump screen's products lead into their flows, a flow's screen to the rest of that flow, a
 * page of the profile to the profile's other pages. Not the whole pay area: the other flows' later screens (20
 * files more on the pump screen) would load on every screen of it, on the phone's battery and data.
 */
export function neighbourScreens(route: RouteDef): LazyComponent<ComponentType>[] {
  const isNext = nextOf(route);
  return routes
    .filter((other) => other !== route && isNext(other))
    .map((other) => other.component)
    .filter((component): component is LazyComponent<ComponentType> => 'preload' in component);
}
