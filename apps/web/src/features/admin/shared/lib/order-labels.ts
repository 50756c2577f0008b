/** What the admin's lead and order screens call their controls. */
export const ADMIN_ORDER_LABELS = {
  pieces: 'Pieces',
  dispatchBy: 'Dispatch by',
  sort: 'Sort',
  sorts: { dispatch: 'Dispatch date', newest: 'Newest first' },
  exportCsv: 'Export CSV',
  view: 'View',
  viewLead: (orderNo: string) => `View lead ${orderNo}`,
  viewOrder: (orderNo: string) => `View order ${orderNo}`,
  convert: 'Convert to Order',
  jobPack: 'Download job pack',
  leadTitle: (orderNo: string) => `Lead ${orderNo}`,
  leadCard: 'Lead',
  leadHint: 'Not an order yet. Check the parts, then convert it to start production.',
  leadsWaiting: (count: number) =>
    count === 1
      ? '1 new order waits in Leads: placed orders show here once converted.'
      : `${count} new orders wait in Leads: placed orders show here once converted.`,
  openLeads: 'Open Leads',
} as const;
