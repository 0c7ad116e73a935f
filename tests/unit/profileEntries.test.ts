import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../src/features/profile/profileEntries';

const hrefs = (features: Parameters<typeof visibleSections>[0]) =>
  visibleSections(features).flatMap((section) => section.entries.map((entry) => entry.href));

describe('the profile hub', () => {
  it('shows every entry the account’s features allow', () => {
    expect(hrefs({ showCarProfileScreen: true, referAFriend: true })).toEqual([
      '/profile/payments',
      '/profile/two-factor',
      '/profile/cars',
      '/profile/vouchers',
      '/profile/refer',
      '/address',
      '/tax',
      '/change-password',
      '/settings',
    ]);
  });

  it('hides an entry whose feature the account lacks, and a section left empty', () => {
    const sections = visibleSections({ showCarProfileScreen: false, referAFriend: false });
    expect(sections.map((section) => section.title.message)).toEqual(['Paying', 'Savings', 'Your account']);
    expect(hrefs({ showCarProfileScreen: false, referAFriend: false })).not.toContain('/profile/refer');
    // Before the features are known, nothing that needs one is offered.
    expect(hrefs(undefined)).not.toContain('/profile/cars');
  });
});
