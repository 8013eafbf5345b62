// Once per run, after the web server is up: the first administrator's first sign-in (own password,
// two-step sign-in). Its session reaches the workers through the environment (support/staff.ts).
import { FIRST_ADMIN_SESSION_ENV, setUpFirstAdmin } from './staff';

export default async function globalSetup(): Promise<void> {
  process.env[FIRST_ADMIN_SESSION_ENV] = JSON.stringify(await setUpFirstAdmin());
}
