/** Words of the transparency page. */
export const TRANSPARENCY_TEXTS = {
  title: 'Where the money goes',
  intro:
    'Every confirmed donation and every pair of glasses we ship and deliver, by month and by region. ' +
    'These are totals only: where pairs went to fewer than 3 people in a month and region, we say "fewer than 3" so that nobody can be picked out, ' +
    'and where that count could be worked out from a total and the other counts, another count is "withheld" too.',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded: the OnePair server did not answer.',
  moneyConfirmed: 'Money confirmed',
  pairsShipped: 'Pairs shipped',
  pairsDelivered: 'Pairs delivered',
  costPerPair: 'Cost of one pair',
  chartTitle: 'Money confirmed by month',
  chartDescription: (months: number) => `A bar for each of ${months} months; the table below has every figure by region.`,
  tableCaption: 'Money confirmed and pairs shipped and delivered, by month and region',
  month: 'Month',
  region: 'Region',
  donations: 'Donations',
  download: 'Download these figures (CSV)',
  empty: 'No donations or shipments yet.',
  unplaced: (count: string) => `Pairs delivered to addresses outside the five regions: ${count}.`,
} as const;

/** "2026-03" as "March 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "2026-03" as "Mar 2026", for a phone's narrow column. */
export function shortMonthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
