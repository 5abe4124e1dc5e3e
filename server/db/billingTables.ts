import type { ColumnType, Generated } from 'kysely';

// Table shapes of payments, donation codes and plan usage (migration 0008).

/** bigint columns: pg answers them as strings; read them through Number(). */
type BigInt = ColumnType<string | number, number, number>;

export type SubscriptionStatus = 'active' | 'past_due' | 'payment_failed' | 'canceled';

/**
 * The paid plan of an account. `active`: paid up. `past_due`: a renewal failed and is being
 * retried, access unchanged. `payment_failed`: retries exhausted; gated actions answer 430 until
 * the card is updated. `canceled`: back on Explorador.
 */
export interface SubscriptionsTable {
  account_id: string;
  name_plan: string;
  status: SubscriptionStatus;
  /** The instant the monthly cycle counts from (periods end on the same day of each month). */
  billing_anchor: Date;
  current_period_start: Date;
  current_period_end: Date;
  /** Cancelled to Explorador: no renewal; the plan ends with the period. */
  cancel_at_period_end: Generated<boolean>;
  /** A downgrade that takes effect when the period ends. */
  pending_plan: string | null;
  failed_attempts: Generated<number>;
  /** When the renewal job next charges (or retries); null once nothing is due. */
  next_attempt_at: Date | null;
  /** Lease of the renewal job that claimed the row (several instances share one database). */
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentMethodsTable {
  account_id: string;
  provider: string;
  /** The provider's registration id for recurring charges. */
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string | null;
  created_at: Date;
  updated_at: Date;
}

export type CheckoutPurpose = 'subscribe' | 'card';
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'saved' | 'expired';

/** A hosted checkout we opened at the provider, with the price the server decided. */
export interface CheckoutsTable {
  id: string;
  account_id: string;
  user_id: string;
  purpose: CheckoutPurpose;
  name_plan: string | null;
  amount_cents: number;
  currency: string;
  provider: string;
  provider_checkout_id: string;
  ip: string | null;
  status: CheckoutStatus;
  result_code: string | null;
  result_description: string | null;
  charge_id: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

export type ChargeKind = 'subscription' | 'renewal' | 'upgrade' | 'reactivation';
export type ChargeStatus = 'pending' | 'paid' | 'failed';

export interface ChargesTable {
  /** Also the merchantTransactionId the provider knows it by. */
  id: string;
  account_id: string;
  kind: ChargeKind;
  name_plan: string;
  amount_cents: number;
  currency: string;
  status: ChargeStatus;
  provider: string;
  provider_payment_id: string | null;
  result_code: string | null;
  result_description: string | null;
  card_brand: string | null;
  card_last4: string | null;
  period_start: Date | null;
  period_end: Date | null;
  /** Consecutive receipt number, given when the charge is paid. */
  receipt_number: ColumnType<string | number | null, number | null, number | null>;
  checkout_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PaymentNotificationsTable {
  provider: string;
  notification_id: string;
  kind: string;
  received_at: Date;
  details: ColumnType<Record<string, unknown>, string, string>;
}

export interface SandboxGatewayCheckoutsTable {
  id: string;
  merchant_transaction_id: string;
  /** null: a tokenisation-only checkout (the card is saved, nothing is charged). */
  amount_cents: number | null;
  currency: string;
  item_name: string;
  item_description: string;
  customer_email: string;
  customer_ip: string | null;
  result_url: string;
  status: 'open' | 'completed';
  result_code: string | null;
  result_description: string | null;
  payment_id: string | null;
  registration_id: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

export interface SandboxGatewayRegistrationsTable {
  id: string;
  /** Which test card it came from: decides how later charges answer. */
  behaviour: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

export interface SandboxGatewayPaymentsTable {
  id: string;
  merchant_transaction_id: string;
  registration_id: string | null;
  checkout_id: string | null;
  amount_cents: number;
  currency: string;
  result_code: string;
  result_description: string;
  created_at: Date;
}

/** The spec's donated account. */
export interface DonatedAccountsTable {
  donated_accounts_id: string;
  /** Long random string (see createDonationCode); unique. */
  code_donation: string;
  description: string;
  /** The plan the code grants. */
  status_account: string;
  /** Who redeemed it; null while unused. */
  user_id: string | null;
  expired: Generated<boolean>;
  create_date: Date;
  created_by: string | null;
  redeemed_at: Date | null;
  updated_at: Date;
}

export interface AccountUsageTable {
  account_id: string;
  storage_bytes: BigInt;
}

export interface AccountMailUsageTable {
  account_id: string;
  /** `YYYY-MM`, UTC. */
  month: string;
  sent: number;
}
