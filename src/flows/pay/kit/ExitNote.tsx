import { Trans } from '@lingui/react/macro';

/** Says, above OK, which partner OK hands the driver back to (a callback of an accepted partner). */
export function ExitNote({ partnerHost }: { partnerHost: string | undefined }) {
  if (!partnerHost) return null;
  return (
    <p className="exit-note">
      <Trans>
        OK takes you back to <strong>{partnerHost}</strong>.
      </Trans>
    </p>
  );
}
