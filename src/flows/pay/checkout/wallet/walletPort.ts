/**
 * The device wallet port: Google Pay and Apple Pay give a one-time payment token for an amount. The app asks
 * the port and never the wallets directly; the sandbox answers with its simulated sheet, a configured platform
 * with the real wallet of the browser.
 */
export type WalletName = 'GOOGLE_PAY' | 'APPLE_PAY';

export interface WalletRequest {
  wallet: WalletName;
  amount: number;
  currency: string;
  /** The amount as the driver sees it, for the sandbox sheet. */
  amountText: string;
  /** ISO country of the station. */
  countryCode: string;
  /** The driver's country, for the platform's choice of gateway (defaults to the station's). */
  userCountry?: string;
  /** What is paid for (FUEL, WASH, EV_CHARGE), for the platform's choice of gateway. */
  productType: string;
  merchantName: string;
  /** A guest gives a billing address to Google Pay, a postal address and an email to Apple Pay. */
  guest?: boolean;
}

/** `cancelled`: the driver closed the sheet (Google Pay CANCELED, Apple Pay oncancel), which stays silent. */
export type WalletResult = { status: 'token'; token: string } | { status: 'cancelled' };

export interface WalletAdapter {
  requestToken(request: WalletRequest): Promise<WalletResult>;
  /**
   * Whether this browser's wallet can pay (Google Pay's `isReadyToPay`, `ApplePaySession.canMakePayments`),
   * asked before the wallet is offered. False when the wallet says no or is not there at all.
   */
  isReady(wallet: WalletName): Promise<boolean>;
  /**
   * Tells the wallet's sheet how the platform answered the payment it gave a token for: Apple Pay's sheet says
   * "done" only once the platform has authorised (`completePayment`). A wallet with nothing open ignores it.
   */
  settle(authorised: boolean): void;
}

/** The wallet's own refusal or absence (shown to the driver); a cancel is not an error. */
export class WalletUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletUnavailableError';
  }
}
