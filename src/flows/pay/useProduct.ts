import { useSearch } from 'wouter';
import { usePayStation } from './PayStationContext';

/** The product named by `productId` in the URL, on the loaded station. */
export function useProduct() {
  const station = usePayStation();
  const query = new URLSearchParams(useSearch());
  const product = station?.products.find((candidate) => candidate._id === query.get('productId'));
  return { station, product, query };
}
