/**
 * The sandbox's simulated device wallet sheet (Google Pay / Apple Pay): approve to get a test-mode token in the
 * wallet's own format (Google Pay's ECv2, Apple Pay's EC_v1), or cancel (which the app treats silently, as the
 * real wallets' cancel).
 */
import { Dialog, Heading, Modal } from 'react-aria-components';
import { applePayTestToken, googlePayTestToken } from './walletTokens';
import './sandbox.css';

export default function WalletSheet({
  wallet,
  amountText,
  onToken,
  onCancel,
}: {
  wallet: 'GOOGLE_PAY' | 'APPLE_PAY';
  amountText: string;
  onToken: (token: string) => void;
  onCancel: () => void;
}) {
  const name = wallet === 'GOOGLE_PAY' ? 'Google Pay' : 'Apple Pay';
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onCancel()} className="modal">
      <Dialog className="dialog wallet-sheet">
        <Heading slot="title">{name} (sandbox)</Heading>
        <p>
          Pay <strong>{amountText}</strong> with the simulated card •••• 1111
        </p>
        <div className="bank-page__actions">
          <button
            type="button"
            onClick={() => onToken(wallet === 'GOOGLE_PAY' ? googlePayTestToken() : applePayTestToken())}
          >
            Pay with {name}
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </Dialog>
    </Modal>
  );
}
