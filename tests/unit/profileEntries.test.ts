import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../src/features/profile/profileEntries';

const hrefs = (features: Parameters<typeof visibleSections>[0]) =>
  visibleSections(features).flatMap((section) => section.entries.map((entry) => entry.href));

describe('the profile hub', () => {
  it('shows every entry the account’s features allow', () => {
    const all = {
      showCarProfileScreen: true,
      referAFriend: true,
      loyaltyPrograms: true,
      gamification: true,
      supportFAQ: true,
      invoicing: true,
      bookOnRydFuelCard: true,
    };
    expect(hrefs(all)).toEqual([
      '/profile/payments',
      '/profile/two-factor',
      '/profile/payments/add/bp-card',
      '/profile/cars',
      '/profile/wash',
      '/history',
      '/history/transactions-overview',
      '/profile/vouchers',
      '/profile/refer',
      '/profile/loyalty',
      '/profile/benefits',
      '/tutorials',
      '/profile/manage',
      '/address',
      '/tax',
      '/change-password',
      '/settings',
    ]);
  });

  it('hides an entry whose feature the account lacks, and a section left empty', () => {
    const sections = visibleSections({ showCarProfileScreen: false, referAFriend: false });
    expect(sections.map((section) => section.title.message)).toEqual([
      'Paying',
      'Your car',
      'History',
      'Savings',
      'Your account',
    ]);
    expect(hrefs({ showCarProfileScreen: false, referAFriend: false })).not.toContain('/profile/cars');
    expect(hrefs({ invoicing: false })).not.toContain('/tax');
    expect(hrefs({ supportFAQ: false })).not.toContain('/tutorials');
    expect(hrefs({ showCarProfileScreen: false, referAFriend: false })).not.toContain('/profile/refer');
    // Before the features are known, nothing that needs one is offered.
    expect(hrefs(undefined)).not.toContain('/profile/cars');
  });
});
