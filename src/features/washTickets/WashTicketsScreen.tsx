import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { defaultPageSize, pageFromQuery } from '../../ui/pages';
import { formatDay } from '../vouchers/formatDay';
import { maskCode, type Ticket, ticketPage, ticketsOf } from './tickets';
import { useWashTickets } from './washTicketsData';

const ticketPath = (ticket: Ticket) => `/profile/wash/${encodeURIComponent(ticket.orderId)}`;

/** One ticket: what and where, the end of its code, until when, and its state; the whole row opens it. */
function TicketRow({ ticket }: { ticket: Ticket }) {
  const { i18n } = useLingui();
  const until = formatDay(i18n.locale, ticket.expiresAt);
  return (
    <li>
      <Link href={ticketPath(ticket)} className={`card ticket ticket--${ticket.state}`}>
        <span className="ticket__head">
          <strong>
            {ticket.name ?? (ticket.kind === 'wash' ? <Trans>Car wash</Trans> : <Trans>Gift card</Trans>)}
          </strong>
          <span className={`ticket__state ticket__state--${ticket.state}`}>
            {ticket.state === 'valid' && <Trans>Valid</Trans>}
            {ticket.state === 'used' && <Trans>Used</Trans>}
            {ticket.state === 'expired' && <Trans>Expired</Trans>}
          </span>
        </span>
        {ticket.stationName && <span className="muted">{ticket.stationName}</span>}
        <span className="ticket__code">
          <Trans>Code {maskCode(ticket.code)}</Trans>
        </span>
        <span className="muted">
          {ticket.state === 'expired' ? <Trans>Expired on {until}</Trans> : <Trans>Valid until {until}</Trans>}
        </span>
      </Link>
    </li>
  );
}

function TicketLists({ page }: { page: number }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const tickets = useWashTickets();
  return (
    <Loaded
      query={tickets}
      failed={<Trans>Your wash tickets could not be loaded. Check your connection and try again.</Trans>}
    >
      {(bought) => {
        const { valid, spent, total } = ticketPage(ticketsOf(bought, Date.now()), page, defaultPageSize);
        if (total === 0) {
          return (
            <div className="stack">
              <p className="muted">
                <Trans>
                  You have no wash tickets yet. When you buy a car wash or a gift card, its code is kept here for you.
                </Trans>
              </p>
              <Link href="/map" className="button button--primary">
                <Trans>Find a car wash on the map</Trans>
              </Link>
            </div>
          );
        }
        const goTo = (next: number) => navigate(next === 1 ? '/profile/wash' : `/profile/wash?page=${next}`);
        return (
          <>
            {valid.length + spent.length === 0 ? (
              <Notice tone="info">
                <Trans>There is no page {page}.</Trans> <Link href="/profile/wash">{t`Go to the first page`}</Link>
              </Notice>
            ) : (
              <>
                {(valid.length > 0 || page === 1) && (
                  <section aria-labelledby="tickets-valid" className="stack">
                    <h2 id="tickets-valid">
                      <Trans>Ready to use</Trans>
                    </h2>
                    {valid.length === 0 ? (
                      <p className="muted">
                        <Trans>No code is ready to use.</Trans>
                      </p>
                    ) : (
                      <ul className="stack ticket-list">
                        {valid.map((ticket) => (
                          <TicketRow key={ticket.id} ticket={ticket} />
                        ))}
                      </ul>
                    )}
                  </section>
                )}
                {spent.length > 0 && (
                  <section aria-labelledby="tickets-spent" className="stack">
                    <h2 id="tickets-spent">
                      <Trans>Used and expired</Trans>
                    </h2>
                    <ul className="stack ticket-list">
                      {spent.map((ticket) => (
                        <TicketRow key={ticket.id} ticket={ticket} />
                      ))}
                    </ul>
                  </section>
                )}
              </>
            )}
            <Pagination
              page={page}
              total={total}
              pageSize={defaultPageSize}
              label={t`Pages of wash tickets`}
              onPageChange={goTo}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/profile/wash` (SPEC.md section 2): every wash and gift card code the driver bought, a page at a time (the
 * page in the query, so coming back from a ticket returns to it): the valid codes first, soonest expiry first
 * across all pages, then the used and expired ones apart.
 */
export function WashTicketsScreen() {
  const page = pageFromQuery(new URLSearchParams(useSearch()).get('page'));
  return (
    <main className="screen">
      <h1>
        <Trans>Wash tickets</Trans>
      </h1>
      <TicketLists page={page} />
    </main>
  );
}
