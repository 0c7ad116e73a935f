import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { config } from '../../src/config';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, refusal, sandbox, server } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => queryClient.clear());

/** A birth date `years` years before today, in the driver's calendar, shifted by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The address the app ends on, once it matches. */
async function endsOn(location: { history: readonly string[] }, expected: RegExp) {
  await waitFor(() => expect(location.history.at(-1)).toMatch(expected), { timeout: 5_000 });
}

const demoCards = () =>
  Object.values(sandbox.context.store.data.loyalty).filter((card) => card.userId === seedUsers.demo.id);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

async function openAsDemo(path: string) {
  await logIn();
  return openApp(path);
}

/**
 * Counts the calls for the loyalty cards and for the account features (where the programmes are); the sandbox still
 * answers them.
 */
function countLoyaltyRequests() {
  const count = { subscriptions: 0, features: 0 };
  server.use(
    http.get(`${config.platformUrl}/accounts/:id/features`, () => {
      count.features += 1;
    }),
    http.get(`${config.platformUrl}/v4/loyalty-subscriptions`, () => {
      count.subscriptions += 1;
    }),
  );
  return count;
}

describe('the loyalty screens', () => {
  it('tell an account without loyalty programmes so politely, and ask the platform nothing', async () => {
    sandbox.context.store.update((data) => {
      for (const feature of data.users[seedUsers.demo.id]!.features)
        if (feature.name === 'loyaltyPrograms') feature.status = 'DISABLED';
    });
    const requests = countLoyaltyRequests();
    await openAsDemo('/profile/loyalty');
    expect(await screen.findByText('Loyalty programmes are not available for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your cards' })).toBeNull();
    // The session's own reading of the features, and nothing for the screen.
    expect(requests).toEqual({ subscriptions: 0, features: 1 });
  });

  it('say when the cards cannot be loaded, and load them again on request', async () => {
    server.use(
      http.get(
        `${config.platformUrl}/v4/loyalty-subscriptions`,
        () => HttpResponse.json({ errorDescription: 'Forbidden', errorCodes: [403] }, { status: 403 }),
        { once: true },
      ),
    );
    await openAsDemo('/profile/loyalty');
    expect(
      await screen.findByText('Your loyalty cards could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card •••• 0123')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('/profile/loyalty', () => {
  it('shows a card by its last digits only; a programme that takes no new members offers nothing', async () => {
    await openAsDemo('/profile/loyalty');
    const cards = await screen.findByRole('region', { name: 'Your cards' });
    const programs = screen.getByRole('region', { name: 'Programmes' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards).getByText('FuelPoints')).toBeTruthy();
    expect(within(cards).getByText('Card •••• 0123')).toBeTruthy();
    expect(within(cards).getByText('demo@forecourt.test')).toBeTruthy();
    // The full number is never shown.
    expect(document.body.textContent).not.toContain('7001234567890123');
    expect(document.body.textContent).not.toMatch(/7001 ?2345/);

    const tankPass = within(programs)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('TankPass'));
    expect(tankPass && within(tankPass).getByText('TankPass takes no new members.')).toBeTruthy();
    expect(tankPass && within(tankPass).queryAllByRole('link')).toEqual([]);
    expect(tankPass && within(tankPass).queryAllByRole('button')).toEqual([]);
    expect(within(programs).getByRole('link', { name: 'Sign up for DriveClub' })).toBeTruthy();
  });

  it('removes a card only once confirmed, and it stays removed after a reload', async () => {
    sandbox.context.store.update((data) => {
      data.loyalty['loyalty-demo-second'] = {
        _id: 'loyalty-demo-second',
        userId: seedUsers.demo.id,
        loyaltyProgramId: 'loyalty-fuelpoints',
        programName: 'FuelPoints',
        cardNumber: '7001555500001117',
        email: seedUsers.demo.email,
      };
    });
    const first = await openAsDemo('/profile/loyalty');
    const cards = await screen.findByRole('region', { name: 'Your cards' });
    expect(await within(cards).findByText('Card •••• 1117')).toBeTruthy();
    const remove = () =>
      fireEvent.click(within(cards).getByRole('button', { name: 'Remove FuelPoints card ending in 1117' }));

    // Keeping it changes nothing.
    remove();
    const dialog = await screen.findByRole('dialog', { name: 'Remove your FuelPoints card?' });
    expect(dialog.textContent).toContain('Card •••• 1117 no longer collects FuelPoints points');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(demoCards()).toHaveLength(2);

    remove();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove your FuelPoints card?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await within(cards).findByText('The card has been removed.')).toBeTruthy();
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
    expect(within(cards).queryByText('Card •••• 1117')).toBeNull();
    expect(within(cards).getByText('Card •••• 0123')).toBeTruthy();
    expect(demoCards().map((card) => card.cardNumber)).toEqual(['7001234567890123']);

    first.unmount();
    queryClient.clear();
    await openApp('/profile/loyalty');
    const reloaded = await screen.findByRole('region', { name: 'Your cards' });
    expect(await within(reloaded).findByText('Card •••• 0123')).toBeTruthy();
    expect(within(reloaded).queryByText('Card •••• 1117')).toBeNull();
  });
});

describe('/profile/loyalty/add', () => {
  it('asks for the number, refuses a wrong check digit keeping what was typed, then adds the card', async () => {
    const { location } = await openAsDemo('/profile/loyalty');
    fireEvent.click(await screen.findByRole('link', { name: 'Add a FuelPoints card' }));
    await endsOn(location, /^\/profile\/loyalty\/add\?loyaltyProgramId=loyalty-fuelpoints(&|$)/);
    expect(await screen.findByRole('heading', { name: 'Add a loyalty card' })).toBeTruthy();
    const field = (await screen.findByLabelText('Card number')) as HTMLInputElement;
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add card' }));

    add();
    expect(await screen.findByText('Enter the number printed on your FuelPoints card.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    // A wrong check digit: refused before anything is sent, and the number stays.
    fireEvent.change(field, { target: { value: '7001 5555 0000 1118' } });
    add();
    expect(
      await screen.findByText(
        'This FuelPoints card number has a typing error: a digit is wrong or two are swapped. Compare it with your card.',
      ),
    ).toBeTruthy();
    expect(field.value).toBe('7001 5555 0000 1118');
    expect(demoCards()).toHaveLength(1);

    fireEvent.change(field, { target: { value: '7001 5555 0000 1117' } });
    expect(screen.queryByText(/This FuelPoints card number has a typing error/)).toBeNull();
    add();
    await endsOn(location, /^\/profile\/loyalty(\?|$)/);
    const cards = await screen.findByRole('region', { name: 'Your cards' });
    expect(await within(cards).findByText('Card •••• 1117')).toBeTruthy();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(demoCards().map((card) => card.cardNumber)).toContain('7001555500001117');
  });

  it('explains a card registered to someone else and a programme that cannot be reached, keeping the number', async () => {
    const { location } = await openAsDemo('/profile/loyalty/add?loyaltyProgramId=loyalty-fuelpoints');
    const field = (await screen.findByLabelText('Card number')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '7001-9876-5432-1019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This card is already registered. Check the number; if the card is yours, contact the programme.',
    );
    expect(field.value).toBe('7001-9876-5432-1019');

    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['loyalty-save-fails'];
    });
    fireEvent.change(field, { target: { value: '7001 5555 0000 1117' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The programme could not be reached. Nothing has changed: try again later.',
      ),
    );
    expect(field.value).toBe('7001 5555 0000 1117');
    expect(location.history.at(-1)).toMatch(/^\/profile\/loyalty\/add/);
    expect(demoCards()).toHaveLength(1);
  });

  it('says an unknown or missing programme is not found, and a closed one takes no card', async () => {
    const { location, go } = await openAsDemo('/profile/loyalty/add?loyaltyProgramId=loyalty-nothing');
    expect(await screen.findByText('This loyalty programme was not found. Choose one from the list.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    go('/profile/loyalty/add');
    expect(await screen.findByText('This loyalty programme was not found. Choose one from the list.')).toBeTruthy();
    go('/profile/loyalty/add?loyaltyProgramId=loyalty-tankpass');
    expect(await screen.findByText('TankPass takes no new members: no card can be added.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to loyalty programmes' }));
    await endsOn(location, /^\/profile\/loyalty(\?|$)/);
  });
});

describe('/profile/loyalty/register', () => {
  /** Counts the sign-ups the app sends; the sandbox still answers them. */
  function countSignUps() {
    const count = { value: 0 };
    server.use(
      http.post(`${config.platformUrl}/v4/loyalty-subscriptions/`, () => {
        count.value += 1;
        return undefined;
      }),
    );
    return count;
  }

  it('refuses a driver under 16 without asking the partner, who refuses it too', async () => {
    const signUps = countSignUps();
    const { location } = await openAsDemo('/profile/loyalty');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up for DriveClub' }));
    await endsOn(location, /^\/profile\/loyalty\/register(\?|$)/);
    expect(await screen.findByRole('heading', { name: 'Partner programme sign-up' })).toBeTruthy();
    expect(fieldValue('Email')).toBe('demo@forecourt.test');
    type('First name', 'Dana');
    type('Last name', 'Demo');
    type('Country', 'AT');
    type('Language', 'de');
    type('Gender (optional)', 'FEMALE');
    const signUp = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up for DriveClub' }));

    // One day short of 16.
    type('Birth date (optional)', bornYearsAgo(16, 1));
    signUp();
    expect(await screen.findByText('Confirm that you are 16 or older to join DriveClub.')).toBeTruthy();
    expect(screen.getByText('You must be 16 or older to join DriveClub.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am 16 or older.' }));
    await waitFor(() => expect(screen.queryByText('Confirm that you are 16 or older to join DriveClub.')).toBeNull());
    signUp();
    expect(await screen.findByText('You must be 16 or older to join DriveClub.')).toBeTruthy();
    expect(screen.getByLabelText('Birth date (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(signUps.value).toBe(0);
    type('Birth date (optional)', bornYearsAgo(16));
    expect(screen.queryByText('You must be 16 or older to join DriveClub.')).toBeNull();

    // The partner refuses it too, should the app be bypassed.
    const api = await loggedIn();
    expect(
      await refusal(
        api.loyalty.subscribe({
          loyaltyProgramId: 'loyalty-driveclub',
          email: 'demo@forecourt.test',
          firstName: 'Dana',
          lastName: 'Demo',
          country: 'AT',
          language: 'de',
          birthDate: bornYearsAgo(15),
          confirmedMinimumAge: true,
        }),
      ),
    ).toEqual({ status: 422, description: 'Customer must be 16 or older' });
    expect(demoCards()).toHaveLength(1);
  });

  it('explains a customer the partner has and a card it does not know, keeping what was typed; then signs up with a new card', async () => {
    const { location } = await openAsDemo('/profile/loyalty/register');
    expect(await screen.findByRole('heading', { name: 'Partner programme sign-up' })).toBeTruthy();
    await screen.findByLabelText('First name');
    type('First name', 'Dana');
    type('Last name', 'Demo');
    type('Country', 'AT');
    type('Language', 'de');
    type('Birth date (optional)', bornYearsAgo(16));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am 16 or older.' }));
    const signUp = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up for DriveClub' }));

    // 16 today; the partner already has a customer with this email.
    type('Email', 'member@driveclub.test');
    signUp();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The partner already has a customer with these details. If you are a member, enter your card number to link it.',
    );
    expect(fieldValue('First name')).toBe('Dana');
    expect(fieldValue('Country')).toBe('AT');

    // A card the partner does not know.
    type('DriveClub card number (optional)', '5010 0000 0000 0007');
    signUp();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The partner has no customer with this card number and these details. Check them, or leave the card number empty to get a new card.',
      ),
    );
    expect(demoCards()).toHaveLength(1);

    // Without a card, under the driver's own email: a new DriveClub card.
    type('DriveClub card number (optional)', '');
    type('Email', 'demo@forecourt.test');
    signUp();
    await endsOn(location, /^\/profile\/loyalty(\?|$)/);
    const cards = await screen.findByRole('region', { name: 'Your cards' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(2));
    const driveClub = within(cards)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('DriveClub'));
    expect(driveClub?.textContent).toMatch(/Card •••• \d{4}/);
    const programs = screen.getByRole('region', { name: 'Programmes' });
    expect(within(programs).getByText('You are a member of DriveClub.')).toBeTruthy();
    expect(within(programs).queryByRole('link', { name: 'Sign up for DriveClub' })).toBeNull();
    expect(demoCards().find((card) => card.programName === 'DriveClub')).toMatchObject({
      email: 'demo@forecourt.test',
    });
  });
});
