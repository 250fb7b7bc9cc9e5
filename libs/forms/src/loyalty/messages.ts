import { type FormMessages, nameGuards, tooLong, withNum } from '../messages';

/** The loyalty lookup (SPEC §3): `loyaltyInquirySchema` of `@oriel/contracts`. */
export const loyaltyInquiryMessages: FormMessages = {
  fallback: 'hardening.unsupportedMediaType',
  fields: {
    callingCode: { '*': 'loyalty.error.callingCode' },
    phoneNumber: {
      too_big: tooLong('loyalty.error.tooLong'),
      invalid_format: 'loyalty.error.onlyNumber',
      'custom:length': withNum('loyalty.error.phoneLength'),
      '*': 'loyalty.error.phoneRequired',
    },
    email: { too_big: tooLong('loyalty.error.tooLong'), invalid_format: 'loyalty.error.emailInvalid', '*': 'loyalty.error.emailRequired' },
    lastName: { ...nameGuards, too_big: tooLong('loyalty.error.tooLong'), '*': 'loyalty.error.lastNameRequired' },
  },
};

