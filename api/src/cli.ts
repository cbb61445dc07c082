import { parseArgs } from 'node:util';
import type { Role } from '@courier/shared/access';
import { PASSWORD_MIN_LENGTH } from './auth/password';
import { createStaffUser, resetStaffPassword, resetStaffTotp, setStaffActive } from './auth/accounts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSecret, parseKey } from './auth/secretBox';
import { rotateSecretKey } from './auth/secretKeyCheck';
import { DEMO_TOTP_SECRET, totpCode } from './auth/totp';
import { loadConfig, repoRoot } from './config';
import { backupDatabase, checkBackup, defaultBackupFile, restoreDatabase } from './db/backup';
import { describeSummary } from './db/databaseSummary';
import { openAndMigrate, hasStaffUsers, seedDemo } from './db/prepare';
import { DEMO_ACCOUNTS } from './auth/demoAccounts';
import { recordAdminEvent } from './repositories/events/adminEvents';
import { access } from './shared';

const HELP = `Usage: pnpm --filter @courier/api cli <command> [options]   (or: tsx src/cli.ts ...)

  migrate                                   apply pending migrations
  seed --size small|large [--if-empty] [--today YYYY-MM-DD]
                                            deterministic demo/benchmark data (demo accounts included)
  create-user --login x --name "X Y" [--roles A,B] [--email e] [--password p]
                                            prints a one-time password (or takes --password),
                                            to be changed at the first sign-in
  reset-password --login x [--password p]   one-time password; ends sessions, forgets devices
  reset-totp --login x                      forget the authenticator: the next sign-in chooses a
                                            new password, then enrols again (QR code); ends
                                            sessions, forgets devices
  set-roles --login x --roles A,B           roles: ${access.ROLES.join(', ')} (empty: --roles "")
  set-active --login x --active yes|no      an inactive user cannot sign in; their sessions
                                            end and their trusted devices are forgotten
  recovery-flags                            apply the "in recovery" rule to every client now (the
                                            server does it at start and daily)
  totp [--login admin]                      the current second-step code of an account
  rotate-totp-key --new-key-env VAR | --new-key-stdin [--old-key-env VAR]
                                            re-seal every TOTP secret (and the key check value)
                                            from the old key to the new one, in one transaction.
                                            Old key: the server's (TOTP_ENCRYPTION_KEY or its key
                                            file), or the variable named by --old-key-env. New key:
                                            the variable named by --new-key-env, or one line on
                                            stdin. Keys never go on the command line. Stop the
                                            servers first; start them again with the new key.
  backup [--file F]                         PostgreSQL: pg_dump (custom format), servers running or
                                            not. PGlite: a tar.gz of PGlite's own dump; stop the
                                            server first. F: default backups/courier-<kind>-<UTC
                                            time>.pgdump|.tar.gz at the repository root
  restore --file F [--force]                replace the database with the backup F (same kind), and
                                            print what it holds. Stop the servers first: refused
                                            while they hold the database (--force: PostgreSQL
                                            only, restore anyway); PGlite's replaced folder is
                                            kept aside as pgdata.before-restore-<time>
  restore --check --file F                  read the backup whole and print what it holds; the
                                            database is not touched (docs/operations.md#backups)

The database is the server's: DATABASE_URL, or PGlite in DATA_DIR (default ./data). A running
server holds PGlite's folder: stop it first, or use the API, for commands that write.`;

