import { isEmailAddress } from '@schemas/api/formRules';
import type { RegisterAnswer, RegisterBody } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { passwordHasher } from '../auth/passwordHasher';
import { apiErrors } from '../errors/ApiError';
import { successMessages } from '../messages';
import { issuePaymentToken, paymentTokenSeconds } from '../payments/paymentTokens';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { createAccount } from './createAccount';
import { isUniqueViolation } from './isUniqueViolation';
import { normalizeEmail } from './normalizeEmail';
import { sendVerificationMail } from './sendVerificationMail';

// The spec's registration (POST users): a creator account on the free plan, unverified until the
// link in the confirmation mail is opened.
export async function registerUser(
  ports: Ports,
  body: RegisterBody,
  origin: RequestOrigin,
): Promise<RegisterAnswer> {
  await ports.limiter.consume('register-ip', ports.config.rateLimits.registerPerIp, origin.ip);
  const email = normalizeEmail(body.email);
  if (!isEmailAddress(email)) throw apiErrors.emailInvalid();
  const passwordHash = await passwordHasher.hash(body.password);
  const firstName = body.firstName.trim();
  try {
    return await ports.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) throw apiErrors.emailTaken();
      const { accountId, userId } = await createAccount(trx, ports, {
        email,
        passwordHash,
        firstName,
        lastName: body.lastName.trim(),
        phone: body.phone?.trim() || null,
        role: 'creator',
        namePlan: 'explorador',
        emailVerified: false,
      });
      await sendVerificationMail(trx, ports, { id: userId, email, firstName });
      await recordAudit(trx, ports, {
        event: 'register',
        accountId,
        actorUserId: userId,
        subjectUserId: userId,
        origin,
      });
      const paymentToken = await issuePaymentToken(ports, userId, paymentTokenSeconds.registration);
      return { userId, email, message: successMessages.registered, paymentToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiErrors.emailTaken();
    throw error;
  }
}
