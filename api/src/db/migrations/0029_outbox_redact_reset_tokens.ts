import { sql, type Kysely } from 'kysely';

/**
 * Mails kept in the outbox before secrets were redacted (plugins/mailer.ts) still hold the
 * tokens of client-side users' reset links, readable through outbox/getMail and in every
 * backup: their tokens become `[redacted]`, as the mailer now stores them. Idempotent; the
 * recipients' mailboxes keep their links. No down: a redacted token cannot come back.
 */
const TOKEN = `(/reset-password\\?token=)[A-Za-z0-9_-]+`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update mail_outbox
    set text_body = regexp_replace(text_body, ${TOKEN}, '\\1[redacted]', 'g'),
        html_body = regexp_replace(html_body, ${TOKEN}, '\\1[redacted]', 'g')
    where text_body ~ ${TOKEN} or html_body ~ ${TOKEN}`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo.
}
