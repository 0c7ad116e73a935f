import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../api/schemas';
import { Loaded } from '../../ui/Loaded';
import { useProfile } from './profileData';

/** A form of the profile: shown once the profile is loaded; while loading a spinner, a failed load a retry. */
export function ProfileLoaded({ children }: { children: (profile: UserProfile) => ReactNode }) {
  return (
    <Loaded
      query={useProfile()}
      failed={<Trans>Your details could not be loaded. Check your connection and try again.</Trans>}
    >
      {children}
    </Loaded>
  );
}
