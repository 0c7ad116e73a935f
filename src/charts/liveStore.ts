/**
 * What `/charts` knows of the flows running in the app's other tabs (`?inspect=local`, or `?inspect` offline):
 * the last report of each running actor, heard on the inspect channel. An external store, so the viewer
 * renders a selection of it and keeps no listener of its own.
 */
import { inspectChannel, type LiveReport } from '../app/inspect';

let reports: readonly LiveReport[] = [];
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function hear(report: LiveReport) {
  const others = reports.filter((known) => known.sessionId !== report.sessionId);
  // An actor that stopped is no longer running; one that finished stays, showing where it ended.
  reports = report.status === 'stopped' ? others : [...others, report];
  for (const listener of listeners) listener();
}

export const liveStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (!channel && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(inspectChannel);
      channel.onmessage = (message: MessageEvent<LiveReport>) => hear(message.data);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        channel?.close();
        channel = undefined;
      }
    };
  },
  getSnapshot: () => reports,
};
