/**
 * `npm run admin:create [-- --otra]`: creates an admin account on DATABASE_URL, run by the operator from their own
 * machine (on Vercel, once, with the production URL after `npm run db:migrate`; decision 083). The account is
 * ADMIN_USERNAME (unset: `admin-<8 random characters>`), ADMIN_PASSWORD (unset: a one-time password that must be
 * changed at first login) and ADMIN_EMAIL (where its login links go). An ADMIN_PASSWORD easy to guess is refused
 * (decision 035), and so is a second account unless `--otra` is given. The name and a generated password are
 * printed here, to the operator's terminal only: no function ever creates an admin or prints a password.
 * Exits 1 with the reason on failure.
 */
import { createDb } from '../db/client.ts';
import { exitOnEnvError, parseEnv } from '../src/env.ts';
import { ApiError } from '../src/server/errors.ts';
import { createAdminAccount } from '../src/server/services/admin-auth.ts';
import { systemContext } from '../src/server/services/context.ts';

/** PostgreSQL's "undefined table": the schema is not migrated. */
const UNDEFINED_TABLE = '42P01';
const ANOTHER = '--otra';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== ANOTHER)) {
  console.error(`uso: npm run admin:create [-- ${ANOTHER}]`);
  process.exit(1);
}

const config = await exitOnEnvError(() => parseEnv(process.env));
const handle = await createDb(config.DATABASE_URL, { migrationsDir: config.MIGRATIONS_DIR, migrate: false });
try {
  const created = await exitOnEnvError(() =>
    createAdminAccount(
      systemContext(handle.db),
      { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, email: config.ADMIN_EMAIL },
      { evenIfAccountsExist: args.includes(ANOTHER) },
    ),
  );
  console.log(`[admin:create] cuenta de administrador creada: ${created.username}`);
  if (created.oneTimePassword) {
    console.log(
      `[admin:create] contraseña de un solo uso (se muestra una sola vez; cámbiala al entrar): ${created.oneTimePassword}`,
    );
  }
} catch (error) {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (error instanceof ApiError) console.error(`[admin:create] ${error.message}`);
  else if (code === UNDEFINED_TABLE) console.error('[admin:create] faltan tablas: ejecuta antes `npm run db:migrate`');
  else console.error('[admin:create]', error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
