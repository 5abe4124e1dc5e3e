import { passwordHasher } from '../auth/passwordHasher';
import { seedFaqs } from '../faq/seedFaqs';
import type { Ports } from '../ports/Ports';
import { createAccount } from '../users/createAccount';

/** The demo creator README.md prints. Seeded only when SEED_DEMO allows (never by default in production). */
export const demoAccount = {
  email: 'demo@minuta.local',
  password: 'Minuta-Demo-2026',
  firstName: 'Daniela',
  lastName: 'Demo',
  namePlan: 'corporativo',
} as const;

// Idempotent: creates the admin and (when enabled) the demo creator if their emails are free, and
// the default FAQ if the table is empty. Plans are reference data and come with the migrations.
export async function seedDatabase(
  ports: Ports,
): Promise<{ admin: boolean; demo: boolean; faqs: boolean }> {
  const admin = await ensureOwner(ports, {
    email: ports.config.admin.email,
    password: ports.config.admin.password,
    firstName: 'Administración',
    lastName: 'Minuta',
    role: 'admin',
    namePlan: 'premium',
  });
  const demo = ports.config.seedDemo
    ? await ensureOwner(ports, { ...demoAccount, role: 'creator' })
    : false;
  const faqs = await seedFaqs(ports);
  return { admin, demo, faqs };
}

async function ensureOwner(
  ports: Ports,
  owner: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'creator';
    namePlan: string;
  },
): Promise<boolean> {
  if (!owner.password) return false;
  const existing = await ports.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', owner.email)
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await passwordHasher.hash(owner.password);
  await ports.db.transaction().execute((trx) =>
    createAccount(trx, ports, {
      email: owner.email,
      passwordHash,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phone: null,
      role: owner.role,
      namePlan: owner.namePlan,
      emailVerified: true,
    }),
  );
  return true;
}
