/** The parts of Google Pay's pay.js and of ApplePaySession the wallet adapter uses. */
interface GooglePaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  loadPaymentData(
    request: Record<string, unknown>,
  ): Promise<{ paymentMethodData: { tokenizationData: { token: string } } }>;
}

interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null;
  oncancel: (() => void) | null;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
  begin(): void;
  abort(): void;
}

interface ApplePaySessionConstructor {
  new (version: number, request: Record<string, unknown>): ApplePaySessionInstance;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

interface Window {
  google?: {
    payments: {
      api: { PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient };
    };
  };
  ApplePaySession?: ApplePaySessionConstructor;
}
