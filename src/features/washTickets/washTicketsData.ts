/** The wash tickets as their screens read and change them: src/api/queries/washTickets.ts with the app's client. */
import { useQuery } from '@tanstack/react-query';
import { redeemCodeMutation, stationQuery, washTicketQuery, washTicketsQuery } from '../../api/queries';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

/** Every wash and gift card payment with its codes (the list pages the codes itself). */
export function useWashTickets() {
  return useQuery(washTicketsQuery(useApi(), useUserId()), queryClient);
}

export function useWashTicket(orderId: string) {
  return useQuery(washTicketQuery(useApi(), useUserId(), orderId), queryClient);
}

/** The station a ticket was bought at, for its name and time zone; the ticket shows without it. */
export function useTicketStation(poiId: string | undefined) {
  return useQuery({ ...stationQuery(useApi(), poiId ?? ''), enabled: poiId !== undefined }, queryClient);
}

/** PATCH the redemption code; the ticket and the list reload themselves (the mutation's `invalidates`). */
export function useRedeemCode() {
  return useFormSubmit(redeemCodeMutation(useApi(), useUserId()));
}
