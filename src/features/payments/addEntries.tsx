/**
 * The add choice's entries, one per payment method type (the list shows those the account's providers allow):
 * a link to an add screen, or a component that starts the registration at once (`onDone` closes it).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { PaymentMethodType } from '../../api/schemas';
import { CardRegistration } from './CardRegistration';
import { PayPalRegistration } from './PayPalRegistration';

export interface AddEntry {
  label: MessageDescriptor;
  start: { kind: 'link'; to: string } | { kind: 'component'; Component: ComponentType<{ onDone(): void }> };
}

export const addEntries: Partial<Record<PaymentMethodType, AddEntry>> = {
  DIRECT_CREDIT: { label: msg`Credit or debit card`, start: { kind: 'component', Component: CardRegistration } },
  PAYPAL: { label: msg`PayPal`, start: { kind: 'component', Component: PayPalRegistration } },
  MBWAY: { label: msg`MB WAY`, start: { kind: 'link', to: '/profile/payments/add/mbway' } },
  FUEL_CARD: { label: msg`Fuel card`, start: { kind: 'link', to: '/profile/payments/add/bp-card' } },
};
