import { Counter, Gauge } from 'prom-client';
import type { PortalMetrics } from '../../platform/metrics';
import type { ListenerState } from './change-listener';

/**
 * The change stream's figures on the process's registry: whether its listener is listening (0 while
 * it reconnects: the streams are then told late, never wrongly), how often it had to reconnect, and
 * how many streams are open.
 */
export function createChangeStreamMetrics(metrics: PortalMetrics) {
  const registers = [metrics.registry];
  const listening = new Gauge({
    name: 'change_listener_listening',
    help: '1 while the change listener LISTENs on its own database session, 0 while it (re)connects',
    registers,
  });
  const reconnects = new Counter({
    name: 'change_listener_reconnects_total',
    help: 'Sessions the change listener lost and opened again',
    registers,
  });
  const streams = new Gauge({
    name: 'change_streams_open',
    help: 'Change streams (GET /api/changes/stream) this process serves',
    registers,
  });
  let previous: ListenerState = 'connecting';
  return {
    listenerState(state: ListenerState): void {
      if (state === 'reconnecting' && previous === 'listening') reconnects.inc();
      previous = state;
      listening.set(state === 'listening' ? 1 : 0);
    },
    streamCount(count: number): void {
      streams.set(count);
    },
  };
}
