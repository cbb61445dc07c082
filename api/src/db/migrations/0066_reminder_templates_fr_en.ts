import { sql, type Kysely } from 'kysely';

/**
 * Reminder texts in the client's invoicing language (docs/product.md#finance-recovery): each
 * dunning level of `finance_settings` gets a French and an English template. The templates of
 * 0043 were English: they become the `_en` ones (as typed); the `_fr` ones start from the
 * French texts below. The English formal notice still at its 0043 default gets the mention of
 * late-payment penalties and the €40 recovery indemnity its French twin has.
 *
 * Placeholders and limits as 0043: `{client}`, `{invoices}` (required), `{total}`; 1 to 4,000
 * characters.
 */
const NBSP = '\u00a0';

const FR_START = [
  'Bonjour,',
  '',
  `Sauf erreur de notre part, les factures suivantes de {client} restent impayées après leur date d'échéance${NBSP}:`,
  '{invoices}',
  '',
  `Total échu dans ce courriel${NBSP}: {total}.`,
];
const FR_END = ['', 'Cordialement,', 'Le service comptabilité'];
const FR_PENALTIES =
  `Nous vous rappelons que tout retard de paiement entraîne de plein droit, dès le lendemain de la date d'échéance, ` +
  `des pénalités de retard au taux indiqué sur chaque facture, ainsi qu'une indemnité forfaitaire pour frais de ` +
  `recouvrement de 40${NBSP}€ par facture (articles L. 441-10 et D. 441-5 du Code de commerce).`;

export const FR_FIRST_REMINDER = [
  ...FR_START,
  '',
  'Nous vous remercions de bien vouloir procéder à leur règlement dans les meilleurs délais, ou de nous indiquer si un paiement est déjà en cours. Si votre règlement nous est parvenu entre-temps, merci de ne pas tenir compte de ce message.',
  ...FR_END,
].join('\n');

export const FR_SECOND_REMINDER = [
  ...FR_START,
  '',
  'Malgré notre précédente relance, ces factures restent impayées. Nous vous demandons de procéder à leur règlement sous huit jours.',
  FR_PENALTIES,
  ...FR_END,
].join('\n');

export const FR_FORMAL_NOTICE = [
  'Madame, Monsieur,',
  '',
  `Malgré nos relances, les factures suivantes de {client} restent impayées après leur date d'échéance${NBSP}:`,
  '{invoices}',
  '',
  `Montant total dû${NBSP}: {total}.`,
  '',
  'Par la présente, nous vous mettons en demeure de nous régler cette somme dans un délai de huit jours à compter de la réception de ce courriel.',
  '',
  `Conformément à l'article L. 441-10 du Code de commerce, ces sommes portent de plein droit, dès le lendemain de leur date d'échéance, des pénalités de retard au taux indiqué sur chaque facture. Chaque facture payée en retard donne lieu en outre à une indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€ (article D. 441-5 du Code de commerce), sans préjudice d'une indemnisation complémentaire sur justification.`,
  '',
  'À défaut de règlement dans ce délai, nous engagerons sans autre avis une procédure de recouvrement judiciaire.',
  '',
  "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
  '',
  'Le service comptabilité',
].join('\n');

/** 0043's English formal notice, and the same with the legal mentions. */
const EN_START = [
  'Hello,',
  '',
  'Unless we are mistaken, the following invoices of {client} remain unpaid after their due date:',
  '{invoices}',
  '',
  'Total overdue in this mail: {total}.',
];
const EN_END = ['', 'Best regards,', 'Courier accounting'];
const EN_NOTICE =
  'This is a formal notice: please settle these amounts within 8 days, failing which we will start recovery proceedings.';
const EN_FORMAL_NOTICE_0043 = [...EN_START, EN_NOTICE, ...EN_END].join('\n');
export const EN_FORMAL_NOTICE = [
  ...EN_START,
  EN_NOTICE,
  'Under French law (Commercial Code, art. L. 441-10 and D. 441-5), late payment incurs, as of right from the day after the due date, late-payment penalties at the rate stated on each invoice and a fixed indemnity of €40 per invoice for recovery costs.',
  ...EN_END,
].join('\n');

const LEVELS = ['first_reminder', 'second_reminder', 'formal_notice'] as const;
const FR_DEFAULTS: Record<(typeof LEVELS)[number], string> = {
  first_reminder: FR_FIRST_REMINDER,
  second_reminder: FR_SECOND_REMINDER,
  formal_notice: FR_FORMAL_NOTICE,
};

const check = (column: string) =>
  `CHECK (char_length(${column}) BETWEEN 1 AND 4000 AND position('{invoices}' in ${column}) > 0)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const level of LEVELS)
    await sql`ALTER TABLE finance_settings RENAME COLUMN ${sql.ref(`${level}_template`)} TO ${sql.ref(`${level}_template_en`)}`.execute(
      db,
    );
  for (const level of LEVELS) {
    const column = `${level}_template_fr`;
    await sql`ALTER TABLE finance_settings ADD COLUMN ${sql.ref(column)} text NOT NULL DEFAULT ${sql.lit(FR_DEFAULTS[level])} ${sql.raw(check(column))}`.execute(
      db,
    );
  }
  await sql`ALTER TABLE finance_settings ALTER COLUMN formal_notice_template_en SET DEFAULT ${sql.lit(EN_FORMAL_NOTICE)}`.execute(
    db,
  );
  // A text changed by staff stays as typed.
  await sql`UPDATE finance_settings SET formal_notice_template_en = ${EN_FORMAL_NOTICE}
    WHERE formal_notice_template_en = ${EN_FORMAL_NOTICE_0043}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE finance_settings SET formal_notice_template_en = ${EN_FORMAL_NOTICE_0043}
    WHERE formal_notice_template_en = ${EN_FORMAL_NOTICE}`.execute(db);
  await sql`ALTER TABLE finance_settings ALTER COLUMN formal_notice_template_en SET DEFAULT ${sql.lit(EN_FORMAL_NOTICE_0043)}`.execute(
    db,
  );
  for (const level of LEVELS) {
    await sql`ALTER TABLE finance_settings DROP COLUMN ${sql.ref(`${level}_template_fr`)}`.execute(db);
    await sql`ALTER TABLE finance_settings RENAME COLUMN ${sql.ref(`${level}_template_en`)} TO ${sql.ref(`${level}_template`)}`.execute(
      db,
    );
  }
}
