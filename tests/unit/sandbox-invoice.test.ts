import { beforeEach, describe, expect, it } from 'vitest';
import { defaultStepMs } from '../../src/sandbox/scenarios';
import { fixtureIds } from '../../src/sandbox/stations';
import { readPdf } from '../pdf';
import { clock, loggedIn, refusalStatus, resetSandbox } from '../sandboxServer';

const eur = (amount: number) => `${amount.toFixed(2)} EUR`;

describe('the sandbox invoice', () => {
  beforeEach(() => resetSandbox());

  it('is a PDF a viewer opens, with the order, its line, the VAT included, the total and how it was paid', async () => {
    const api = await loggedIn();
    const order = await api.orders.createOrder({
      poiId: fixtureIds.berlin,
      autoAcquire: true,
      products: [{ productId: `${fixtureIds.berlin}-wash-basic` }],
    });
    // Not ready while the order is under way.
    expect(await refusalStatus(api.orders.getInvoice(order._id))).toBe(409);
    clock.advance(defaultStepMs);
    await api.orders.authorize(order._id, { paymentMethodId: 'pm-demo-visa' });
    clock.advance(6 * defaultStepMs);
    const paid = await api.orders.getOrder(order._id);
    expect(['READY_FOR_INVOICE', 'COMPLETED']).toContain(paid.state);

    const invoice = await api.orders.getInvoice(order._id);
    const pdf = await readPdf(new Uint8Array(await invoice.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    const price = paid.products[0]?.attributes?.paymentAttributes?.totalPrice ?? Number.NaN;
    const total = paid.totalAfterDiscounts?.amount ?? Number.NaN;
    const vat = paid.vat?.[0];
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Invoice',
        'Demo Berlin Mitte',
        `Invoice number ${order._id}`,
        `Basic wash: 1 x ${eur(price)} ${eur(price)}`,
        `Total ${eur(total)}`,
        `VAT ${vat?.rate}% included ${eur(vat?.amount ?? Number.NaN)}`,
        `Net amount ${eur(total - (vat?.amount ?? 0))}`,
      ]),
    );
    expect(pdf.lines).toContainEqual(expect.stringMatching(/^Paid with VISA .*4242$/));
  });

  it("is not handed out for another driver's order", async () => {
    const api = await loggedIn();
    expect(await refusalStatus(api.orders.getInvoice('order-of-nobody'))).toBe(404);
  });
});
