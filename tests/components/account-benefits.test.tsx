import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { seedUsers } from '../../src/sandbox/seed';
import { sandbox } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => queryClient.clear());

const setScenario = (name: 'benefits-consent-fails' | 'account-delete-fails') =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = [name];
  });

describe('/profile/manage', () => {
  it('refuses an invalid email keeping what was typed, then saves the details', async () => {
    await logIn(seedUsers.demo.email);
    await openApp('/profile/manage');
    const details = await screen.findByRole('form', { name: 'Your details' });
    const company = (await within(details).findByLabelText('Company (optional)')) as HTMLInputElement;
    fireEvent.change(company, { target: { value: 'Dorn Logistik' } });
    fireEvent.change(within(details).getByLabelText('Email'), { target: { value: 'dana@forecourt' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Enter a valid email address.')).toBeTruthy();
    expect(company.value).toBe('Dorn Logistik');

    fireEvent.change(within(details).getByLabelText('Email'), { target: { value: seedUsers.demo.email } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect((await within(details).findByRole('status')).textContent).toBe('Your details have been saved.');
    expect(sandbox.context.store.data.users[seedUsers.demo.id]?.companyName).toBe('Dorn Logistik');
  }, 15_000);

  it('a failed delete keeps the account; a confirmed one ends the session on the map', async () => {
    await logIn(seedUsers.leaving.email);
    setScenario('account-delete-fails');
    const view = await openApp('/profile/manage');
    const section = await screen.findByRole('region', { name: 'Delete account' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Your account was not deleted and nothing was removed. Try again later.',
    );
    expect(sandbox.context.store.data.users[seedUsers.leaving.id]).toBeDefined();

    sandbox.context.store.update((data) => {
      data.settings.scenarios = [];
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Delete for good',
      }),
    );
    await expect.poll(() => view.location.history.at(-1), { timeout: 5_000 }).toMatch(/^\/map(\?|$)/);
    // A new guest session, as after logging out.
    await expect
      .poll(() => JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}').registered, { timeout: 5_000 })
      .toBe(false);
    expect(sandbox.context.store.data.users[seedUsers.leaving.id]).toBeUndefined();
  }, 15_000);
});

describe('/profile/benefits', () => {
  it('shows the points, joins and leaves the lottery, and explains a failed consent', async () => {
    await logIn(seedUsers.demo.email);
    await openApp('/profile/benefits');
    expect(await screen.findByText('Level: Bronze')).toBeTruthy();
    const lottery = screen.getByRole('region', { name: 'Lottery' });
    fireEvent.click(await within(lottery).findByRole('button', { name: 'Join the lottery' }));
    expect(await within(lottery).findByText('You take part in the lottery.')).toBeTruthy();
    fireEvent.click(await within(lottery).findByRole('button', { name: 'Leave the lottery' }));
    expect(await within(lottery).findByText('You do not take part in the lottery.')).toBeTruthy();

    setScenario('benefits-consent-fails');
    fireEvent.click(within(lottery).getByRole('button', { name: 'Join the lottery' }));
    expect((await within(lottery).findByRole('alert')).textContent).toBe(
      'Your consent could not be saved, so you have not joined the lottery. Try again later.',
    );
    expect(within(lottery).getByText('You do not take part in the lottery.')).toBeTruthy();
  }, 15_000);

  it('tells an account without gamification that the programme is not available', async () => {
    await logIn(seedUsers.leaving.email);
    await openApp('/profile/benefits');
    expect(await screen.findByText('The benefits programme is not available for your account.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lottery' })).toBeNull();
  }, 15_000);
});
