/**
 * The route table of SPEC.md section 2, in one place: what each path shows, which guards it needs and how the
 * frame around it looks (header title, back button, profile and language buttons, footer, support chat).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { AddressScreen } from '../features/account/AddressScreen';
import { AmazonRedirectScreen } from '../features/account/AmazonRedirectScreen';
import { ChangePasswordScreen } from '../features/account/ChangePasswordScreen';
import { ForgottenPasswordScreen } from '../features/account/ForgottenPasswordScreen';
import { LoginScreen } from '../features/account/LoginScreen';
import { RegisterMailScreen } from '../features/account/RegisterMailScreen';
import { RegisterScreen } from '../features/account/RegisterScreen';
import { TaxScreen } from '../features/account/TaxScreen';
import { ErrorScreen } from '../features/info/ErrorScreen';
import { InfoScreen } from '../features/info/InfoScreen';
import { MaintenanceScreen } from '../features/info/MaintenanceScreen';
import { LandingScreen } from '../features/landing/LandingScreen';
import { OnboardingScreen } from '../features/landing/OnboardingScreen';
import { ProfileScreen } from '../features/profile/ProfileScreen';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import type { GuardName } from './guards';
import { MapRoute } from './MapRoute';
import { NotFound } from './NotFound';
import { PayRoute } from './PayRoute';
import { RootRedirect } from './RootRedirect';

export interface RouteDef {
  path: string;
  component: ComponentType;
  /** Applied in guard order (auth → registered → ev → station). */
  guards?: GuardName[];
  title?: MessageDescriptor;
  /** `hidden`: no back button; `pay`: back goes to /pay; `history` (default): to the previous page. */
  back?: 'hidden' | 'pay' | 'history';
  profileButton?: boolean;
  languageButton?: boolean;
  /** Footer with terms, imprint, data protection and statutory information (default shown). */
  footer?: boolean;
  supportChat?: boolean;
  /** No header or footer at all (redirects). */
  bare?: boolean;
}

export const routes: RouteDef[] = [
  { path: '/', component: RootRedirect, bare: true },
  { path: '/landing', component: LandingScreen, back: 'hidden', languageButton: true, supportChat: true },
  { path: '/onboarding', component: OnboardingScreen, back: 'pay', languageButton: true },
  { path: '/login', component: LoginScreen, supportChat: true },
  { path: '/register', component: RegisterScreen, supportChat: true },
  { path: '/register/mail', component: RegisterMailScreen },
  { path: '/amazonSSORedirect', component: AmazonRedirectScreen, bare: true },
  { path: '/forgotten-password', component: ForgottenPasswordScreen },
  {
    path: '/change-tmp-password',
    component: () => <ChangePasswordScreen forced />,
    guards: ['auth'],
    back: 'hidden',
  },
  {
    path: '/change-password',
    component: () => <ChangePasswordScreen forced={false} />,
    guards: ['auth', 'registered'],
  },
  { path: '/address', component: AddressScreen, guards: ['auth', 'registered'], title: msg`Address` },
  { path: '/tax', component: TaxScreen, guards: ['auth'], title: msg`Tax` },
  { path: '/map', component: MapRoute, guards: ['auth'], back: 'hidden', footer: false },
  {
    path: '/settings',
    component: SettingsScreen,
    guards: ['auth'],
    title: msg`Settings`,
    footer: false,
    languageButton: true,
    supportChat: true,
  },
  { path: '/profile', component: ProfileScreen, guards: ['auth', 'registered'] },
  { path: '/error', component: ErrorScreen, back: 'pay' },
  { path: '/maintenance', component: MaintenanceScreen, title: msg`Maintenance`, back: 'hidden', footer: false },
  { path: '/info', component: InfoScreen },
  { path: '/pay', component: PayRoute, guards: ['auth', 'station'], back: 'hidden', profileButton: true },
];

export const notFoundRoute: RouteDef = { path: '*', component: NotFound };
