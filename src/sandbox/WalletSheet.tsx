/**
 * The sandbox's simulated device wallet sheet (Google Pay / Apple Pay): approve to get a token the sandbox
 * platform accepts, or cancel (which the app treats silently, as the real wallets' cancel).
 */
import { Dialog, Heading, Modal } from 'react-aria-components';
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
          <button type="button" onClick={() => onToken(`sandbox-wallet:${wallet}`)}>
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
