import pg from 'pg';

export interface InboxMail {
  to: { address: string }[];
  headers: Record<string, string>;
}

/**
 * Queues `count` mails as a write of the API would (rows of mail_outbox), all in one statement, to
 * addresses of `domain`, their idempotency keys starting with `${domain}:`.
 */
export async function queueStackMails(databaseUrl: string, domain: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO mail_outbox (idempotency_key, kind, recipient, subject, text_body, html_body)
       SELECT $2 || ':' || n, 'performer_digest', 'performer-' || n || '@' || $2,
              'Your bookings changed (' || n || ')', 'Hello,', '<p>Hello,</p>'
       FROM generate_series(1, $1::int) AS n`,
      [count, domain],
    );
  } finally {
    await client.end();
  }
}

/** The outbox rows of `domain`'s mails, by status and attempts. */
export async function stackMailRows(
  databaseUrl: string,
  domain: string,
): Promise<{ status: string; attempts: number; count: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ status: string; attempts: number; count: number }>(
      `SELECT status, attempts, count(*)::int AS count FROM mail_outbox
       WHERE idempotency_key LIKE $1 || ':%' GROUP BY status, attempts`,
      [domain],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

/** What maildev received for `domain`'s addresses (its REST API lists every mail it holds). */
export async function stackMailsIn(inbox: string, domain: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${inbox}/api/email`)).json()) as InboxMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.endsWith(`@${domain}`)));
}
