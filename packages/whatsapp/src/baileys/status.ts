import { proto } from 'baileys';
import type { DeliveryStatus } from '../types.ts';

const Status = proto.WebMessageInfo.Status;

/** WhatsApp's acks for a message we sent; PENDING says nothing new and maps to nothing. */
export const deliveryStatusOf = (status: number | null | undefined): DeliveryStatus | undefined => {
  switch (status) {
    case Status.ERROR:
      return 'failed';
    case Status.SERVER_ACK:
      return 'sent';
    case Status.DELIVERY_ACK:
      return 'delivered';
    // A played voice note has been read too.
    case Status.READ:
    case Status.PLAYED:
      return 'read';
    default:
      return undefined;
  }
};
