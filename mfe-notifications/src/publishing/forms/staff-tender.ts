/** A tender as the staff API answers it: the public row, when it leaves the public lists, and a change that waits (`held`). */
export type { StaffTender } from '@aec/contracts';
