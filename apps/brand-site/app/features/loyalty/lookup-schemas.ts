// The action's schemas the lookup checks with in the browser: a chunk of their own (with zod),
// fetched by the island when a field or the code is first checked, not with the page's first load.
export { loyaltyInquirySchema } from '@oriel/contracts/loyalty';
export { otpCodeSchema } from '@oriel/forms/otp-code';
