import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { config } from '../../src/config';
import { seedUsers } from '../../src/sandbox/seed';
import { sandbox, server } from '../sandboxServer';
import { logIn, openApp } from './render';

afterEach(() => queryClient.clear());

async function openAsDemo(path: string) {
  await logIn();
  return openApp(path);
}

/** Counts the calls to the loyalty programmes and subscriptions; the sandbox still answers them. */
function countLoyaltyRequests() {
  const count = { value: 0 };
  const counted = () => {
    count.value += 1;
    return undefined;
  };
  server.use(
    http.get(`${config.platformUrl}/v4/loyalty-programs`, counted),
    http.get(`${config.platformUrl}/v4/loyalty-subscriptions`, counted),
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
    expect(requests.value).toBe(0);
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
