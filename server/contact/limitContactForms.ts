import type { Ports } from '../ports/Ports';

// Both public forms share one budget per IP, and one per email address: each send mails a
// confirmation to the address typed in, so the second cap keeps a stranger from flooding
// someone's inbox from many addresses.
export async function limitContactForms(ports: Ports, ip: string, email: string): Promise<void> {
  const rules = ports.config.rateLimits;
  await ports.limiter.consume('contact-ip', rules.contactPerIp, ip);
  await ports.limiter.consume('contact-email', rules.contactPerEmail, email);
}
