/** Every invoice query key starts here, so a write refreshes the list and the open invoice at once. */
export const INVOICES_KEY = ['invoices'] as const
export const CLIENTS_KEY = ['invoice-clients'] as const
