import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Voucher } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { formatDay } from './formatDay';
import { useActivateCampaign, useVouchers } from './vouchersData';

/** One voucher: its name, what it gives, until when, and for an inactive campaign the button that activates it. */
function VoucherItem({ voucher, activate }: { voucher: Voucher; activate?: () => void }) {
  const { i18n } = useLingui();
  const until = voucher.expiresAt && formatDay(i18n.locale, voucher.expiresAt);
  return (
    <li className="card stack">
      <strong>{voucher.name}</strong>
      {voucher.description && <span>{voucher.description}</span>}
      {until && (
        <span className="muted">
          {voucher.status === 'EXPIRED' ? <Trans>Expired on {until}</Trans> : <Trans>Valid until {until}</Trans>}
        </span>
      )}
      {activate && (
        <Button variant="secondary" onPress={activate}>
          <Trans>Activate {voucher.name}</Trans>
        </Button>
      )}
    </li>
  );
}

function VoucherLists() {
  const vouchers = useVouchers();
  const activation = useActivateCampaign();
  const [activating, setActivating] = useState<string>();
  return (
    <Loaded
      query={vouchers}
      failed={<Trans>Your vouchers could not be loaded. Check your connection and try again.</Trans>}
    >
      {(list) => {
        if (list.length === 0) {
          return (
            <p className="muted">
              <Trans>You have no vouchers yet. Add a voucher code to get a discount on your next refuel.</Trans>
            </p>
          );
        }
        const active = list.filter((voucher) => voucher.status === 'ACTIVE');
        const inactive = list.filter((voucher) => voucher.status !== 'ACTIVE');
        return (
          <>
            <section aria-labelledby="vouchers-active" className="stack">
              <h2 id="vouchers-active">
                <Trans context="voucher">Active</Trans>
              </h2>
              {active.length === 0 ? (
                <p className="muted">
                  <Trans>No active voucher: activate one below or add a code.</Trans>
                </p>
              ) : (
                <ul className="stack voucher-list">
                  {active.map((voucher) => (
                    <VoucherItem key={voucher.id} voucher={voucher} />
                  ))}
                </ul>
              )}
            </section>
            {inactive.length > 0 && (
              <section aria-labelledby="vouchers-inactive" className="stack">
                <h2 id="vouchers-inactive">
                  <Trans>Not active</Trans>
                </h2>
                <FormOutcome
                  status={activation.status}
                  failure={<Trans>The voucher couldn't be activated. Check your connection and try again.</Trans>}
                />
                <ul className="stack voucher-list">
                  {inactive.map((voucher) => {
                    const { campaignId } = voucher;
                    const canActivate = campaignId && voucher.status === 'INACTIVE';
                    return (
                      <VoucherItem
                        key={voucher.id}
                        voucher={voucher}
                        activate={
                          canActivate
                            ? () => {
                                if (activation.pending) return;
                                setActivating(voucher.id);
                                activation.submit(campaignId);
                              }
                            : undefined
                        }
                      />
                    );
                  })}
                </ul>
                {activation.pending && activating && <Spinner />}
              </section>
            )}
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/profile/vouchers` (SPEC.md section 2): the driver's vouchers and campaigns, active ones first; an inactive
 * campaign is activated here, which reloads the list. Adding a code is its own screen.
 */
export function VouchersScreen() {
  // The voucher just added on /profile/vouchers/add (its name in the history entry, not in the query).
  const added = useHistoryState<{ addedVoucher?: unknown } | null>()?.addedVoucher;
  return (
    <main className="screen">
      <h1>
        <Trans>Vouchers</Trans>
      </h1>
      {typeof added === 'string' && (
        <Notice tone="success">
          <Trans>{added} has been added to your vouchers.</Trans>
        </Notice>
      )}
      <Link href="/profile/vouchers/add" className="button button--primary">
        <Trans>Add a voucher code</Trans>
      </Link>
      <VoucherLists />
    </main>
  );
}
