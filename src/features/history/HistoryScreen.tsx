import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import type { HistoryFilter } from '../../api/queries/history';
import type { HistoryEvent } from '../../api/schemas';
import { historyPageSize } from '../../api/schemas';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { eventDescription } from './exportCsv';
import { historyPath, historyViewFromQuery } from './filters';
import { useHistoryExport, useHistoryPage, useVehicles, vehicleName } from './historyData';
import { categoryLabels, eventTypeLabels } from './labels';

function Filters({ filter, onChange }: { filter: HistoryFilter; onChange: (filter: HistoryFilter) => void }) {
  const { t } = useLingui();
  const vehicles = useVehicles();
  const set = (change: Partial<HistoryFilter>) => {
    const next = { ...filter, ...change };
    onChange({
      ...(next.type ? { type: next.type } : {}),
      ...(next.vehicleId ? { vehicleId: next.vehicleId } : {}),
      ...(next.product ? { product: next.product } : {}),
    });
  };
  return (
    <fieldset className="history-filters">
      <legend>
        <Trans>Show</Trans>
      </legend>
      <SelectField
        label={t`Type`}
        value={filter.type ?? ''}
        options={[
          { value: '', label: t`All events` },
          { value: 'PAYMENT', label: t`Payments` },
          { value: 'COST', label: t`Costs` },
          { value: 'TRIP', label: t`Trips` },
        ]}
        onChange={(type) => set({ type: type || undefined })}
      />
      <SelectField
        label={t`Vehicle`}
        value={filter.vehicleId ?? ''}
        options={[
          { value: '', label: t`All vehicles` },
          ...(vehicles.data ?? []).map((vehicle) => ({ value: vehicle._id, label: vehicleName(vehicle) })),
          // A vehicle in the address that is no longer the driver's still shows as chosen.
          ...(filter.vehicleId && vehicles.data && !vehicles.data.some((vehicle) => vehicle._id === filter.vehicleId)
            ? [{ value: filter.vehicleId, label: filter.vehicleId }]
            : []),
        ]}
        onChange={(value) => set({ vehicleId: value || undefined })}
      />
      <SelectField
        label={t`Product`}
        value={filter.product ?? ''}
        options={[
          { value: '', label: t`All products` },
          { value: 'manual', label: t`Entered by hand` },
          { value: 'carWash', label: t`Car wash` },
        ]}
        onChange={(product) => set({ product: product || undefined })}
      />
    </fieldset>
  );
}

/** What, where, when and how much; the whole row opens the event. */
function EventRow({ event }: { event: HistoryEvent }) {
  const { i18n } = useLingui();
  const what =
    event.type === 'TRIP' || !event.category
      ? i18n._(eventTypeLabels[event.type])
      : i18n._(categoryLabels[event.category]);
  const where = eventDescription(event);
  const amount =
    event.type === 'TRIP'
      ? event.distanceM === undefined
        ? undefined
        : `${formatNumber(i18n.locale, event.distanceM / 1000, 1)} km`
      : event.priceInCents === undefined
        ? undefined
        : formatMoney(i18n.locale, event.priceInCents / 100, event.currency ?? 'EUR');
  return (
    <li>
      <Link href={`/history/${encodeURIComponent(event._id)}`} className="card history-row">
        <span className="history-row__head">
          <strong>{what}</strong>
          {amount && <span className="history-row__amount">{amount}</span>}
        </span>
        {where && <span className="history-row__where">{where}</span>}
        {event.dateTime && <span className="muted">{formatDateTime(i18n.locale, event.dateTime)}</span>}
      </Link>
    </li>
  );
}

function AddCostLink() {
  return (
    <Link href="/history/create" className="button button--primary">
      <Trans>Add a cost</Trans>
    </Link>
  );
}

function EventList({
  filter,
  page,
  onPageChange,
}: {
  filter: HistoryFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const events = useHistoryPage(filter, page);
  const exporting = useHistoryExport();
  return (
    <Loaded
      query={events}
      failed={<Trans>Your history could not be loaded. Check your connection and try again.</Trans>}
    >
      {({ items, total }) => {
        const filtered = Object.keys(filter).length > 0;
        if (total === 0) {
          return (
            <div className="stack">
              <p className="muted">
                {filtered ? (
                  <Trans>Nothing in your history matches these filters.</Trans>
                ) : (
                  <Trans>
                    Your history is empty. Payments made with the app appear here by themselves; add the costs of your
                    car to see what it costs you.
                  </Trans>
                )}
              </p>
              <AddCostLink />
            </div>
          );
        }
        return (
          <>
            {items.length === 0 ? (
              <Notice tone="info">
                <Trans>There is no page {page}.</Trans>{' '}
                <Link href={historyPath({ filter, page: 1 })}>{t`Go to the first page`}</Link>
              </Notice>
            ) : (
              <ul className="stack history-list" aria-label={t`Events`}>
                {items.map((event) => (
                  <EventRow key={event._id} event={event} />
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              total={total}
              pageSize={historyPageSize}
              label={t`Pages of your history`}
              onPageChange={onPageChange}
            />
            <div className="stack">
              <Button variant="secondary" isPending={exporting.pending} onPress={() => exporting.submit(filter)}>
                <Trans>Export as CSV</Trans>
              </Button>
              <FormOutcome
                status={exporting.status}
                failure={<Trans>The export could not be made. Check your connection and try again.</Trans>}
              />
            </div>
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/history` (SPEC.md section 2): the driver's payments, costs and trips, newest first, 20 a page, filtered by
 * type, vehicle and product; the filters and the page live in the address, so a reload or the back button keeps
 * them, and a changed filter starts at the first page. The CSV export takes the whole filtered list.
 */
export function HistoryScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { filter, page } = historyViewFromQuery(useSearch());
  return (
    <main className="screen">
      <h1>
        <Trans>History</Trans>
      </h1>
      <nav className="history-actions" aria-label={t`History actions`}>
        <AddCostLink />
        <Link href="/history/transactions-overview" className="button button--secondary">
          <Trans>Spending overview</Trans>
        </Link>
      </nav>
      <Filters filter={filter} onChange={(next) => navigate(historyPath({ filter: next, page: 1 }))} />
      <EventList filter={filter} page={page} onPageChange={(next) => navigate(historyPath({ filter, page: next }))} />
    </main>
  );
}
