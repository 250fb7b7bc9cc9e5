/**
 * The challenge a one-time-code send answers and the form that asked hands back with its code
 * (decision 333): base64url, 22 characters for the data service's 128 bits, at most 64.
 */
export const otpChallengePattern = /^[A-Za-z0-9_-]{22,64}$/;
