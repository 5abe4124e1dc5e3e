import { messages } from '../messages';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isRequired = (value: unknown) =>
  typeof value === 'string' && value.trim() === ''
    ? messages.common.required
    : value === false
      ? messages.common.required
      : null;

export const isEmail = (value: unknown) =>
  typeof value !== 'string' || value.trim() === ''
    ? messages.common.required
    : emailPattern.test(value.trim())
      ? null
      : messages.common.emailInvalid;

export const isPassword = (value: unknown) =>
  typeof value === 'string' && value.length >= 8 && value.length <= 128
    ? null
    : messages.common.passwordLength;

export const minLength = (min: number, message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim().length >= min ? null : message;
