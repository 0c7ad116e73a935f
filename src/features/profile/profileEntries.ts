/**
 * The profile hub's entries (SPEC.md sections 2 and 6): each with where it leads and the account feature it needs,
 * if any. An entry whose feature the account lacks is not shown at all.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountFeatureSet } from '../../../machines/shared/ports';

type Feature = {
  [K in keyof AccountFeatureSet]: AccountFeatureSet[K] extends boolean ? K : never;
}[keyof AccountFeatureSet];

export interface ProfileEntry {
  href: string;
  label: MessageDescriptor;
  /** The account feature the entry needs. */
  feature?: Feature;
}

export interface ProfileSection {
  title: MessageDescriptor;
  entries: ProfileEntry[];
}

export const profileSections: ProfileSection[] = [
  {
    title: msg`Paying`,
    entries: [
      { href: '/profile/payments', label: msg`Payment methods` },
      { href: '/profile/two-factor', label: msg`PIN and biometrics` },
      { href: '/profile/payments/add/bp-card', label: msg`Add a fuel card`, feature: 'bookOnRydFuelCard' },
    ],
  },
  {
    title: msg`Your car`,
    entries: [
      { href: '/profile/cars', label: msg`Vehicles`, feature: 'showCarProfileScreen' },
      { href: '/profile/wash', label: msg`Wash tickets and gift cards` },
    ],
  },
  {
    title: msg`History`,
    entries: [
      { href: '/history', label: msg`Payments, costs and trips` },
      { href: '/history/transactions-overview', label: msg`Spending overview` },
    ],
  },
  {
    title: msg`Savings`,
    entries: [
      { href: '/profile/vouchers', label: msg`Vouchers` },
      { href: '/profile/refer', label: msg`Refer a friend`, feature: 'referAFriend' },
      { href: '/profile/loyalty', label: msg`Loyalty cards`, feature: 'loyaltyPrograms' },
      { href: '/profile/benefits', label: msg`Rewards, lottery and beta`, feature: 'gamification' },
    ],
  },
  {
    title: msg`Help`,
    entries: [{ href: '/tutorials', label: msg`Tutorials`, feature: 'supportFAQ' }],
  },
  {
    title: msg`Your account`,
    entries: [
      { href: '/profile/manage', label: msg`Manage your account` },
      { href: '/address', label: msg`Invoice address`, feature: 'invoicing' },
      { href: '/tax', label: msg`Tax details`, feature: 'invoicing' },
      { href: '/change-password', label: msg`Change password` },
      { href: '/settings', label: msg`Settings` },
    ],
  },
];

/** The sections with the entries this account may use; a section left empty is not shown. */
export function visibleSections(features: Partial<AccountFeatureSet> | undefined): ProfileSection[] {
  return profileSections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => !entry.feature || features?.[entry.feature] === true),
    }))
    .filter((section) => section.entries.length > 0);
}
