/** Two-factor confirmation of payments (SPEC.md section 5): the driver's PIN, kept by the cloud functions. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { userKeys } from './users';

type CloudApi = Pick<Api, 'cloud'>;

export const twoFactorKeys = {
  /** Everything of the driver's two-factor set-up: what a set-up (PIN or biometrics) invalidates. */
  all: (userId: string) => [...userKeys.all(userId), 'twoFactor'] as const,
  pin: (userId: string) => [...twoFactorKeys.all(userId), 'pin'] as const,
};

/** Whether the driver has set a PIN (user_has_pin). */
export const hasPinQuery = (api: CloudApi, userId: string) =>
  queryOptions({
    queryKey: twoFactorKeys.pin(userId),
    queryFn: ({ signal }) => api.cloud.userHasPin({ signal }),
  });

/** Sets the driver's PIN (save_pin); the profile's method changes with it, which the screen tells the session. */
export const savePinMutation = (api: CloudApi, userId: string) =>
  mutationOptions({
    mutationKey: twoFactorKeys.pin(userId),
    mutationFn: (pin: string) => api.cloud.savePin(pin),
    meta: { invalidates: [twoFactorKeys.all(userId), userKeys.profile(userId)] },
  });
