/**
 * The add choice of `/profile/payments`: one entry per payment method type the account's providers allow, each
 * a link to its add screen or a component that adds the method in place.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { PaymentMethodType } from '../../api/schemas';

export interface AddEntry {
  label: MessageDescriptor;
  start: { kind: 'link'; to: string } | { kind: 'component'; Component: ComponentType<{ onDone(): void }> };
}

export const addEntries: Partial<Record<PaymentMethodType, AddEntry>> = {
  MBWAY: { label: msg`MB WAY`, start: { kind: 'link', to: '/profile/payments/add/mbway' } },
  FUEL_CARD: { label: msg`Fuel card`, start: { kind: 'link', to: '/profile/payments/add/bp-card' } },
};
