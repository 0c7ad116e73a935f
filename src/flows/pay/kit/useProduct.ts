import { useSearch } from 'wouter';
import { offeredProduct } from '../../../../machines/shared/payChoice';
import { usePayStation } from '../PayStationContext';

/** The product named by `productId` in the URL, on the loaded station. */
export function useProduct() {
  const station = usePayStation();
  const query = new URLSearchParams(useSearch());
  const product = station?.products.find((candidate) => candidate._id === query.get('productId'));
  return { station, product, query };
}

/** The pump named by `productId` only when the station offers it for prepay now (the choice screens). */
export function usePrepayPump() {
  const { station, query } = useProduct();
  const product = station && offeredProduct(station, query.get('productId'), 'prepayPump');
  return { station, product, query };
}
