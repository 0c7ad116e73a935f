import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'wouter';
import { stationTimeZone } from '../../../machines/shared/tariff';
import { ApiError } from '../../api/client';
import type { Order, RedemptionCode } from '../../api/schemas';
import { RedemptionCodeCard } from '../../flows/pay/kit/RedemptionCodeCard';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { type TicketKind, ticketKindOf, ticketState } from './tickets';
import { useRedeemCode, useTicketStation, useWashTicket } from './washTicketsData';

type Redeem = ReturnType<typeof useRedeemCode>;

const isNotFound = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

function BackToTickets() {
  return (
    <Link href="/profile/wash" className="button button--secondary">
      <Trans>Back to your wash tickets</Trans>
    </Link>
  );
}

/**
 * One code: a valid one large with its QR and "Mark as used" behind a confirmation (a code marked by mistake is a
 * paid wash lost); a used or expired one says why it can no longer be used.
 */
function TicketCode({
  code,
  kind,
  timeZone,
  redeem,
}: {
  code: RedemptionCode;
  kind: TicketKind;
  timeZone?: string;
  redeem: Redeem;
}) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const state = ticketState(code, Date.now());
  const expiry = formatDateTime(i18n.locale, code.expirationDate, timeZone);
  if (state !== 'valid') {
    return (
      <li className="card stack ticket-spent">
        <p className="wash-code__value ticket-spent__code">{code.code}</p>
        {state === 'used' ? (
          <Notice tone="info">
            <Trans>This code has been marked as used. It cannot be used again.</Trans>
          </Notice>
        ) : (
          <Notice tone="warning">
            <Trans>This code expired on {expiry}. It can no longer be used.</Trans>
          </Notice>
        )}
      </li>
    );
  }
  return (
    <>
      <RedemptionCodeCard code={code} kind={kind} timeZone={timeZone} />
      <li className="stack">
        <FormOutcome
          status={redeem.status}
          failure={<Trans>The code could not be marked as used. Check your connection and try again.</Trans>}
        />
        <Button variant="secondary" isPending={redeem.pending} onPress={() => setConfirming(true)}>
          <Trans>Mark as used</Trans>
        </Button>
      </li>
      {confirming && (
        <ConfirmDialog
          title={<Trans>Mark this code as used?</Trans>}
          confirmLabel={<Trans>Yes, mark as used</Trans>}
          cancelLabel={<Trans>No, keep it valid</Trans>}
          destructive
          onConfirm={() => {
            setConfirming(false);
            redeem.submit(code._id);
          }}
          onCancel={() => setConfirming(false)}
        >
          <Trans>
            Do this only after the code has been used. It cannot be undone: a code marked as used can no longer be used,
            and the wash or gift card it paid for is lost.
          </Trans>
        </ConfirmDialog>
      )}
    </>
  );
}

function Ticket({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const redeem = useRedeemCode();
  const station = useTicketStation(order.poiId).data;
  const timeZone = station ? stationTimeZone(station.location) : undefined;
  const line = order.products[0];
  const kind = ticketKindOf(order);
  const codes = line?.redemptionCodes ?? [];
  const paidAt = order.stateHistory.find((entry) => entry.state === 'PAYMENT_AUTHORIZED')?.createdAt ?? order.createdAt;
  return (
    <main className="screen">
      <h1>{line?.attributes?.paymentAttributes?.description ?? line?.name}</h1>
      {codes.length === 0 ? (
        <Notice tone="warning">
          <Trans>No code was issued for this order. Please ask at the station.</Trans>
        </Notice>
      ) : (
        <ul className="stack wash-codes">
          {codes.map((code) => (
            <TicketCode key={code._id} code={code} kind={kind} timeZone={timeZone} redeem={redeem} />
          ))}
        </ul>
      )}
      <dl className="summary__lines">
        <dt>{kind === 'wash' ? <Trans>Package</Trans> : <Trans>Gift card</Trans>}</dt>
        <dd>{line?.name}</dd>
        {station && (
          <>
            <dt>
              <Trans>Station</Trans>
            </dt>
            <dd>{station.name}</dd>
          </>
        )}
        {paidAt && (
          <>
            <dt>
              <Trans>Bought on</Trans>
            </dt>
            <dd>{formatDateTime(i18n.locale, paidAt, timeZone)}</dd>
          </>
        )}
      </dl>
      <BackToTickets />
    </main>
  );
}

/**
 * `/profile/wash/{id}` (SPEC.md section 2), the id being the order the ticket was bought with: its codes, the
 * package or gift card, the station, when it was bought; marking a code used moves it to the used tickets.
 */
export function WashTicketScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const ticket = useWashTicket(id);
  let body: ReactNode;
  if (ticket.isPending) body = <Spinner />;
  else if (ticket.isError && isNotFound(ticket.error)) {
    body = (
      <>
        <Notice tone="warning">
          <Trans>There is no wash ticket of yours at this address. All your tickets are in the list.</Trans>
        </Notice>
        <BackToTickets />
      </>
    );
  } else if (ticket.isError) {
    body = (
      <LoadFailed retrying={ticket.isFetching} onRetry={() => void ticket.refetch()}>
        <Trans>This ticket could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    );
  } else return <Ticket order={ticket.data} />;
  return (
    <main className="screen">
      <h1>
        <Trans>Wash ticket</Trans>
      </h1>
      {body}
    </main>
  );
}
