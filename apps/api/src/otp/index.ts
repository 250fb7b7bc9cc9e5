// One-time codes: sending them (transports, the circuit breakers), verifying them, and the phone or
// e-mail they are sent to.
// Other areas and server.ts import this entry only; files inside the area import each other directly.
export { normaliseDestination } from './destination';
export { otpOpenApi } from './openapi';
export { fromThisMachine, invalidCodeMessage, otpRoutes } from './routes';
export { type OtpContext, redeemVerification, verificationHolds } from './service';
export { createOtpContext, devOutboxEnabled, type OtpOverrides } from './setup';
export { breakerAlertLine, type SendBreakerLimits, sendBreaker } from './send-breaker';
export type { OtpTables } from './tables';
export { DeliveryError, type GatewaySettings, messageText, outboxTransport } from './transports';
