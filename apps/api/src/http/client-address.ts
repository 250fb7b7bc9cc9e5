import { isIP } from 'node:net';
import { normalizeIP } from '@better-auth/core/utils/ip';

/**
 * What a per-client limit counts: an IPv4 address, or an IPv6 address's /64. A home, a phone or a
 * server is given a whole /64, so an address within it costs an attacker nothing; this is how the
 * studio's sign-in limit (better-auth's, whose function this is) counts too. IPv4-mapped addresses
 * count as their IPv4 address. A value that is not an address (a phone number, an e-mail) is returned
 * as it is.
 */
export function clientAddressKey(value: string): string {
  return isIP(value) ? normalizeIP(value, { ipv6Subnet: 64 }) : value;
}
