import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { sandbox } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => queryClient.clear());

const setScenario = (name: 'benefits-consent-fails' | 'account-delete-fails') =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = [name];
  });
const clearScenarios = () =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = [];
  });

const storedUser = (id: string) => sandbox.context.store.data.users[id];
const valueIn = (form: HTMLElement, label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('/profile/manage', () => {
  it('refuses an invalid or empty email keeping what was typed, then saves the details, kept after a reload', async () => {
    await logIn(seedUsers.demo.email);
    const first = await openApp('/profile/manage');
    expect(await screen.findByRole('heading', { name: 'Manage your account', level: 1 })).toBeTruthy();
    const details = await screen.findByRole('form', { name: 'Your details' });
    await waitFor(() => expect(valueIn(details, 'First name')).toBe('Dana'));
    expect(valueIn(details, 'Email')).toBe(seedUsers.demo.email);
    const save = () => fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));

    type(details, 'Last name', 'Dorn');
    type(details, 'Company (optional)', 'Dorn Logistik');
    type(details, 'Email', 'dana@forecourt');
    save();
    expect(await within(details).findByText('Enter a valid email address.')).toBeTruthy();
    expect(valueIn(details, 'Last name')).toBe('Dorn');
    expect(valueIn(details, 'Company (optional)')).toBe('Dorn Logistik');

    type(details, 'Email', '');
    save();
    expect(await within(details).findByText('This field is required.')).toBeTruthy();
    expect(storedUser(seedUsers.demo.id)?.lastName).toBe('Demo');

    type(details, 'Email', seedUsers.demo.email);
    save();
    expect((await within(details).findByRole('status')).textContent).toBe('Your details have been saved.');
    expect(storedUser(seedUsers.demo.id)).toMatchObject({ lastName: 'Dorn', companyName: 'Dorn Logistik' });

    first.unmount();
    queryClient.clear();
    await openApp('/profile/manage');
    const reloaded = await screen.findByRole('form', { name: 'Your details' });
    await waitFor(() => expect(valueIn(reloaded, 'Last name')).toBe('Dorn'));
    expect(valueIn(reloaded, 'Company (optional)')).toBe('Dorn Logistik');
  });

  it('refuses an email another account uses and keeps it in the field', async () => {
    await logIn(seedUsers.demo.email);
    await openApp('/profile/manage');
    const details = await screen.findByRole('form', { name: 'Your details' });
    await waitFor(() => expect(valueIn(details, 'Email')).toBe(seedUsers.demo.email));
    type(details, 'Email', seedUsers.fresh.email);
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect((await within(details).findByRole('alert')).textContent).toBe(
      'Another account already uses this email address. Enter a different one.',
    );
    expect(valueIn(details, 'Email')).toBe(seedUsers.fresh.email);
    expect(storedUser(seedUsers.demo.id)?.email).toBe(seedUsers.demo.email);
  });

  it('keeps the news and offers chosen after a reload', async () => {
    await logIn(seedUsers.demo.email);
    const first = await openApp('/profile/manage');
    const permissions = await screen.findByRole('form', { name: 'News and offers' });
    const boxes = (form: HTMLElement) => ({
      push: within(form).getByRole('checkbox', {
        name: 'Send me news and offers as push notifications',
      }) as HTMLInputElement,
      email: within(form).getByRole('checkbox', { name: 'Send me news and offers by email' }) as HTMLInputElement,
    });
    const { push, email } = boxes(permissions);
    expect(email.checked).toBe(true);
    expect(push.checked).toBe(false);
    fireEvent.click(push);
    fireEvent.click(email);
    expect(push.checked).toBe(true);
    expect(email.checked).toBe(false);
    fireEvent.click(within(permissions).getByRole('button', { name: 'Save choices' }));
    expect(await within(permissions).findByText('Your choices have been saved.')).toBeTruthy();
    expect(storedUser(seedUsers.demo.id)?.marketingPermissions).toEqual({ email: false, push: true });

    first.unmount();
    queryClient.clear();
    await openApp('/profile/manage');
    const reloaded = boxes(await screen.findByRole('form', { name: 'News and offers' }));
    expect(reloaded.push.checked).toBe(true);
    expect(reloaded.email.checked).toBe(false);
  });

  it('says when a copy of the data cannot be requested, then that it is on its way by email', async () => {
    await logIn(seedUsers.demo.email);
    setScenario('account-delete-fails');
    await openApp('/profile/manage');
    const data = await screen.findByRole('region', { name: 'Your data' });
    fireEvent.click(within(data).getByRole('button', { name: 'Send me a copy of my data' }));
    expect((await within(data).findByRole('alert')).textContent).toBe(
      'Your copy could not be requested. Check your connection and try again.',
    );
    expect(storedUser(seedUsers.demo.id)?.dataDumpRequests).toBeUndefined();

    clearScenarios();
    fireEvent.click(within(data).getByRole('button', { name: 'Send me a copy of my data' }));
    expect((await within(data).findByRole('status')).textContent).toBe(
      `A copy of your data is on its way to ${seedUsers.demo.email}. It can take a few minutes to arrive.`,
    );
    expect(storedUser(seedUsers.demo.id)?.dataDumpRequests).toEqual([
      expect.objectContaining({ thingId: 'thing-demo-golf', email: seedUsers.demo.email }),
    ]);
  });

  it('says what a deleted account takes with it, and keeping it changes nothing after a reload', async () => {
    await logIn(seedUsers.leaving.email);
    const asked = await openApp('/profile/manage');
    const section = await screen.findByRole('region', { name: 'Delete account' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const kept = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(kept.textContent).toContain(
      'Your payment methods, vehicles, vouchers and referral rewards, your history and invoices, and your wash codes are deleted with it. This cannot be undone.',
    );
    fireEvent.click(within(kept).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    asked.unmount();
    queryClient.clear();
    await openApp('/profile/manage');
    const details = await screen.findByRole('form', { name: 'Your details' });
    await waitFor(() => expect(valueIn(details, 'Email')).toBe(seedUsers.leaving.email));
    expect(storedUser(seedUsers.leaving.id)).toBeDefined();
  });

  it('a failed delete keeps the account; a confirmed one ends the session on the map, and the old login fails', async () => {
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
    expect(view.location.history.at(-1)).toMatch(/^\/profile\/manage/);
    expect(storedUser(seedUsers.leaving.id)).toBeDefined();

    clearScenarios();
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
    expect(storedUser(seedUsers.leaving.id)).toBeUndefined();

    // Logged out: the profile leads to the login, where the old login fails.
    view.unmount();
    queryClient.clear();
    const { location } = await openApp('/profile');
    await expect.poll(() => location.history.at(-1), { timeout: 5_000 }).toMatch(/^\/login/);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: seedUsers.leaving.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: demoPassword } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Username and/or password are wrong.');
    expect(location.history.at(-1)).toMatch(/^\/login/);
  }, 15_000);
});

describe('/profile/benefits', () => {
  it('shows the points and level; the lottery joined then left and the beta joined stay so after a reload', async () => {
    await logIn(seedUsers.demo.email);
    const first = await openApp('/profile/benefits');
    const rewards = await screen.findByRole('region', { name: 'Your rewards' });
    await waitFor(() => expect(rewards.textContent).toContain('180 points'));
    expect(rewards.textContent).toContain('Level: Bronze');
    const lottery = screen.getByRole('region', { name: 'Lottery' });
    const beta = screen.getByRole('region', { name: 'Beta programme' });
    expect(await within(lottery).findByText('You do not take part in the lottery.')).toBeTruthy();
    expect(lottery.textContent).toContain('By joining I consent to take part in the monthly lottery');
    expect(await within(beta).findByText('You are not in the beta programme.')).toBeTruthy();

    fireEvent.click(within(lottery).getByRole('button', { name: 'Join the lottery' }));
    expect(await within(lottery).findByText('You take part in the lottery.')).toBeTruthy();
    fireEvent.click(await within(lottery).findByRole('button', { name: 'Leave the lottery' }));
    expect(await within(lottery).findByText('You do not take part in the lottery.')).toBeTruthy();

    fireEvent.click(within(beta).getByRole('button', { name: 'Join the beta programme' }));
    expect(await within(beta).findByText('You are in the beta programme.')).toBeTruthy();
    expect(await within(beta).findByRole('button', { name: 'Leave the beta programme' })).toBeTruthy();
    expect(storedUser(seedUsers.demo.id)?.optins.map(({ name, action }) => [name, action])).toEqual([
      ['lottery', 'DECLINED'],
      ['beta', 'ACCEPTED'],
    ]);

    first.unmount();
    queryClient.clear();
    await openApp('/profile/benefits');
    const reloadedLottery = await screen.findByRole('region', { name: 'Lottery' });
    const reloadedBeta = screen.getByRole('region', { name: 'Beta programme' });
    expect(await within(reloadedLottery).findByText('You do not take part in the lottery.')).toBeTruthy();
    expect(await within(reloadedBeta).findByText('You are in the beta programme.')).toBeTruthy();
  });

  it('explains a lottery or beta consent the platform cannot store, and nothing changes', async () => {
    await logIn(seedUsers.demo.email);
    setScenario('benefits-consent-fails');
    await openApp('/profile/benefits');
    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    fireEvent.click(await within(lottery).findByRole('button', { name: 'Join the lottery' }));
    expect((await within(lottery).findByRole('alert')).textContent).toBe(
      'Your consent could not be saved, so you have not joined the lottery. Try again later.',
    );
    expect(within(lottery).getByText('You do not take part in the lottery.')).toBeTruthy();

    const beta = screen.getByRole('region', { name: 'Beta programme' });
    fireEvent.click(await within(beta).findByRole('button', { name: 'Join the beta programme' }));
    expect((await within(beta).findByRole('alert')).textContent).toBe(
      'You could not join the beta programme. Try again later.',
    );
    expect(within(beta).getByText('You are not in the beta programme.')).toBeTruthy();
    expect(storedUser(seedUsers.demo.id)?.optins).toEqual([]);
  });

  it('tells an account without gamification that the programme is not available', async () => {
    await logIn(seedUsers.leaving.email);
    await openApp('/profile/benefits');
    expect(await screen.findByText('The benefits programme is not available for your account.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lottery' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your rewards' })).toBeNull();
  });
});