function parseRoles(value: string | undefined): Role[] {
  const roles = access.normalizeRoles((value ?? '').split(','));
  const unknown = roles.filter((r) => !(access.ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new Error(`Unknown role(s): ${unknown.join(', ')}. Roles: ${access.ROLES.join(', ')}`);
  return roles as Role[];
}

function need(values: Record<string, unknown>, ...names: string[]) {
  const missing = names.filter((n) => values[n] === undefined || values[n] === '');
  if (missing.length) throw new Error(`Missing --${missing.join(', --')}\n\n${HELP}`);
}

/** A key from the environment variable `name` (its name is given on the command line, never the key). */
function keyFromEnv(name: string, which: 'old' | 'new'): Buffer {
  const text = process.env[name];
  if (!text) throw new Error(`The ${which} key: the environment variable ${name} is not set`);
  return parseKey(text, name);
}

/** rotate-totp-key's new key: from --new-key-env VAR, or the first line of stdin (--new-key-stdin). */
function newKeyFrom(values: { 'new-key-env'?: string; 'new-key-stdin'?: boolean }): Buffer {
  if (values['new-key-env']) return keyFromEnv(values['new-key-env'], 'new');
  if (values['new-key-stdin']) {
    const line = readFileSync(0, 'utf8').split('\n').find((l) => l.trim());
    if (!line) throw new Error('The new key: nothing on stdin');
    return parseKey(line, 'the new key (stdin)');
  }
  throw new Error(`rotate-totp-key needs the new key: --new-key-env VAR or --new-key-stdin (never on the command line)\n\n${HELP}`);
}

function checkPassword(p: string) {
  if (p.length < PASSWORD_MIN_LENGTH) throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`);
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      size: { type: 'string' },
      'if-empty': { type: 'boolean' },
      today: { type: 'string' },
      login: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      email: { type: 'string' },
      active: { type: 'string' },
      'new-key-env': { type: 'string' },
      'new-key-stdin': { type: 'boolean' },
      'old-key-env': { type: 'string' },
      file: { type: 'string' },
      check: { type: 'boolean' },
      force: { type: 'boolean' },
    },
  });
  const config = loadConfig();

  if (!command || command === 'help' || command === '--help') {
    console.log(HELP);
    return;
  }

  if (command === 'totp') {
    const login = (values.login ?? 'admin').toLowerCase();
    // Demo accounts share the demo secret: no need to open (and lock) the database.
    if (DEMO_ACCOUNTS.some((a) => a.login === login && a.enrolled) && !config.production) {
      console.log(await totpCode(DEMO_TOTP_SECRET));
      return;
    }
    const opened = await openAndMigrate({ ...config, statementTimeoutMs: 0 });
    try {
      const user = await opened.db.selectFrom('staff_users').select(['id', 'totp_secret']).where('login', '=', login).executeTakeFirst();
      if (!user) throw new Error(`No staff user "${login}"`);
      if (!user.totp_secret) throw new Error(`"${login}" has no authenticator yet: sign in once and scan the QR code`);
      console.log(await totpCode(openSecret(user.totp_secret, config.totpKey, user.id)));
    } finally {
      await opened.close();
    }
    return;
  }

  // Backups never migrate: the database is backed up, or replaced, as it is.
  if (command === 'backup') {
    const file = values.file || defaultBackupFile(config, join(repoRoot(), 'backups'));
    const done = await backupDatabase(config, file);
    console.log(`Backed up ${done.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} to ${done.file} (${done.bytes} bytes)`);
    return;
  }
  if (command === 'restore') {
    need(values, 'file');
    if (values.check) {
      const checked = await checkBackup(values.file!);
      console.log(
        checked.summary
          ? `PGlite backup, ${checked.bytes} bytes, loads and holds: ${describeSummary(checked.summary)}`
          : `PostgreSQL backup, ${checked.bytes} bytes, reads whole: ${checked.entries} entries, ${checked.tablesWithData} tables with data`,
      );
      return;
    }
    const restored = await restoreDatabase(config, values.file!, { force: values.force });
    console.log(`Restored ${values.file} into ${restored.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}: ${describeSummary(restored.summary)}`);
    if (restored.setAside) console.log(`The replaced database is kept in ${restored.setAside}: delete it once the restore is checked.`);
    console.log('Start the servers: they apply any newer migrations of this code.');
    return;
  }

  // Read before the database is opened: a missing or malformed key changes nothing.
  const newKey = command === 'rotate-totp-key' ? newKeyFrom(values) : undefined;
  const opened = await openAndMigrate({ ...config, statementTimeoutMs: 0 });
  const db = opened.db;
  try {
    switch (command) {
      case 'migrate':
        console.log(opened.applied.length ? `Applied: ${opened.applied.join(', ')}` : 'Already up to date');
        break;

      case 'seed': {
        const size = values.size ?? 'small';
        if (size !== 'small' && size !== 'large') throw new Error('--size is small or large');
        if (config.production) throw new Error('Refusing to seed demo data in production (NODE_ENV=production)');
        if (values['if-empty'] && (await hasStaffUsers(opened))) {
          console.log('The database already has data; not seeding (--if-empty)');
          break;
        }
        const today = values.today ? new Date(`${values.today}T12:00:00Z`) : undefined;
        if (today && Number.isNaN(today.getTime())) throw new Error('--today is YYYY-MM-DD');
        const started = Date.now();
        await seedDemo(db, size, today ? { today } : {});
        console.log(`Seeded ${size} data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        break;
      }

      case 'create-user': {
        need(values, 'login', 'name');
        if (values.password !== undefined) checkPassword(values.password);
        const roles = parseRoles(values.roles);
        const created = await createStaffUser(db, { login: values.login!, name: values.name!, email: values.email, roles, password: values.password });
        console.log(`Created ${values.login} (id ${created.id}) with the one-time password: ${created.oneTimePassword}`);
        console.log('They choose their own password, then enrol an authenticator app, at their first sign-in.');
        break;
      }

      case 'reset-password': {
        need(values, 'login');
        if (values.password !== undefined) checkPassword(values.password);
        const reset = await resetStaffPassword(db, values.login!, values.password);
        console.log(`One-time password of ${values.login}: ${reset.oneTimePassword}`);
        console.log('Their sessions ended and their trusted devices are forgotten; they choose a new password at the next sign-in.');
        break;
      }

      case 'reset-totp': {
        need(values, 'login');
        await resetStaffTotp(db, values.login!);
        console.log(`The authenticator of ${values.login} is forgotten: at their next sign-in they choose a new password, then scan a new QR code.`);
        break;
      }

      case 'set-roles': {
        need(values, 'login');
        if (values.roles === undefined) throw new Error('Missing --roles (use --roles "" for none)');
        const roles = parseRoles(values.roles);
        const user = await db
          .updateTable('staff_users')
          .set((eb) => ({ roles, version: eb('version', '+', 1), updated_at: new Date() }))
          .where('login', '=', values.login!.toLowerCase())
          .returning('id')
          .executeTakeFirst();
        if (!user) throw new Error(`No staff user "${values.login}"`);
        await recordAdminEvent(db, { userId: null, action: 'staffUsers.setRoles', targetType: 'staff_user', targetId: user.id, summary: `Roles of ${values.login}: ${roles.join(', ') || 'none'} (CLI)`, data: { login: values.login, roles: roles.join(', ') } });
        console.log(`Roles of ${values.login}: ${roles.join(', ') || 'none'}`);
        break;
      }

      case 'set-active': {
        need(values, 'login', 'active');
        const active = ['yes', 'true', '1'].includes(values.active!.toLowerCase());
        await setStaffActive(db, values.login!, active);
        console.log(`${values.login} is now ${active ? 'active' : 'inactive'}`);
        break;
      }

      case 'rotate-totp-key': {
        const oldKey = values['old-key-env'] ? keyFromEnv(values['old-key-env'], 'old') : config.totpKey;
        const count = await rotateSecretKey(db, oldKey, newKey!);
        console.log(`Re-sealed ${count} TOTP secret(s) and the key check value with the new key.`);
        console.log(
          values['old-key-env'] || config.totpKeySource === 'TOTP_ENCRYPTION_KEY'
            ? 'Start the servers with TOTP_ENCRYPTION_KEY set to the new key: the old one is now refused at start.'
            : `Put the new key in ${config.totpKeySource} (or set TOTP_ENCRYPTION_KEY) before the next start: the old key is now refused.`,
        );
        break;
      }

      case 'recovery-flags': {
        // The server's daily job, day recorded: a server started later today skips it.
        const { runRecoveryDay } = await import('./services/finance/recoveryFlags');
        const done = await runRecoveryDay(db);
        console.log(`Clients' receivables recounted as of today: ${done.recounted}`);
        console.log(`Recovery flags: ${done.flagged} flagged, ${done.cleared} cleared, ${done.armed} lifts forgotten`);
        break;
      }

      default:
        throw new Error(`Unknown command "${command}"\n\n${HELP}`);
    }
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
