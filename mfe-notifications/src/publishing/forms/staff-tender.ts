import type { TenderRow } from '@aec/contracts';

/** A tender as the staff API answers it: the public row plus when it leaves the public lists. */
export type StaffTender = TenderRow & { unpublishedAt: string | null };
