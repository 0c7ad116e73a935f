/**
 * The route table of SPEC.md section 2, in one place: what each path shows, which guards it needs and how the
 * frame around it looks (header title, back button, profile and language buttons, footer, support chat).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyWithRetry } from '../app/lazy';
import { errorScreen, flowPathsByFlow, payScreens } from '../flows/pay/flowScreens';
import { PayIndex } from '../flows/pay/PayIndex';
import { PumpScreen } from '../flows/pay/PumpScreen';
import type { GuardName } from './guards';
import { MapRoute } from './MapRoute';
import { NotFound } from './NotFound';
import { RootRedirect } from './RootRedirect';

/** Screens load on first use, so the QR entry to /pay carries only what it shows. */
const AddressScreen = lazyWithRetry(() =>
  import('../features/account/AddressScreen').then((module) => ({ default: module.AddressScreen })),
);
const AmazonRedirectScreen = lazyWithRetry(() =>
  import('../features/account/AmazonRedirectScreen').then((module) => ({ default: module.AmazonRedirectScreen })),
);
const ChangePasswordScreen = lazyWithRetry(() =>
  import('../features/account/ChangePasswordScreen').then((module) => ({ default: module.ChangePasswordScreen })),
);
const AmountScreen = lazyWithRetry(() =>
  import('../flows/pay/AmountScreen').then((module) => ({ default: module.AmountScreen })),
);
const CancelScreen = lazyWithRetry(() =>
  import('../flows/pay/CancelScreen').then((module) => ({ default: module.CancelScreen })),
);
const FinishScreen = lazyWithRetry(() =>
  import('../flows/pay/FinishScreen').then((module) => ({ default: module.FinishScreen })),
);
const FuelSelectionScreen = lazyWithRetry(() =>
  import('../flows/pay/FuelSelectionScreen').then((module) => ({ default: module.FuelSelectionScreen })),
);
const PostpayFuelingScreen = lazyWithRetry(() =>
  import('../flows/pay/PostpayFuelingScreen').then((module) => ({ default: module.PostpayFuelingScreen })),
);
const PostpaySummaryScreen = lazyWithRetry(() =>
  import('../flows/pay/PostpaySummaryScreen').then((module) => ({ default: module.PostpaySummaryScreen })),
);
const WashSelectionScreen = lazyWithRetry(() =>
  import('../flows/pay/carwash/WashSelectionScreen').then((module) => ({ default: module.WashSelectionScreen })),
);
const WashSummaryScreen = lazyWithRetry(() =>
  import('../flows/pay/carwash/WashSummaryScreen').then((module) => ({ default: module.WashSummaryScreen })),
);
const WashFinishScreen = lazyWithRetry(() =>
  import('../flows/pay/carwash/WashFinishScreen').then((module) => ({ default: module.WashFinishScreen })),
);
const EvSummaryScreen = lazyWithRetry(() =>
  import('../flows/pay/charging/EvSummaryScreen').then((module) => ({ default: module.EvSummaryScreen })),
);
const EvChargingScreen = lazyWithRetry(() =>
  import('../flows/pay/charging/EvChargingScreen').then((module) => ({ default: module.EvChargingScreen })),
);
const GiftCardScreen = lazyWithRetry(() =>
  import('../flows/pay/giftcard/GiftCardScreen').then((module) => ({ default: module.GiftCardScreen })),
);
const GiftCardProcessingScreen = lazyWithRetry(() =>
  import('../flows/pay/giftcard/GiftCardProcessingScreen').then((module) => ({
    default: module.GiftCardProcessingScreen,
  })),
);
const ShopScreen = lazyWithRetry(() =>
  import('../flows/pay/shop/ShopScreen').then((module) => ({ default: module.ShopScreen })),
);
const ShopSummaryScreen = lazyWithRetry(() =>
  import('../flows/pay/shop/ShopSummaryScreen').then((module) => ({ default: module.ShopSummaryScreen })),
);
const ShopFinishScreen = lazyWithRetry(() =>
  import('../flows/pay/shop/ShopFinishScreen').then((module) => ({ default: module.ShopFinishScreen })),
);
const EvFinishScreen = lazyWithRetry(() =>
  import('../flows/pay/charging/EvFinishScreen').then((module) => ({ default: module.EvFinishScreen })),
);
const PrepayFuelingScreen = lazyWithRetry(() =>
  import('../flows/pay/PrepayFuelingScreen').then((module) => ({ default: module.PrepayFuelingScreen })),
);
const PrepaySummaryScreen = lazyWithRetry(() =>
  import('../flows/pay/PrepaySummaryScreen').then((module) => ({ default: module.PrepaySummaryScreen })),
);
const ForgottenPasswordScreen = lazyWithRetry(() =>
  import('../features/account/ForgottenPasswordScreen').then((module) => ({ default: module.ForgottenPasswordScreen })),
);
const LoginScreen = lazyWithRetry(() =>
  import('../features/account/LoginScreen').then((module) => ({ default: module.LoginScreen })),
);
const RegisterMailScreen = lazyWithRetry(() =>
  import('../features/account/RegisterMailScreen').then((module) => ({ default: module.RegisterMailScreen })),
);
const RegisterScreen = lazyWithRetry(() =>
  import('../features/account/RegisterScreen').then((module) => ({ default: module.RegisterScreen })),
);
const TaxScreen = lazyWithRetry(() =>
  import('../features/account/TaxScreen').then((module) => ({ default: module.TaxScreen })),
);
const ErrorScreen = lazyWithRetry(() =>
  import('../features/info/ErrorScreen').then((module) => ({ default: module.ErrorScreen })),
);
const InfoScreen = lazyWithRetry(() =>
  import('../features/info/InfoScreen').then((module) => ({ default: module.InfoScreen })),
);
const MaintenanceScreen = lazyWithRetry(() =>
  import('../features/info/MaintenanceScreen').then((module) => ({ default: module.MaintenanceScreen })),
);
const LandingScreen = lazyWithRetry(() =>
  import('../features/landing/LandingScreen').then((module) => ({ default: module.LandingScreen })),
);
const OnboardingScreen = lazyWithRetry(() =>
  import('../features/landing/OnboardingScreen').then((module) => ({ default: module.OnboardingScreen })),
);
const ProfileScreen = lazyWithRetry(() =>
  import('../features/profile/ProfileScreen').then((module) => ({ default: module.ProfileScreen })),
);
const ManageScreen = lazyWithRetry(() =>
  import('../features/profile/ManageScreen').then((module) => ({ default: module.ManageScreen })),
);
const BenefitsScreen = lazyWithRetry(() =>
  import('../features/benefits/BenefitsScreen').then((module) => ({ default: module.BenefitsScreen })),
);
const VouchersScreen = lazyWithRetry(() =>
  import('../features/vouchers/VouchersScreen').then((module) => ({ default: module.VouchersScreen })),
);
const AddVoucherScreen = lazyWithRetry(() =>
  import('../features/vouchers/AddVoucherScreen').then((module) => ({ default: module.AddVoucherScreen })),
);
const ReferScreen = lazyWithRetry(() =>
  import('../features/vouchers/ReferScreen').then((module) => ({ default: module.ReferScreen })),
);
const LoyaltyScreen = lazyWithRetry(() =>
  import('../features/loyalty/LoyaltyScreen').then((module) => ({ default: module.LoyaltyScreen })),
);
const AddLoyaltyCardScreen = lazyWithRetry(() =>
  import('../features/loyalty/AddLoyaltyCardScreen').then((module) => ({ default: module.AddLoyaltyCardScreen })),
);
const LoyaltySignUpScreen = lazyWithRetry(() =>
  import('../features/loyalty/LoyaltySignUpScreen').then((module) => ({ default: module.LoyaltySignUpScreen })),
);
const PaymentsScreen = lazyWithRetry(() =>
  import('../features/payments/PaymentsScreen').then((module) => ({ default: module.PaymentsScreen })),
);
const EditPaymentScreen = lazyWithRetry(() =>
  import('../features/payments/EditPaymentScreen').then((module) => ({ default: module.EditPaymentScreen })),
);
const PaymentRegisterScreen = lazyWithRetry(() =>
  import('../features/payments/PaymentRegisterScreen').then((module) => ({ default: module.PaymentRegisterScreen })),
);
const VehiclesScreen = lazyWithRetry(() =>
  import('../features/vehicles/VehiclesScreen').then((module) => ({ default: module.VehiclesScreen })),
);
const VehicleScreen = lazyWithRetry(() =>
  import('../features/vehicles/VehicleScreen').then((module) => ({ default: module.VehicleScreen })),
);
const WashTicketsScreen = lazyWithRetry(() =>
  import('../features/washTickets/WashTicketsScreen').then((module) => ({ default: module.WashTicketsScreen })),
);
const CostCreateScreen = lazyWithRetry(() =>
  import('../features/history/CostScreen').then((module) => ({ default: module.CostCreateScreen })),
);
const CostEditScreen = lazyWithRetry(() =>
  import('../features/history/CostScreen').then((module) => ({ default: module.CostEditScreen })),
);
const OverviewScreen = lazyWithRetry(() =>
  import('../features/history/Overview').then((module) => ({ default: module.OverviewScreen })),
);
const WashTicketScreen = lazyWithRetry(() =>
  import('../features/washTickets/WashTicketScreen').then((module) => ({ default: module.WashTicketScreen })),
);
const HistoryScreen = lazyWithRetry(() =>
  import('../features/history/HistoryScreen').then((module) => ({ default: module.HistoryScreen })),
);
const HistoryEventScreen = lazyWithRetry(() =>
  import('../features/history/HistoryEventScreen').then((module) => ({ default: module.HistoryEventScreen })),
);
const HistoryErrorScreen = lazyWithRetry(() =>
  import('../features/history/HistoryErrorScreen').then((module) => ({ default: module.HistoryErrorScreen })),
);
const TwoFactorScreen = lazyWithRetry(() =>
  import('../features/twoFactor/TwoFactorScreen').then((module) => ({ default: module.TwoFactorScreen })),
);
const AddMbwayScreen = lazyWithRetry(() =>
  import('../features/payments/AddMbwayScreen').then((module) => ({ default: module.AddMbwayScreen })),
);
const MbwayMandateScreen = lazyWithRetry(() =>
  import('../features/payments/MbwayMandateScreen').then((module) => ({ default: module.MbwayMandateScreen })),
);
const FuelCardScreen = lazyWithRetry(() =>
  import('../features/payments/FuelCardScreen').then((module) => ({ default: module.FuelCardScreen })),
);
const TutorialsScreen = lazyWithRetry(() =>
  import('../features/tutorials/TutorialsScreen').then((module) => ({ default: module.TutorialsScreen })),
);
const TutorialScreen = lazyWithRetry(() =>
  import('../features/tutorials/TutorialScreen').then((module) => ({ default: module.TutorialScreen })),
);
const MergeTripsScreen = lazyWithRetry(() =>
  import('../features/history/MergeTripsScreen').then((module) => ({ default: module.MergeTripsScreen })),
);
const SettingsScreen = lazyWithRetry(() =>
  import('../features/settings/SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
);

export interface RouteDef {
  path: string;
  component: ComponentType;
  /** Applied in guard order (auth → registered → ev → station). */
  guards?: GuardName[];
  title?: MessageDescriptor;
  /** `hidden`: no back button; `pay`: back goes to /pay; `history` (default): to the previous page. */
  back?: 'hidden' | 'pay' | 'history';
  /** Profile (registered) or login (guests). */
  profileButton?: boolean;
  languageButton?: boolean;
  settingsButton?: boolean;
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
