import type { OperatorAccount } from '@schemas/api/operators';
import type { UserRow } from '../db/Database';

export type OperatorRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'is_deleted'
  | 'password_hash'
  | 'created_at'
>;

export const operatorColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'is_deleted',
  'password_hash',
  'created_at',
] as const;

export function toOperatorAccount(row: OperatorRow): OperatorAccount {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    is_deleted: row.is_deleted,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at.toISOString(),
  };
}
