import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export function Footer() {
  return (
    <footer className="footer">
      <nav>
        <Link href="/info?type=terms">
          <Trans>Terms of use</Trans>
        </Link>
        <Link href="/info?type=imprint">
          <Trans>Imprint</Trans>
        </Link>
        <Link href="/info?type=privacy">
          <Trans>Data protection</Trans>
        </Link>
        <Link href="/info?type=statutory">
          <Trans>Statutory information</Trans>
        </Link>
      </nav>
    </footer>
  );
}
