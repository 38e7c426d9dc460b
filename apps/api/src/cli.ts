import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './kernel/db/client';
import { createSuperAdmin } from './modules/identity/super-admin';

const usage = `Usage:
  node apps/api/dist/cli.js create-super-admin --email <e-mail> --password <password> [--name <full name>] [--tenant <slug>]
Creates the platform's first super admin (and, on an empty database, its tenant), and
prints the TOTP secret to add to an authenticator app: super admins must use two-step sign-in.`;

const [command, ...rest] = process.argv.slice(2);
if (command !== 'create-super-admin') {
  console.error(usage);
  process.exit(command ? 1 : 0);
}
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    tenant: { type: 'string' },
  },
});
if (!values.email || !values.password) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await createSuperAdmin(database.db, {
    email: values.email,
    password: values.password,
    fullName: values.name ?? 'Super Admin',
    tenantSlug: values.tenant ?? config.defaultTenant,
  });
  console.log(`Super admin ${result.email} created in tenant "${result.tenantSlug}".`);
  console.log(`TOTP secret (add it to your authenticator app): ${result.totpSecret}`);
  console.log(`otpauth URL: ${result.otpauthUrl}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
