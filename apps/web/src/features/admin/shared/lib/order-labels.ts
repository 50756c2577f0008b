/** What the admin's lead and order screens call their controls. */
export const ADMIN_ORDER_LABELS = {
  pieces: 'Pieces',
  dispatchBy: 'Dispatch by',
  sort: 'Sort',
  sorts: { dispatch: 'Dispatch date', newest: 'Newest first' },
  exportCsv: 'Export CSV',
  view: 'View',
  viewLead: (orderNo: string) => `View lead ${orderNo}`,
  convert: 'Convert to Order',
  jobPack: 'Download job pack',
  leadTitle: (orderNo: string) => `Lead ${orderNo}`,
  leadCard: 'Lead',
  leadHint: 'Not an order yet. Check the parts, then convert it to start production.',
} as const;
