import { type Kysely, sql } from 'kysely';

// The plans the contract lists. Explorador's limits are not in the spec; the product
// decision (documented in ARCHITECTURE.md) is a single-user free tier: 3 documents, no operator
// accounts, 50 mails a month, 1 GB. Premium's price is "contact us" (null); its documents are
// unlimited (null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into plans
    (name_plan, label, price_usd, description, highlighted, documents_limit, creator_accounts,
     operator_accounts, emails_per_month, storage_gb)
    values
    ('explorador', 'Explorador', 0, 'Plan gratuito para conocer la plataforma.', false, 3, 1, 0, 50, 1),
    ('inicial', 'Inicial', 25, 'Para profesionales que automatizan sus primeros documentos.', false, 10, 1, 1, 500, 250),
    ('corporativo', 'Corporativo', 78, 'Para despachos con un equipo que trabaja en conjunto.', true, 30, 1, 3, 2500, 500),
    ('premium', 'Premium', null, 'Para firmas con gran volumen. Contáctanos para una cotización.', false, null, 1, 10, 5000, 1024)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from plans`.execute(db);
}
