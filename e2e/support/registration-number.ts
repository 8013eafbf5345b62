// A grievance registration number in a page or a mail: the contract's own pattern (both forms: the
// 80-bit AEC-XXXX-XXXX-XXXX-XXXX and the older AEC-XXXX-XXXX), so a spec never reads half of one.
export { REGISTRATION_ID_IN_TEXT as REG_ID } from '../../packages/contracts/src/complaints';
