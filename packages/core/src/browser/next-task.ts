let channel: MessageChannel | null = null;
const queued: (() => void)[] = [];

/**
 * Runs `callback` as a task of its own, after the current one and before timers (a message
 * posted to a channel: what React's scheduler uses too, and what test fake timers leave alone).
 * Callbacks queued in one task run in order, in one later task.
 */
export function nextTask(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      for (const run of queued.splice(0)) run();
    };
    // Node (tests, server rendering tools): the port must not keep the process alive.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  queued.push(callback);
  if (queued.length === 1) channel.port2.postMessage(null);
}
