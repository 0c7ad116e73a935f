import { Trans } from '@lingui/react/macro';
import { Session } from '../../app/contexts';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';

/** Logs out (the session clears the stored auth and continues as guest) and goes to the map. */
export function LogoutButton() {
  const session = Session.useActorRef();
  const navigate = useAppNavigate();
  return (
    <Button
      variant="secondary"
      className="button--block"
      onPress={() => {
        navigate('/map', { replace: true });
        session.send({ type: 'user.loggedOut' });
      }}
    >
      <Trans>Log out</Trans>
    </Button>
  );
}
