import { DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { clientConfigQueryOptions } from './client-config';

/**
 * How old, in months, the eye exam of an application may be: the server's setting, or the
 * contract's default while it loads, when it fails, or from a server that does not send it.
 */
export function usePrescriptionMaxAgeMonths(): number {
  const query = useQuery(clientConfigQueryOptions());
  const months = query.data?.prescription_max_age_months;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS;
}
