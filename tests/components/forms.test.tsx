import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { sandbox } from '../sandboxServer';
import { logIn, openApp, renderApp, standAt } from './render';

afterEach(() => queryClient.clear());

/** A page reload: the app and its memory (the cache) are gone, browser storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  queryClient.clear();
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const endsOn = (location: { history: readonly string[] }, expected: RegExp) =>
  waitFor(() => expect(location.history.at(-1)).toMatch(expected), { timeout: 5_000 });

describe('registration', () => {
  const termsBox = () => screen.getByRole('checkbox', { name: /I accept the terms of use/ }) as HTMLInputElement;
  const consentText = 'I accept the terms of use and have read the data protection notice.';

  /** Opens the form and types Rita's names, email and password twice. */
  async function typeRita(email = 'rita@forecourt.test') {
    const view = await renderApp('/register/mail');
    await screen.findByLabelText('First name');
    type('First name', 'Rita');
    type('Last name', 'Road');
    type('Email', email);
    type('New password', 'Rita-pass-2026');
    type('Repeat the password', 'Rita-pass-2026');
    return view;
  }

  it('the terms and the data protection notice open over the form, which keeps what was typed and the box as it was', async () => {
    const { location } = await typeRita();
    fireEvent.click(screen.getByRole('button', { name: 'Read the terms of use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(location.history.at(-1)).toMatch(/^\/register\/mail(\?auth=0)?$/);
    fireEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(termsBox().checked).toBe(false);
    expect(input('First name').value).toBe('Rita');
    expect(input('New password').value).toBe('Rita-pass-2026');

    fireEvent.click(screen.getByRole('button', { name: 'Read the data protection notice' }));
    const privacy = await screen.findByRole('dialog', { name: 'Data protection' });
    fireEvent.keyDown(privacy, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(termsBox().checked).toBe(false);

    // The text outside the links ticks the box.
    fireEvent.click(screen.getByText(consentText));
    await waitFor(() => expect(termsBox().checked).toBe(true));
  });

  it('leaving the form and coming back brings back what was typed, but never the passwords', async () => {
    const view = await typeRita();
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Imprint' }));
    await endsOn(view.location, /^\/info\?type=imprint/);
    view.go('/register/mail');
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Rita');
    expect(input('Last name').value).toBe('Road');
    expect(input('Email').value).toBe('rita@forecourt.test');
    expect(input('New password').value).toBe('');
    expect(input('Repeat the password').value).toBe('');
    const draft = JSON.stringify({ ...sessionStorage });
    expect(draft).toContain('rita@forecourt.test');
    expect(draft).not.toContain('Rita-pass-2026');
  });

  it('keeps a name without its control and bidi characters, and drops the draft once registered', async () => {
    const view = await renderApp('/register/mail');
    await screen.findByLabelText('First name');
    type('First name', '\u202eatiR');
    type('Last name', 'Ro\u0007ad\u200f');
    type('Email', 'rita.rtl@forecourt.test');
    type('New password', 'Rita-pass-2026');
    type('Repeat the password', 'Rita-pass-2026');
    fireEvent.click(screen.getByText(consentText));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await endsOn(view.location, /^\/map/);
    const user = Object.values(sandbox.context.store.data.users).find(
      (candidate) => candidate.email === 'rita.rtl@forecourt.test',
    );
    expect(user).toMatchObject({ firstName: 'atiR', lastName: 'Ro ad' });

    view.go('/profile');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('atiR Ro ad'), {
      timeout: 5_000,
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('rita.rtl@');
  }, 15_000);
});

describe('the odometer', () => {
  const berlin = fixtureIds.berlin;
  const summary = `/pay/prepay/summary?pid=${berlin}&productId=${berlin}-pump-1&fuelTypeId=SUPER_E5&amount=50&currency=EUR&orderType=PREPAY`;
  const golfOdometer = () => sandbox.context.store.data.things['thing-demo-golf']?.carOdometerM;
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  /** The driver stands at Demo Berlin Mitte. */
  beforeEach(() => standAt(52.52, 13.405));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the mileage in German: 48.600,5 is 48,600.5 km, and Continue waits for a number up to 1,000,000', async () => {
    await logIn();
    await openApp(summary, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Wie ist dein Kilometerstand?' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(button('Weiter').disabled).toBe(true);
    for (const text of ['0', '-5', '1.000.001', '48,600.5', '48.6']) {
      type('Kilometerstand in km', text);
      expect(button('Weiter').disabled, text).toBe(true);
    }
    expect(screen.getByText(/höchstens 1\.000\.000/)).toBeTruthy();
    type('Kilometerstand in km', '48.600,5');
    expect(button('Weiter').disabled).toBe(false);
    fireEvent.click(button('Weiter'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Wie ist dein Kilometerstand?' })).toBeNull(), {
      timeout: 5_000,
    });
    expect(golfOdometer()).toBe(48_600_500);
  }, 20_000);

  it('a mileage far from the last one asks "are you sure?" before it is sent', async () => {
    await logIn();
    await openApp(summary);
    expect(await screen.findByText('Last entry: 48,250 km', {}, { timeout: 10_000 })).toBeTruthy();
    // A typo far above the last mileage: corrected before anything is saved.
    type('Mileage in km', '486,005');
    fireEvent.click(button('Continue'));
    const check = await screen.findByRole('dialog', { name: 'Is the mileage right?' });
    expect(check.textContent).toContain('You entered 486,005 km. The last entry for Golf');
    expect(check.textContent).toContain('was 48,250 km.');
    fireEvent.click(within(check).getByRole('button', { name: 'Correct it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('Mileage in km').value).toBe('486,005');
    expect(golfOdometer()).toBe(48_250_000);

    // Below the last mileage: asked too, and sent once confirmed.
    type('Mileage in km', '47,900');
    fireEvent.click(button('Continue'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Is the mileage right?' })).getByRole('button', {
        name: 'Yes, it is right',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What does your odometer say?' })).toBeNull(), {
      timeout: 5_000,
    });
    expect(golfOdometer()).toBe(47_900_000);
  }, 20_000);
});

describe('the invoice address', () => {
  it('takes only what is valid, with a message per field, and saves it cleaned', async () => {
    await logIn();
    const first = await openApp('/address');
    expect(((await screen.findByLabelText('Street', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      'Invalidenstraße',
    );
    type('Street', 'x'.repeat(2_100));
    type('Postcode', '<b>1</b>');
    type('City', 'Ber\u0000lin');
    type('First name', '\u202eanaD');
    type('Email (optional)', 'dana@');
    type('Phone (optional)', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Use at most 100 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a postcode as used in Germany, for example 10115.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(/^Enter a complete phone number/)).toBeTruthy();
    expect(input('First name').value).toBe('anaD');
    expect(screen.queryByText('Your address has been saved.')).toBeNull();
    expect(sandbox.context.store.data.users[seedUsers.demo.id]?.address?.street).toBe('Invalidenstraße');

    type('Street', 'Invalidenstraße');
    type('Postcode', '10115');
    type('First name', 'Dana');
    type('Email (optional)', 'invoices@forecourt.test');
    type('Phone (optional)', '+49 30 1234567');
    type('Country', 'NL');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a postcode as used in Netherlands, for example 1012 AB.')).toBeTruthy();
    type('Postcode', '1012 ab');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address has been saved.', {}, { timeout: 5_000 })).toBeTruthy();

    reload(first);
    await openApp('/address');
    expect(((await screen.findByLabelText('Postcode', {}, { timeout: 5_000 })) as HTMLInputElement).value).toBe(
      '1012 AB',
    );
    expect(input('City').value).toBe('Ber lin');
    expect(input('Email (optional)').value).toBe('invoices@forecourt.test');
    expect(input('Phone (optional)').value).toBe('+49 30 1234567');
  }, 15_000);
});

describe('the tax details', () => {
  it('a German tax id of -1 is refused with a message; a valid one is saved as one word', async () => {
    const first = await renderApp('/tax');
    fireEvent.change(await screen.findByLabelText('Tax country', {}, { timeout: 5_000 }), {
      target: { value: 'DE' },
    });
    type('Tax ID', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Enter a valid tax number for Germany, for example DE136695976.')).toBeTruthy();
    type('Tax ID', 'DE 136 695 976');
    fireEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Your tax details have been saved.', {}, { timeout: 5_000 })).toBeTruthy();

    reload(first);
    await openApp('/tax');
    await waitFor(() => expect(input('Tax ID').value).toBe('DE136695976'), { timeout: 5_000 });
  }, 15_000);
});
