/**
 * The donor a staff entry names, for gifts that arrive outside the site (money staff record,
 * frames given in kind): a user by id, or a name and an e-mail address. An address that belongs
 * to an active user names that user.
 */
import { personName } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { emailProblem } from '../users/rules.js';
import { findActiveUsersByEmail, findUserById } from '../users/repository.js';

export interface NamedDonor {
  /** The user, when the entry named one or the address is theirs. */
  userId: number | null;
  /** Who the receipt is made out to and where it goes. */
  name: string;
  email: string;
}

export interface DonorNaming {
  donor?: number;
  donor_name?: string;
  donor_email?: string;
}

/** The feature's own words for a donor left out, or named both ways. */
export interface DonorMessages {
  needed: string;
  twice: string;
}

/**
 * The donor `naming` names, or the problems to report (keyed `donor`, `donor_name`,
 * `donor_email`) so the caller can report them with its other fields in one 400.
 */
export async function findNamedDonor(
  trx: Queryable,
  naming: DonorNaming,
  messages: DonorMessages,
): Promise<{ donor: NamedDonor } | { problems: Record<string, string> }> {
  if (naming.donor !== undefined) {
    if (naming.donor_name !== undefined || naming.donor_email !== undefined) return { problems: { donor: messages.twice } };
    const user = await findUserById(trx, naming.donor);
    if (!user || user.email.trim() === '') return { problems: { donor: messages.needed } };
    return { donor: { userId: user.id, name: personName(user, user.username), email: user.email } };
  }
  const name = naming.donor_name?.trim() ?? '';
  const email = naming.donor_email?.trim() ?? '';
  if (name === '' && email === '') return { problems: { donor: messages.needed } };
  const problems: Record<string, string> = {};
  if (name === '') problems.donor_name = messages.needed;
  const emailWrong = emailProblem(email);
  if (emailWrong) problems.donor_email = emailWrong;
  if (Object.keys(problems).length > 0) return { problems };
  const [user] = await findActiveUsersByEmail(trx, email);
  return { donor: { userId: user?.id ?? null, name, email } };
}
