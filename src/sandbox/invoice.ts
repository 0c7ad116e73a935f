/**
 * The invoice of an order as the platform hands it out (GET v4/invoices/{id}): a real PDF, made with pdf-lib,
 * that any viewer opens. It names the station and the customer, lists the order's lines with their quantities
 * and prices, the discounts (loyalty, vouchers), the VAT included per rate and the total, and how it was paid.
 *
 * Loaded only when an invoice is asked for: the sandbox's start does not carry the PDF library.
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { Order, Station } from '../api/schemas';
import type { SandboxUser } from './store';

/** An amount in the order's currency, as an invoice prints it: two decimals (none for ISK, JPY…) and the ISO code. */
function money(amount: number, currency: string) {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return `${new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)} ${currency}`;
}

/**
 * Text the PDF's standard font can print (WinAnsi: Western European letters and the euro sign): other letters
 * lose their accents (Łódź → Lodz), and what is left over becomes "?".
 */
function printable(font: PDFFont, text: string) {
  const fits = (value: string) => {
    try {
      font.encodeText(value);
      return true;
    } catch {
      return false;
    }
  };
  return [...text]
    .map((char) => {
      if (fits(char)) return char;
      const plain = char
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[łŁ]/, (letter) => (letter === 'ł' ? 'l' : 'L'));
      return fits(plain) ? plain : '?';
    })
    .join('');
}

/** How the platform's units read on an invoice; a count is the number alone. */
const unitNames: Record<string, string> = { LTR: 'l', KWH: 'kWh', COUNT: '' };
const quantityText = new Intl.NumberFormat('en', { maximumFractionDigits: 3, useGrouping: false });

export interface InvoiceInput {
  order: Order;
  station: Station | undefined;
  user: SandboxUser;
  /** When the invoice is made. */
  issuedAt: Date;
}

export async function invoicePdf({ order, station, user, issuedAt }: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${order._id}`);
  pdf.setAuthor(station?.name ?? 'Forecourt');
  pdf.setCreationDate(issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;

  const write = (text: string, { size = 10, font = regular, x = left, alignRight = false } = {}) => {
    const shown = printable(font, text);
    const at = alignRight ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: rgb(0, 0, 0) });
  };
  const line = (label: string, amount: string, font = regular) => {
    write(label, { font });
    write(amount, { font, x: right, alignRight: true });
    y -= 16;
  };
  const rule = () => {
    page.drawLine({ start: { x: left, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5 });
    y -= 6;
  };

  const currency = order.totalAfterDiscounts?.currency ?? order.authorizedAmount?.currency ?? 'EUR';
  write('Invoice', { size: 20, font: bold });
  y -= 28;
  if (station) {
    write(station.name, { font: bold });
    y -= 14;
    const address = station.location?.address;
    if (address) {
      write(
        [address.street, [address.zip, address.city].filter(Boolean).join(' '), address.countryCode]
          .filter(Boolean)
          .join(', '),
      );
      y -= 14;
    }
  }
  y -= 10;
  const customer = [user.companyName, [user.firstName, user.lastName].filter(Boolean).join(' ')].filter(Boolean);
  const billing = user.address;
  const facts: [string, string][] = [
    ['Invoice number', order._id],
    ['Date', issuedAt.toISOString().slice(0, 10)],
    ...(order.createdAt ? [['Order date', order.createdAt.slice(0, 10)] as [string, string]] : []),
    ...(customer.length ? [['Customer', customer.join(', ')] as [string, string]] : []),
    ...(billing?.street
      ? [
          [
            'Billing address',
            [
              [billing.street, billing.houseNumber].filter(Boolean).join(' '),
              [billing.zip, billing.city].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', '),
          ] as [string, string],
        ]
      : []),
    ...(user.taxInfo?.taxId ? [['Tax id', user.taxInfo.taxId] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    write(label);
    write(value, { x: left + 120 });
    y -= 14;
  }
  y -= 16;

  write('Description', { font: bold });
  write('Amount', { font: bold, x: right, alignRight: true });
  y -= 18;
  rule();
  for (const product of order.products) {
    const attributes = product.attributes?.paymentAttributes;
    const name = product.fuelType?.name ?? product.name;
    const { quantity, unit, unitPrice, totalPrice } = attributes ?? {};
    const detail =
      quantity !== undefined && unitPrice !== undefined
        ? `${name}: ${[quantityText.format(quantity), unitNames[unit ?? ''] ?? ''].filter(Boolean).join(' ')} x ${money(unitPrice, currency)}`
        : name;
    line(detail, totalPrice !== undefined ? money(totalPrice, currency) : '');
    for (const description of attributes?.descriptionLines ?? []) {
      write(description, { size: 9, x: left + 12 });
      y -= 13;
    }
  }
  for (const item of order.loyaltyItems ?? []) line(item.programName, money(-Math.abs(item.amount), currency));
  for (const voucher of order.vouchers ?? [])
    line(voucher.name, money(-Math.abs(voucher.paymentAttributes.totalPrice), currency));
  rule();
  const total = order.totalAfterDiscounts?.amount ?? 0;
  line('Total', money(total, currency), bold);
  for (const vat of order.vat ?? []) line(`VAT ${vat.rate}% included`, money(vat.amount, currency));
  const net = total - (order.vat ?? []).reduce((sum, vat) => sum + vat.amount, 0);
  if (order.vat?.length) line('Net amount', money(Math.round(net * 100) / 100, currency));
  y -= 10;
  const method = order.paymentMethod;
  if (method) {
    const details = method.details;
    const card = [details?.brand, details?.cardNumber].filter(Boolean).join(' ');
    write(`Paid with ${card || details?.email || method.method}`);
    y -= 14;
  }
  return pdf.save();
}
