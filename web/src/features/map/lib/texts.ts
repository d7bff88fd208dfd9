/** Words of the map page. */
export const MAP_TEXTS = {
  title: 'Donations by Region',
  totalDonated: 'Total Donated',
  loading: 'Loading donations...',
  chartTitle: 'Donations by Region',
  chartTableCaption: 'Total donated per region',
  topDonations: 'Top Donations',
  noDonations: 'No donations in this region yet.',
  regionList: 'Regions',
  allRegions: 'All regions',
  loadingMap: 'Loading the map…',
  tilesFailed: 'The map pictures could not be loaded; the region markers and totals still work.',
  mapLabel: 'Map of the donation regions in the United States',
  failed: 'The donation figures could not be loaded: the OnePair server did not answer.',
  pairsDelivered: 'Pairs delivered here',
  sampleMark: '(sample)',
  sampleExplained: 'Donors marked (sample) are example data that came with a new installation, not real people.',
} as const;
