import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { config } from '../../src/config';
import { sandbox, server } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => queryClient.clear());

/** A page reload: the app and its memory (the cache) are gone, browser storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  queryClient.clear();
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const vehicleLink = (name: RegExp) => screen.findByRole('link', { name }, { timeout: 5_000 });
const things = () => sandbox.context.store.data.things;

describe('the vehicle list', () => {
  it('shows each vehicle with its make, model and plate, the preferred one, and who shares it', async () => {
    await logIn();
    await openApp('/profile/cars');
    expect(await screen.findByRole('heading', { name: 'Your vehicles' })).toBeTruthy();
    const golf = await vehicleLink(/Golf/);
    expect(golf.textContent).toContain('Volkswagen Golf · B-FC 2026');
    expect(golf.textContent).toContain('Preferred');
    expect(golf.textContent).toContain('Shared with Lena Lang');
    expect((await vehicleLink(/Family Clio/)).textContent).toContain('Shared with you by Jonas Weber');
  }, 15_000);
});

describe('adding a vehicle', () => {
  it('asks for a name, then opens the details, filled in from the catalogue, and refuses a VIN with an O', async () => {
    await logIn();
    const view = await openApp('/profile/cars');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }, { timeout: 5_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with the details' }));
    expect(await screen.findByText('Enter a name for the vehicle.')).toBeTruthy();
    type('Name', 'Weekend bike');
    type('Vehicle type', 'motorcycle');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with the details' }));

    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/profile\/cars\/thing-[^?]+\?added=1/), {
      timeout: 5_000,
    });
    expect(await screen.findByRole('heading', { name: 'Weekend bike' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('The vehicle has been added. Add its details now, or later.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Yamaha' }, { timeout: 5_000 });
    type('Brand', 'Yamaha');
    await screen.findByRole('option', { name: 'MT-07' }, { timeout: 5_000 });
    type('Model', 'MT-07');
    // The model's usual fuel is chosen, and its tank suggested.
    await waitFor(() => expect(field('Fuel type').value).toBe('SUPER_E5'), { timeout: 5_000 });
    expect(screen.getByText('Usually 14 l for this model.')).toBeTruthy();
    type('Tank capacity (litres)', '14');
    type('Licence plate', 'b-wb 77');
    type('Vehicle identification number (VIN)', 'JYARM0OW000000001');
    type('Mileage (km)', '8200');
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(
      await screen.findByText('A VIN never contains the letters I, O or Q: type the digits 1 and 0 instead.'),
    ).toBeTruthy();
    const id = view.location.history.at(-1)?.match(/thing-[^?]+/)?.[0] ?? '';
    expect(things()[id]?.ymme?.make).toBeUndefined();

    type('Vehicle identification number (VIN)', 'JYARM06W000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('The vehicle has been saved.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(field('Licence plate').value).toBe('B-WB 77');
    expect(things()[id]).toMatchObject({
      type: 'motorcycle',
      nickName: 'Weekend bike',
      ymme: { make: 'Yamaha', model: 'MT-07', fuelType: 'SUPER_E5', licensePlate: 'B-WB 77' },
    });
  }, 20_000);

  it('made preferred, the new vehicle comes first in the list and the others lose the badge', async () => {
    await logIn();
    await openApp('/profile/cars');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a vehicle' }, { timeout: 5_000 }));
    type('Name', 'Weekend bike');
    type('Vehicle type', 'motorcycle');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with the details' }));
    await screen.findByRole('heading', { name: 'Weekend bike' }, { timeout: 5_000 });
    await screen.findByRole('option', { name: 'Yamaha' }, { timeout: 5_000 });
    type('Brand', 'Yamaha');
    await screen.findByRole('option', { name: 'MT-07' }, { timeout: 5_000 });
    type('Model', 'MT-07');
    type('Licence plate', 'b-wb 77');
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await screen.findByText('The vehicle has been saved.', {}, { timeout: 5_000 });

    fireEvent.click(screen.getByRole('link', { name: 'Back to your vehicles' }));
    const bike = await vehicleLink(/Weekend bike/);
    await waitFor(() => expect(bike.textContent).toContain('Yamaha MT-07 · B-WB 77'), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Make Weekend bike preferred' }));
    expect(await screen.findByText('Your preferred vehicle has been changed.', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Weekend bike'));
    expect((await vehicleLink(/Weekend bike/)).textContent).toContain('Preferred');
    expect((await vehicleLink(/Golf/)).textContent).not.toContain('Preferred');
  }, 20_000);
});

describe('editing a vehicle', () => {
  it('a failed save keeps what was typed; once the platform answers, the edit is saved and still there after a reload', async () => {
    await logIn();
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['vehicle-save-fails'];
    });
    const first = await openApp('/profile/cars/thing-demo-van');
    expect(await screen.findByRole('heading', { name: 'Van' }, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(field('Brand').value).toBe('Volkswagen'), { timeout: 5_000 });
    await waitFor(() => expect(field('Model').value).toBe('Transporter'), { timeout: 5_000 });
    type('Name', 'Camper');
    type('Build year', '2018');
    type('Next inspection', '2027-03-15');
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      'The vehicle could not be saved. Please try again later.',
    );
    expect(field('Name').value).toBe('Camper');
    expect(field('Build year').value).toBe('2018');
    expect(field('Next inspection').value).toBe('2027-03-15');
    expect(things()['thing-demo-van']).toMatchObject({ nickName: 'Van', ymme: { year: 2019 } });

    sandbox.context.store.update((data) => {
      data.settings.scenarios = [];
    });
    reload(first);
    const second = await openApp('/profile/cars/thing-demo-van');
    await screen.findByRole('heading', { name: 'Van' }, { timeout: 5_000 });
    type('Name', 'Camper');
    type('Build year', '2018');
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('The vehicle has been saved.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Camper' }, { timeout: 5_000 })).toBeTruthy();
    expect(things()['thing-demo-van']).toMatchObject({ nickName: 'Camper', ymme: { year: 2018 } });

    reload(second);
    await openApp('/profile/cars/thing-demo-van');
    await screen.findByRole('heading', { name: 'Camper' }, { timeout: 5_000 });
    expect(field('Build year').value).toBe('2018');
  }, 20_000);
});

describe('sharing', () => {
  it('a vehicle shared with the driver is read-only, and the driver stops using it', async () => {
    await logIn();
    await openApp('/profile/cars/thing-jonas-clio');
    expect(await screen.findByRole('heading', { name: 'Family Clio' }, { timeout: 5_000 })).toBeTruthy();
    expect(
      screen.getByText('Jonas Weber shares this vehicle with you. Only the owner can change its details or delete it.'),
    ).toBeTruthy();
    expect(screen.getByText('M-JW 4711')).toBeTruthy();
    // Its fuel by the name on the price boards, not the platform's code.
    expect(screen.getByText('Super E10')).toBeTruthy();
    expect(screen.queryByText('SUPER_E10')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save vehicle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete vehicle' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stop using this vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop using Family Clio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You no longer use this vehicle.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(things()['thing-jonas-clio']?.users).toEqual(['user-jonas']);

    fireEvent.click(screen.getByRole('link', { name: 'Back to your vehicles' }));
    expect(await vehicleLink(/Golf/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Family Clio/ })).toBeNull();
  }, 15_000);

  it('the owner removes a user, and the vehicle is no longer shared', async () => {
    await logIn();
    await openApp('/profile/cars');
    fireEvent.click(await vehicleLink(/Golf/));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lena Lang' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Lena Lang can no longer choose this vehicle when refuelling. You can share it again later.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The user has been removed from the vehicle.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Shared with' })).toBeNull();
    expect(things()['thing-demo-golf']).toMatchObject({ users: ['user-demo'] });

    // "You can share it again later": by her e-mail.
    expect(screen.getByText('Only you use this vehicle.')).toBeTruthy();
    type('E-mail of the driver to share with', 'lena@forecourt.test');
    fireEvent.click(screen.getByRole('button', { name: 'Share vehicle' }));
    expect(
      await screen.findByText('lena@forecourt.test can now choose Golf when refuelling.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Shared with' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Lena Lang' })).toBeTruthy();
    expect(field('E-mail of the driver to share with').value).toBe('');
  }, 15_000);

  it('the owner shares a vehicle by e-mail; refusals say why and keep the address, and the driver sees it read-only', async () => {
    await logIn();
    const view = await openApp('/profile/cars/thing-demo-van');
    expect(await screen.findByRole('heading', { name: 'Share this vehicle' }, { timeout: 5_000 })).toBeTruthy();
    const share = () => fireEvent.click(screen.getByRole('button', { name: 'Share vehicle' }));
    const email = 'E-mail of the driver to share with';

    share();
    expect(await screen.findByText('Enter an e-mail address, for example name@example.com.')).toBeTruthy();
    const refusals = [
      [
        'nobody@forecourt.test',
        'No driver with this e-mail address has a Forecourt account. Ask them to register, then share again.',
      ],
      [
        'demo@forecourt.test',
        'This is your own e-mail address. Enter the e-mail of the driver you want to share with.',
      ],
    ];
    for (const [address, refusal] of refusals) {
      type(email, address!);
      share();
      expect(await screen.findByText(refusal!, {}, { timeout: 5_000 })).toBeTruthy();
      expect(field(email).value).toBe(address);
    }
    expect(things()['thing-demo-van']?.users).toEqual(['user-demo']);

    type(email, 'jonas@forecourt.test');
    share();
    expect(
      await screen.findByText('jonas@forecourt.test can now choose Van when refuelling.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    const sharedWith = await screen.findByRole('heading', { name: 'Shared with' }, { timeout: 5_000 });
    expect(sharedWith.closest('section')?.textContent).toContain('Jonas Weber');
    expect(things()['thing-demo-van']?.users).toEqual(['user-demo', 'user-jonas']);
    type(email, 'jonas@forecourt.test');
    share();
    expect(await screen.findByText('This driver already shares the vehicle.', {}, { timeout: 5_000 })).toBeTruthy();

    // Jonas, on his phone, has the van among his vehicles, read-only.
    reload(view);
    await logIn('jonas@forecourt.test');
    await openApp('/profile/cars');
    expect((await vehicleLink(/Van/)).textContent).toContain('Shared with you by Dana Demo');
    fireEvent.click(await vehicleLink(/Van/));
    expect(
      await screen.findByText(
        'Dana Demo shares this vehicle with you. Only the owner can change its details or delete it.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share vehicle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop using this vehicle' })).toBeTruthy();
  }, 20_000);
});

describe('deleting a vehicle', () => {
  it('says what is lost, keeps the vehicle on "Keep it", and removes it from the list once confirmed', async () => {
    await logIn();
    await openApp('/profile/cars/thing-demo-van');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete vehicle' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Van?' });
    expect(dialog.textContent).toContain('can no longer be chosen when refuelling');
    expect(dialog.textContent).toContain('Its past refuels and costs stay in your history.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(things()['thing-demo-van']?.status).toBe('ACTIVE');

    fireEvent.click(screen.getByRole('button', { name: 'Delete vehicle' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Van?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The vehicle has been deleted.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(things()['thing-demo-van']?.status).not.toBe('ACTIVE');
    fireEvent.click(screen.getByRole('link', { name: 'Back to your vehicles' }));
    expect(await vehicleLink(/Golf/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Van/ })).toBeNull();
  }, 15_000);

  it('a vehicle the platform does not know is not found', async () => {
    await logIn();
    await openApp('/profile/cars/thing-nobody');
    expect(
      await screen.findByText(
        'No vehicle found. It may have been deleted or is no longer shared with you.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  }, 15_000);
});

describe('a vehicle that cannot be loaded', () => {
  it('says so on the screen with the way back to the list, and loads it on request', async () => {
    await logIn();
    queryClient.setQueryDefaults(['users'], { retryDelay: 1 });
    let failing = true;
    server.use(
      http.get(`${config.platformUrl}/things/:id`, () =>
        failing ? HttpResponse.json({ errorDescription: 'Bad gateway' }, { status: 502 }) : undefined,
      ),
    );
    await openApp('/profile/cars/thing-demo-golf');
    const failure = await screen.findByText(
      'Your vehicle data could not be retrieved. Please try again later.',
      {},
      { timeout: 5_000 },
    );
    const main = failure.closest('main') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Back to your vehicles' }).getAttribute('href')).toContain(
      '/profile/cars',
    );
    failing = false;
    fireEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Golf' }, { timeout: 5_000 })).toBeTruthy();
  }, 15_000);

  it('says it is gone when the platform does not know it, with no retry', async () => {
    await logIn();
    server.use(
      http.get(`${config.platformUrl}/things/:id`, () =>
        HttpResponse.json({ errorDescription: 'Not found' }, { status: 404 }),
      ),
    );
    await openApp('/profile/cars/thing-gone');
    const notice = await screen.findByText(
      'No vehicle found. It may have been deleted or is no longer shared with you.',
      {},
      { timeout: 5_000 },
    );
    const main = notice.closest('main') as HTMLElement;
    expect(within(main).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Back to your vehicles' })).toBeTruthy();
  }, 15_000);
});
