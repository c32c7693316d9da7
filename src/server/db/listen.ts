/**
 * PostgreSQL LISTEN for news one instance sends the others (NOTIFY), such as "the settings changed". One
 * dedicated connection per process carries every channel; it is opened with the first listener and closed
 * with the last. It reconnects after a lost connection and tells each listener whether it is listening, so
 * a caller can stop trusting its cache while it may miss a message.
 */
import pg from 'pg';

export interface Listener {
  /** True while the connection is up and LISTENing on this listener's channel. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onMessage: (payload: string) => void;
  /** Called when listening starts or stops (a lost connection); messages may have been missed meanwhile. */
  onStateChange?: (listening: boolean) => void;
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'groundwork-listen';

interface Subscription {
  options: ListenOptions;
  listening: boolean;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function createListenConnection(connectionString: string, { retryMs = 1_000 } = {}) {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | undefined;
  /** Set once `client` has connected: new listeners LISTEN on it at once. */
  let ready = false;
  let retry: NodeJS.Timeout | undefined;

  const setListening = (subscription: Subscription, value: boolean) => {
    if (subscription.listening === value) return;
    subscription.listening = value;
    subscription.options.onStateChange?.(value);
  };

  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    ready = false;
    for (const subscription of subscriptions) setListening(subscription, false);
    current.end().catch(() => undefined);
    if (subscriptions.size > 0 && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  const listenOn = async (current: pg.Client, subscription: Subscription) => {
    try {
      await current.query(`LISTEN ${quoteIdent(subscription.options.channel)}`);
      if (client === current && subscriptions.has(subscription)) setListening(subscription, true);
    } catch {
      drop(current);
    }
  };

  const connect = async () => {
    if (client || subscriptions.size === 0) return;
    const next = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME });
    client = next;
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      for (const subscription of subscriptions)
        if (subscription.options.channel === message.channel)
          subscription.options.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
    } catch {
      drop(next);
      return;
    }
    if (client !== next) return;
    ready = true;
    for (const subscription of subscriptions) await listenOn(next, subscription);
  };

  const stopConnection = async () => {
    clearTimeout(retry);
    retry = undefined;
    const last = client;
    client = undefined;
    ready = false;
    await last?.end().catch(() => undefined);
  };

  return {
    listen(options: ListenOptions): Listener {
      const subscription: Subscription = { options, listening: false };
      subscriptions.add(subscription);
      if (client && ready) void listenOn(client, subscription);
      else if (!client && !retry) void connect();
      return {
        get listening() {
          return subscription.listening;
        },
        async close() {
          subscriptions.delete(subscription);
          subscription.listening = false;
          if (subscriptions.size === 0) await stopConnection();
        },
      };
    },
    close: async () => {
      subscriptions.clear();
      await stopConnection();
    },
  };
}
