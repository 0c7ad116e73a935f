import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../api/schemas';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useProfile } from './profileData';

/** A form of the profile: shown once the profile is loaded; while loading a spinner, a failed load a retry. */
export function ProfileLoaded({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <LoadFailed retrying={profile.isFetching} onRetry={() => void profile.refetch()}>
        <Trans>Your details could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  return children(profile.data);
}
