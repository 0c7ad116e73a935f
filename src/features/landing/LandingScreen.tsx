import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { QueryLink } from '../../shell/QueryLink';

/** Partner names are shown as given; a logo appears when the app ships one for that partner. */
const partnerSlug = (partner: string) => partner.toLowerCase().replace(/[^a-z0-9-]/g, '');

export function LandingScreen() {
  const { t } = useLingui();
  const partner = new URLSearchParams(useSearch()).get('partner')?.trim();
  const [logoMissing, setLogoMissing] = useState(false);
  return (
    <main className="screen landing">
      {partner && (
        <div className="landing__partner">
          {!logoMissing && (
            <img
              src={`/partners/${partnerSlug(partner)}.svg`}
              alt={t`Partner: ${partner}`}
              height={40}
              onError={() => setLogoMissing(true)}
            />
          )}
          {logoMissing && (
            <p>
              <Trans>In partnership with {partner}</Trans>
            </p>
          )}
        </div>
      )}
      <h1>
        <Trans>Pay at the pump from your phone</Trans>
      </h1>
      <p className="muted">
        <Trans>Fuel, charge or wash, pay in the app and get your receipt right away. No queue at the counter.</Trans>
      </p>
      <div className="stack">
        <QueryLink href="/map" className="button button--primary button--block">
          <Trans>Find a station</Trans>
        </QueryLink>
        <QueryLink href="/login" className="button button--secondary button--block">
          <Trans>Log in or register</Trans>
        </QueryLink>
        <QueryLink href="/onboarding" className="link">
          <Trans>How does it work?</Trans>
        </QueryLink>
      </div>
    </main>
  );
}
