import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { maintenanceQuery } from '../../api/queries/maintenance';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

export function MaintenanceScreen() {
  const api = useApi();
  const navigate = useAppNavigate();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const retry = async () => {
    setChecking(true);
    try {
      const status = await queryClient.fetchQuery(maintenanceQuery(api));
      if (!status.dev) return navigate('/map', { replace: true });
      setStillDown(true);
    } catch {
      setStillDown(true);
    } finally {
      setChecking(false);
    }
  };
  return (
    <main className="screen screen--center">
      <h1>
        <Trans>We are doing maintenance</Trans>
      </h1>
      <p>
        <Trans>Forecourt is being improved and is back shortly. Until then, please pay at the counter.</Trans>
      </p>
      {stillDown && (
        <Notice tone="info">
          <Trans>Maintenance is still going on. Please try again in a few minutes.</Trans>
        </Notice>
      )}
      <Button className="button--block" isPending={checking} onPress={() => void retry()}>
        <Trans>Try again</Trans>
      </Button>
    </main>
  );
}
