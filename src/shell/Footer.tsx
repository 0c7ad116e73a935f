import { Trans } from '@lingui/react/macro';
import { QueryLink } from './QueryLink';

export function Footer() {
  return (
    <footer className="footer">
      <nav>
        <QueryLink href="/info?type=terms">
          <Trans>Terms of use</Trans>
        </QueryLink>
        <QueryLink href="/info?type=imprint">
          <Trans>Imprint</Trans>
        </QueryLink>
        <QueryLink href="/info?type=privacy">
          <Trans>Data protection</Trans>
        </QueryLink>
        <QueryLink href="/info?type=statutory">
          <Trans>Statutory information</Trans>
        </QueryLink>
      </nav>
    </footer>
  );
}
