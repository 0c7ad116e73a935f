import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Link } from 'wouter';
import type { MapStation } from '../../api/schemas';
import { directionsUrl } from '../../flows/pay/Geofence';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { mapLinkQuery, payPath } from '../../url/query';
import { fuelNames, plugNames } from './filters';

/** The selected station: what it offers, "pay here" into the pay area, and directions in the maps app. */
export function StationSheet({
  station,
  search,
  onClose,
}: {
  station: MapStation;
  search: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const address = station.location.address;
  const addressText = [address?.street, [address?.zip, address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const payHref = payPath('/pay', mapLinkQuery(search), {
    pid: station._id,
    latitude: undefined,
    longitude: undefined,
  });
  const offersWash = station.productOfferings.includes('WASH');
  const offersShop = station.productOfferings.includes('SHOP');
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="modal">
      <Dialog className="dialog station-sheet">
        {station.brand && <p className="station-header__brand">{station.brand}</p>}
        <Heading slot="title">{station.name}</Heading>
        {addressText && <p className="muted">{addressText}</p>}
        {station.fuelPrices && station.fuelPrices.length > 0 && (
          <dl className="summary__lines">
            {station.fuelPrices.map((price) => (
              <div key={price.fuelType} className="summary__discount">
                <dt>{fuelNames[price.fuelType] ?? price.fuelType}</dt>
                <dd>{formatMoney(i18n.locale, price.price, price.currency, 3)}</dd>
              </div>
            ))}
          </dl>
        )}
        {station.evPorts && station.evPorts.length > 0 && (
          <ul className="station-sheet__ports">
            {station.evPorts.map((port) => (
              <li key={`${port.standard}-${port.power}-${port.price ?? ''}`}>
                {plugNames[port.standard] ?? port.standard} · {port.power} kW
                {port.price !== undefined && port.currency
                  ? ` · ${formatMoney(i18n.locale, port.price, port.currency)}/kWh`
                  : ''}
              </li>
            ))}
          </ul>
        )}
        {offersWash && (
          <p>
            <Trans>Car wash</Trans>
          </p>
        )}
        {offersShop && (
          <p>
            <Trans>Gift cards or a shop: pay for them here</Trans>
          </p>
        )}
        <div className="stack">
          {station.isRydPay !== false && (
            <Link href={payHref} className="button button--primary button--block">
              <Trans>Pay here</Trans>
            </Link>
          )}
          <a
            href={directionsUrl(station.location, navigator.userAgent)}
            className="button button--secondary button--block"
            target="_blank"
            rel="noreferrer"
          >
            <Trans>Drive there</Trans>
          </a>
          <Button variant="secondary" className="button--block" onPress={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
