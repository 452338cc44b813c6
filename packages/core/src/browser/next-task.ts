let channel: MessageChannel | null = null;
const queued: (() => void)[] = [];

/** Node (tests, server rendering tools): a port must not keep the process alive. */
function unref(port: MessagePort): void {
  (port as MessagePort & { unref?: () => void }).unref?.();
}

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
    unref(channel.port1);
  }
  queued.push(callback);
  if (queued.length === 1) channel.port2.postMessage(null);
}

/**
 * Runs `callback` in a later task that runs nothing else, not even other `nextTask` callbacks:
 * for work big enough to be a task's worth on its own (the build's react-dom/client facade,
 * scripts/build-plugins.ts). Posted messages run in the order they were posted, so a callback
 * given here before a `nextTask` one runs first.
 */
export function soloTask(callback: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    callback();
  };
  unref(port1);
  port2.postMessage(null);
}
