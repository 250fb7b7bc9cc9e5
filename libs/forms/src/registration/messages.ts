import { type FieldMessages, type FormMessages, nameGuards, tooLong, withNum } from '../messages';

const registrationName = (id: string): FieldMessages => ({ ...nameGuards, too_big: tooLong('registration.error.tooLong'), '*': id });

/** The campaign registration (SPEC §3): `registrationSchema` of `@oriel/contracts`. */
export const registrationMessages: FormMessages = {
  fallback: 'registration.error.submit',
  fields: {
    salutation: { '*': 'registration.error.salutation' },
    first_name: registrationName('registration.error.firstName'),
    last_name: registrationName('registration.error.lastName'),
    age_range: { '*': 'registration.error.ageRange' },
    email: { too_big: tooLong('registration.error.tooLong'), invalid_format: 'registration.error.emailInvalid', '*': 'registration.error.emailRequired' },
    calling_code: { '*': 'registration.error.callingCode' },
    contact_number: {
      too_big: 'registration.error.onlyNumber',
      invalid_format: 'registration.error.onlyNumber',
      'custom:length': withNum('registration.error.contactNumberLength'),
      'custom:unverified': 'registration.error.contactNumberUnverified',
      '*': 'registration.error.contactNumberRequired',
    },
    province: { '*': 'registration.error.province' },
    redemption_location: { '*': 'registration.error.redemptionLocation' },
    pickup_date: { '*': 'registration.error.pickupDate' },
    pickup_time: { '*': 'registration.error.pickupTime' },
    terms: { '*': 'registration.error.terms' },
    communication: { '*': 'registration.error.communication' },
    // Fields the page fills in, never typed: a bad one is the form's failure, not the visitor's.
    otp_token: { '*': 'registration.error.submit' },
    idempotency_key: { '*': 'registration.error.submit' },
  },
};

