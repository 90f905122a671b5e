import { print } from 'graphql';
import { applyCartProblems } from '../features/cart/cart-lines';
import { clearListDraft } from '../features/fordo/list-draft';
import type { ListSection } from '../features/fordo/list-lines';
import { saveLabSelection } from '../features/medical/lab-selection';
import {
  BookAppointmentDocument,
  BookLabTestsDocument,
  PlaceListOrderDocument,
  PlaceOrderDocument,
  RequestHelpDocument,
  type BookAppointmentMutation,
  type BookLabTestsMutation,
  type HelpRequestInput,
  type LabBookingInput,
  type PlaceListOrderMutation,
  type PlaceOrderMutation,
  type RequestHelpMutation,
} from '../generated/graphql';
import { cartStore } from '../shared/cart';
import { clearHelpRequestDraft, helpRequestFormOf } from '../shared/help-request/help-request';
import { outbox, type OutboxEntry } from '../shared/offline/outbox';
import { flushOutbox, sendOverHttp } from '../shared/offline/outbox-send';
import { rememberBooking } from '../features/medical/remember-booking';
import { rememberCheckout } from '../shared/storage/my-orders';

/**
 * Sends the outbox (shared/offline/outbox.ts): loaded only when something waits in it, so pages
 * that have nothing to send never download the mutations below.
 */

interface Sender {
  query: string;
  operationName: string;
  /** Keeps what the answer means on this phone, and gives the notice: the code, or why not. */
  read(data: unknown, entry: OutboxEntry): { code?: string; refused?: string };
}

const senders: Record<string, Sender> = {
  checkout: {
    query: print(PlaceOrderDocument),
    operationName: 'PlaceOrder',
    read(data, entry) {
      const result = (data as PlaceOrderMutation).placeOrder;
      if (result.__typename === 'OrderPlaced') {
        rememberCheckout(result, entry.queuedAt);
        cartStore.clear();
        return { code: result.checkoutCode };
      }
      // Prices or stock changed meanwhile: the cart shows each line's problem, for the customer to decide.
      cartStore.replace(applyCartProblems(cartStore.getSnapshot(), result.problems));
      return { refused: 'changes' };
    },
  },
  'list-order': {
    query: print(PlaceListOrderDocument),
    operationName: 'PlaceListOrder',
    read(data, entry) {
      const placed = (data as PlaceListOrderMutation).placeListOrder;
      rememberCheckout(placed, entry.queuedAt);
      clearListDraft((entry.variables.input as { section: ListSection }).section);
      return { code: placed.checkoutCode };
    },
  },
  'lab-booking': {
    query: print(BookLabTestsDocument),
    operationName: 'BookLabTests',
    read(data, entry) {
      const booked = (data as BookLabTestsMutation).bookLabTests;
      const input = entry.variables.input as LabBookingInput;
      rememberCheckout(
        {
          ...booked,
          labBooking: { preferredDate: input.preferredDate, homeCollection: Boolean(input.homeCollection) },
        },
        entry.queuedAt,
      );
      // The tests ticked were booked: the list starts empty again.
      saveLabSelection([]);
      return { code: booked.checkoutCode };
    },
  },
  appointment: {
    query: print(BookAppointmentDocument),
    operationName: 'BookAppointment',
    read(data) {
      const result = (data as BookAppointmentMutation).bookAppointment;
      // The time was taken meanwhile: the customer chooses another.
      if (result.__typename === 'SlotFull') return { refused: 'slotFull' };
      rememberBooking(result);
      return { code: result.appointment.code };
    },
  },
  'help-request': {
    query: print(RequestHelpDocument),
    operationName: 'RequestHelp',
    read(data, entry) {
      const input = entry.variables.input as HelpRequestInput;
      // Sent: what was typed in its form is no longer a draft.
      clearHelpRequestDraft(helpRequestFormOf(input.kind, input.serviceType));
      return { code: (data as RequestHelpMutation).requestHelp.code };
    },
  },
};

let running: Promise<'done' | 'retry'> | undefined;

/** Sends what waits, once at a time in this tab. */
export function sendOutbox(): Promise<'done' | 'retry'> {
  running ??= flushOutbox(
    outbox,
    (entry) => {
      const sender = senders[entry.kind];
      // A kind this version does not know (kept by an older or newer one): leave it waiting.
      if (!sender) return Promise.resolve({ answer: 'none' as const });
      return sendOverHttp({ query: sender.query, operationName: sender.operationName, variables: entry.variables });
    },
    (entry, data) => senders[entry.kind].read(data, entry),
  ).finally(() => {
    running = undefined;
  });
  return running;
}
