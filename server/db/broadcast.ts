import pg from 'pg';

/** A LISTEN connection; `close` ends it without calling `onLost`. */
export interface Listening {
  close(): Promise<void>;
}

/**
 * PostgreSQL's LISTEN/NOTIFY on one channel, for the server instances sharing a database: the
 * channel is per schema (tests give every suite its own schema in one database, and a message for
 * one must never reach another's server). NOTIFY payloads are limited to 8000 bytes: messages are
 * small references, the rows stay in the tables.
 */
export interface Broadcast {
  notify(payload: string): Promise<void>;
  /**
   * Opens a dedicated connection (LISTEN holds it) and hands every payload to `onMessage`. `onLost`
   * is called once if the connection fails later: messages may have been missed.
   */
  listen(onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<Listening>;
}

export function postgresBroadcast(pool: pg.Pool, client: pg.ClientConfig, searchPath?: string): Broadcast {
  const channel = searchPath ? `lms_hub_${searchPath}` : 'lms_hub';
  return {
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(onMessage, onLost) {
      const connection = new pg.Client(client);
      let closing = false;
      const lost = (error: unknown) => {
        if (closing) return;
        closing = true;
        connection.end().catch(() => {});
        onLost(error);
      };
      connection.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      connection.on('error', lost);
      connection.on('end', () => lost(new Error('the LISTEN connection ended')));
      await connection.connect();
      await connection.query(`LISTEN "${channel}"`);
      return {
        async close() {
          closing = true;
          await connection.end();
        },
      };
    },
  };
}
