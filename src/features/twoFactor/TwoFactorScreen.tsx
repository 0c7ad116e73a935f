import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog, Form, Heading, Modal } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { selectProfile } from '../../../machines/session';
import { type PinProblem, pinLength, pinSetupProblems } from '../../../machines/shared/pin';
import { hasPinQuery, savePinMutation, twoFactorKeys, userKeys } from '../../api/queries';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { readReturnTo } from '../payments/returnTo';
import { useProfile } from '../profile/profileData';

/**
 * A set-up changes the profile's method and whether a PIN exists: its mutation invalidates both (`meta`), and this
 * tells the session, which keeps its own copy of the profile.
 */
function useSetUpDone() {
  const session = Session.useActorRef();
  return () => session.send({ type: 'profile.updated' });
}

/**
 * /profile/two-factor: how the driver confirms payments that ask for it (PayPal; SPEC.md section 5), a PIN or
 * this device's biometrics, and setting either up. Back from a summary (`returnTo`), it leads back there.
 */
export function TwoFactorScreen() {
  const profile = useProfile();
  const returnTo = readReturnTo(useSearch());
  // The summary reads the method from the session: the way back shows once the session knows it.
  const sessionMethod = Session.useSelector((s) => selectProfile(s)?.twoFactorMethod ?? 'none');
  const [done, setDone] = useState(false);
  if (profile.isPending) return <Spinner />;
  const method = profile.data?.twoFactorMethod ?? 'none';
  return (
    <main className="screen">
      <h1>
        <Trans>PIN and biometrics</Trans>
      </h1>
      <p>
        <Trans>PayPal payments are confirmed with a PIN or with this device's biometrics.</Trans>
      </p>
      <p role="status">
        {method === 'pin' ? (
          <Trans>You confirm payments with your PIN.</Trans>
        ) : method === 'webauthn' ? (
          <Trans>You confirm payments with your device's biometrics.</Trans>
        ) : (
          <Trans>You have not set up a way to confirm payments yet.</Trans>
        )}
      </p>
      {done && returnTo && sessionMethod !== 'none' && (
        <Link href={returnTo} className="button button--primary button--block">
          <Trans>Back to your payment</Trans>
        </Link>
      )}
      <PinSetup onDone={() => setDone(true)} />
      <BiometricSetup onDone={() => setDone(true)} />
    </main>
  );
}

function PinSetup({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const userId = useUserId();
  const hasPin = useQuery(hasPinQuery(api, userId), queryClient);
  const setUpDone = useSetUpDone();
  const [open, setOpen] = useState(false);
  const save = useFormSubmit({
    ...savePinMutation(api, userId),
    onSuccess: () => {
      setUpDone();
      setOpen(false);
      onDone();
    },
  });
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>PIN</Trans>
      </h2>
      <FormOutcome status={open ? 'idle' : save.status} success={<Trans>Your PIN has been saved.</Trans>} />
      {open ? (
        <PinForm save={save} onCancel={() => setOpen(false)} />
      ) : (
        <Button
          variant="secondary"
          onPress={() => {
            save.edited();
            setOpen(true);
          }}
        >
          {hasPin.data ? <Trans>Change PIN</Trans> : <Trans>Set up a PIN</Trans>}
        </Button>
      )}
    </section>
  );
}

/** The new PIN, typed twice; what is typed stays after a failed save. */
function PinForm({
  save,
  onCancel,
}: {
  save: {
    submit: (pin: string) => void;
    edited: () => void;
    status: 'idle' | 'pending' | 'success' | 'error';
    pending: boolean;
  };
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<{ pin?: PinProblem; confirmation?: PinProblem }>({});
  const problemText = (problem: PinProblem | undefined) =>
    problem === 'onlyNumbers'
      ? t`Enter ${pinLength} digits, numbers only.`
      : problem === 'mismatch'
        ? t`The PINs do not match.`
        : undefined;
  const field = (label: string, value: string, onChange: (value: string) => void, problem?: PinProblem) => (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={pinLength}
      value={value}
      onChange={(next) => {
        onChange(next);
        save.edited();
      }}
      error={problemText(problem)}
    />
  );
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = pinSetupProblems(pin, confirmation);
        setProblems(found);
        if (!found.pin && !found.confirmation) save.submit(pin);
      }}
    >
      {field(t`New PIN`, pin, setPin, problems.pin)}
      {field(t`Repeat the PIN`, confirmation, setConfirmation, problems.confirmation)}
      <FormOutcome
        status={save.status}
        failure={<Trans>Your PIN was not saved. Check your connection and try again.</Trans>}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save PIN</Trans>
      </Button>
      <Button variant="secondary" isDisabled={save.pending} className="button--block" onPress={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </Form>
  );
}

type BiometricOutcome = 'unsupported' | 'cancelled' | 'failed';

/** Registers this device's authenticator through the platform (WebAuthn, loaded on first use). */
function BiometricSetup({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const userId = useUserId();
  const setUpDone = useSetUpDone();
  const [outcome, setOutcome] = useState<BiometricOutcome>();
  const register = useFormSubmit({
    // The WebAuthn ceremony and its two calls live in its adapter (webauthn.ts), loaded on first use.
    mutationKey: twoFactorKeys.all(userId),
    meta: { invalidates: [twoFactorKeys.all(userId), userKeys.profile(userId)] },
    mutationFn: async () => {
      const webauthn = await import('./webauthn');
      if (!(await webauthn.deviceSupportsBiometrics())) return 'unsupported' as const;
      try {
        await webauthn.registerDevice(api);
        return 'registered' as const;
      } catch (error) {
        if (error instanceof webauthn.BiometricError && error.reason === 'cancelled') return 'cancelled' as const;
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result !== 'registered') return setOutcome(result);
      setUpDone();
      onDone();
    },
    onError: () => setOutcome('failed'),
  });
  const headingId = useId();
  const registered = register.status === 'success' && outcome === undefined;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Biometrics</Trans>
      </h2>
      <p className="muted">
        <Trans>Confirm payments with your fingerprint, your face or your screen lock.</Trans>
      </p>
      <FormOutcome
        status={registered ? 'success' : outcome === 'failed' || outcome === 'cancelled' ? 'error' : 'idle'}
        success={<Trans>This device's biometrics are set up.</Trans>}
        failure={
          outcome === 'cancelled' ? (
            <Trans>The biometric check was cancelled. Nothing was set up.</Trans>
          ) : (
            <Trans>Biometrics could not be set up. Please try again.</Trans>
          )
        }
      />
      <Button
        variant="secondary"
        isPending={register.pending}
        onPress={() => {
          setOutcome(undefined);
          register.edited();
          register.submit(undefined);
        }}
      >
        <Trans>Set up biometrics on this device</Trans>
      </Button>
      {outcome === 'unsupported' && <BiometricUnsupportedDialog onClose={() => setOutcome(undefined)} />}
    </section>
  );
}

/** SPEC.md section 8: the device cannot confirm with biometrics (no WebAuthn, no built-in authenticator). */
function BiometricUnsupportedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="modal">
      <Dialog className="dialog">
        <Heading slot="title">
          <Trans>Biometrics are not available</Trans>
        </Heading>
        <p>
          <Trans>
            This browser or device cannot confirm payments with biometrics. Set up a PIN instead, or use a device with a
            fingerprint sensor, face recognition or a screen lock.
          </Trans>
        </p>
        <Button className="button--block" onPress={onClose}>
          <Trans>OK</Trans>
        </Button>
      </Dialog>
    </Modal>
  );
}
