import { describe, expect, it } from 'vitest';
import type { OrderState } from '../../machines/shared/ports';
import { runningOrderKind, runningOrderStatus, runningOrdersByProduct } from '../../machines/shared/runningOrders';
import { runningOrderTarget } from '../../src/flows/pay/flowScreens';

const product = (facility: 'PUMP' | 'WASH' | 'CHARGER', automaticFlow?: boolean) => ({
  _id: 'p',
  name: '1',
  facility,
  attributes: { status: 'AVAILABLE', automaticFlow, availableItems: [] },
});
const order = (state: OrderState, productId = 'pump-1', poiId = 'station') => ({
  _id: `order-${productId}-${state}`,
  state,
  poiId,
  products: [{ _id: productId }],
});

describe('running orders', () => {
  it('are fuel paid before or after, a wash or a charging session, by the product they were made for', () => {
    expect(runningOrderKind(product('PUMP', true))).toBe('prepayFuel');
    expect(runningOrderKind(product('PUMP'))).toBe('postpayFuel');
    expect(runningOrderKind(product('WASH'))).toBe('wash');
    expect(runningOrderKind(product('CHARGER'))).toBe('ev');
  });

  it('say where they stand; done and ended orders are not running', () => {
    expect(runningOrderStatus(order('CREATED'), 'prepayFuel')).toBe('toPay');
    expect(runningOrderStatus(order('PAYMENT_AUTHORIZED'), 'prepayFuel')).toBe('preparing');
    expect(runningOrderStatus(order('PRODUCT_SUPPLYING'), 'prepayFuel')).toBe('supplying');
    // Postpay fuel is released first and paid once the nozzle is back.
    expect(runningOrderStatus(order('CREATED'), 'postpayFuel')).toBe('preparing');
    expect(runningOrderStatus(order('PRODUCT_SUPPLYING'), 'postpayFuel')).toBe('supplying');
    expect(runningOrderStatus(order('PAYMENT_PENDING'), 'postpayFuel')).toBe('toPay');
    expect(runningOrderStatus(order('PAYMENT_AUTHORIZED'), 'postpayFuel')).toBe('confirming');
    expect(runningOrderStatus(order('PAYMENT_PENDING'), 'ev')).toBe('toPay');
    for (const state of ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED', 'CANCELLED', 'REJECTED'] as const)
      expect(runningOrderStatus(order(state), 'prepayFuel')).toBeUndefined();
  });

  it('are found by product at their station only, the first listed (the newest) when two share a product', () => {
    const newest = order('PRODUCT_SUPPLYING');
    const orders = [
      newest,
      { ...order('CREATED'), _id: 'older' },
      order('CREATED', 'pump-2', 'elsewhere'),
      order('COMPLETED', 'pump-3'),
    ];
    const byProduct = runningOrdersByProduct(orders, 'station');
    expect([...byProduct.keys()]).toEqual(['pump-1']);
    expect(byProduct.get('pump-1')).toBe(newest);
  });

  it('lead to their flow with the order, its station, product and what was chosen, and nothing else', () => {
    const fuel = {
      ...order('PRODUCT_SUPPLYING'),
      orderType: 'PREPAY' as const,
      products: [{ _id: 'pump-1', fuelType: { fuelTypeId: 'DIESEL' } }],
      authorizedAmount: { amount: 50, currency: 'EUR' },
    };
    expect(runningOrderTarget('prepayFuel', fuel)).toEqual({
      path: '/pay/prepay/fueling',
      query: {
        pid: 'station',
        productId: 'pump-1',
        orderId: fuel._id,
        orderType: 'PREPAY',
        fuelTypeId: 'DIESEL',
        amount: '50',
        currency: 'EUR',
        isWash: undefined,
        declined: undefined,
      },
    });
    expect(runningOrderTarget('wash', order('CREATED', 'wash-1'))).toMatchObject({
      path: '/pay/postpay/wash/summary',
      query: { orderType: 'POSTPAY', isWash: 'true', amount: undefined, fuelTypeId: undefined },
    });
    expect(runningOrderTarget('ev', order('PRODUCT_SUPPLYING', 'charger-1')).path).toBe('/pay/prepay/ev/charging');
    expect(runningOrderTarget('postpayFuel', order('CREATED', 'pump-6')).path).toBe('/pay/postpay/fueling');
  });
});
