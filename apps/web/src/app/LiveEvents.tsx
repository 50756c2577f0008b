import { useLiveEvents } from '../lib/use-live-events';

/** The signed-in user's live stream (chat and order status), once for the whole app. */
export default function LiveEvents() {
  useLiveEvents();
  return null;
}
