// The action's schemas the registration form checks with in the browser: a chunk of their own (with
// zod), fetched by the island when a field or the code is first checked, not with the page's first
// load (as the loyalty lookup's).
export { registrationSchema } from '@oriel/contracts/registration';
export { otpCodeSchema } from '@oriel/forms/otp-code';
